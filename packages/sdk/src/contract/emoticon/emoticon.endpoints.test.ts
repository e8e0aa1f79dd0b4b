import { describe, expect, it } from 'vitest'
import * as z from 'zod/mini'
import { emoticonEndpoints as e } from './emoticon.endpoints'

describe('emoticonEndpoints', () => {
  it('use the spec path for subscriber emoticons and chosen paths elsewhere', () => {
    expect(e.listChannelEmoticons).toMatchObject({
      method: 'GET',
      path: '/v2/item/subscribe/streamer/emoticonList',
    })
    expect(z.safeParse(e.listChannelEmoticons.query ?? z.never(), {}).success).toBe(false)
    expect(e.listEmoticons).toMatchObject({
      method: 'GET',
      path: '/v2/emoticon/list',
      auth: 'none',
    })
    expect(e.listEmoticons.chosen).toBeTruthy()
    expect(e.getUserEmoticons.chosen).toBeTruthy()
  })
})
