import { renderHook, waitFor } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { fakeClient, wrapperFor } from '../shared/testing.fixture'
import { useEmoticons } from './useEmoticons'

describe('useEmoticons', () => {
  it('loads the emoticon groups once for every picker', async () => {
    let calls = 0
    const client = fakeClient({
      emoticon: {
        listEmoticons: async () => {
          calls++
          return {
            basic: {
              name: { 'en-US': 'Basic' },
              emoticons: [{ emoticonKeyword: 'smile', emoticonImgUrl: '/smile.png' }],
            },
          }
        },
      },
    })
    const wrapper = wrapperFor({ client, onLoginRequired: () => {} })
    const { result } = renderHook(() => [useEmoticons(), useEmoticons()] as const, { wrapper })
    await waitFor(() => expect(result.current[0].data?.basic?.name['en-US']).toBe('Basic'))
    expect(result.current[1].data).toBe(result.current[0].data)
    expect(calls).toBe(1)
  })
})
