import { describe, expect, it } from 'vitest'
import {
  badgeTiers,
  checkSubscriberImage,
  emoticonKeywordProblem,
  subscriberBadgeFor,
  subscriberBadgeTier,
} from './subscriberImages'

// A PNG's signature and IHDR with its sides, as an encoder writes them.
function png(width: number, height: number): Uint8Array {
  const bytes = new Uint8Array(33)
  bytes.set([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13, 0x49, 0x48, 0x44, 0x52])
  new DataView(bytes.buffer).setUint32(16, width)
  new DataView(bytes.buffer).setUint32(20, height)
  return bytes
}
const text = (s: string) => new TextEncoder().encode(s)

describe('checkSubscriberImage', () => {
  it('reads a picked file by its bytes, not its name or type', async () => {
    const fake = new Blob([text('<html></html>')], { type: 'image/png' })
    expect(await checkSubscriberImage(fake)).toBe('FILE_TYPE_NOT_ALLOWED')
    const real = new Blob([png(64, 64) as BlobPart], { type: 'application/octet-stream' })
    expect(await checkSubscriberImage(real)).toBeUndefined()
  })
})

describe('emoticonKeywordProblem', () => {
  it('takes letters and digits, 2 to 20, not taken in any case', () => {
    expect(emoticonKeywordProblem('kimHi', ['kimBye'])).toBeUndefined()
    expect(emoticonKeywordProblem('k', [])).toBe('keyword-invalid')
    expect(emoticonKeywordProblem('kim_hi', [])).toBe('keyword-invalid')
    expect(emoticonKeywordProblem('a'.repeat(21), [])).toBe('keyword-invalid')
    expect(emoticonKeywordProblem('KIMHI', ['kimHi'])).toBe('keyword-taken')
  })

  it('says the channel is full at 30', () => {
    const taken = Array.from({ length: 30 }, (_, i) => `emo${i}`)
    expect(emoticonKeywordProblem('fresh', taken)).toBe('limit')
    expect(emoticonKeywordProblem('fresh', taken.slice(1))).toBeUndefined()
  })
})

describe('badge tiers', () => {
  it('puts months in the tier of the most months not above them', () => {
    expect(subscriberBadgeTier(0)).toBeUndefined()
    expect(subscriberBadgeTier(1)).toBe(1)
    expect(subscriberBadgeTier(7)).toBe(6)
    expect(subscriberBadgeTier(12)).toBe(12)
    expect(subscriberBadgeTier(100)).toBe(60)
  })

  it('finds the uploaded badge a subscriber wears, skipping tiers without one', () => {
    const badges = [
      { months: 12, badgeUrl: 'b12' },
      { months: 1, badgeUrl: 'b1' },
    ]
    expect(subscriberBadgeFor(7, badges)?.badgeUrl).toBe('b1')
    expect(subscriberBadgeFor(13, badges)?.badgeUrl).toBe('b12')
    expect(subscriberBadgeFor(0, badges)).toBeUndefined()
  })

  it('lists every tier with its badge or none', () => {
    const tiers = badgeTiers([{ months: 3, badgeUrl: 'b3' }])
    expect(tiers.map((tier) => tier.months)).toEqual([1, 2, 3, 6, 9, 12, 18, 24, 36, 48, 60])
    expect(tiers.filter((tier) => tier.badge).map((tier) => tier.months)).toEqual([3])
  })
})
