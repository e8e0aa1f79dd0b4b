import { describe, expect, it } from 'vitest'
import { createQueryClient } from '../core/queryClient'
import { socialKeys, socialSignUpDone } from './social.queries'

describe('socialSignUpDone', () => {
  it('drops the waiting sign-up and reads again what was read as a guest, not the social lists', async () => {
    const queryClient = createQueryClient()
    queryClient.setQueryData(socialKeys.signUp(), { name: 'Mina' })
    queryClient.setQueryData(socialKeys.providers(), { providers: [] })
    queryClient.setQueryData(['channel', 'info', 'kim'], {})
    queryClient.setQueryData(['video', 'list'], {})
    await socialSignUpDone(queryClient)
    const invalidated = (key: readonly unknown[]) => queryClient.getQueryState(key)?.isInvalidated
    expect(queryClient.getQueryState(socialKeys.signUp())).toBeUndefined()
    expect(invalidated(socialKeys.providers())).toBe(false)
    expect(invalidated(['channel', 'info', 'kim'])).toBe(true)
    expect(invalidated(['video', 'list'])).toBe(true)
  })
})
