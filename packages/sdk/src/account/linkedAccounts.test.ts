import { describe, expect, it } from 'vitest'
import { linkedAccountRows } from './linkedAccounts'

const providers = [
  { platform: 'google', local: false },
  { platform: 'facebook', local: false },
] as const
const link = (thirdPartyIdx: number, socialPlatform: string) => ({ thirdPartyIdx, socialPlatform })

describe('linkedAccountRows', () => {
  it('shows every offered platform, linked or not', () => {
    const rows = linkedAccountRows(providers, {
      items: [link(1, 'facebook')],
      total: 1,
      hasPassword: true,
    })
    expect(rows.map((r) => [r.platform, r.state, r.canUnlink])).toEqual([
      ['google', 'not-linked', false],
      ['facebook', 'linked', true],
    ])
  })

  it('keeps the only way to sign in of a member without a password', () => {
    const sole = linkedAccountRows(providers, {
      items: [link(1, 'google')],
      total: 1,
      hasPassword: false,
    })
    expect(sole[0]?.canUnlink).toBe(false)
    const two = linkedAccountRows(providers, {
      items: [link(1, 'google'), link(2, 'facebook')],
      total: 2,
      hasPassword: false,
    })
    expect(two.map((r) => r.canUnlink)).toEqual([true, true])
  })

  it('lists a linked platform the server no longer offers, so it can be unlinked', () => {
    const rows = linkedAccountRows(providers, {
      items: [link(3, 'apple')],
      total: 1,
      hasPassword: true,
    })
    expect(rows.map((r) => r.platform)).toEqual(['google', 'facebook', 'apple'])
    expect(rows[2]?.canUnlink).toBe(true)
  })
})
