import { communityCatalogue, LOCALES } from '@airwave/sdk/i18n'
import { beforeAll, describe, expect, it } from 'vitest'
import { createTranslator } from './translator'

// The catalogues' own checks (every key, placeholders, plural forms) are the SDK's.
beforeAll(() => Promise.all(LOCALES.map((locale) => communityCatalogue.load(locale))))

describe('createTranslator', () => {
  it('picks the English plural form with Intl.PluralRules', () => {
    const t = createTranslator('en-US')
    expect(t('noComments')).toBe('No comments yet')
    expect(t('commentCount', { count: 1 })).toBe('1 comment')
    expect(t('commentCount', { count: 0 })).toBe('0 comments')
    expect(t('commentCount', { count: 2 })).toBe('2 comments')
    expect(t('replyCount', { count: 1 })).toBe('One reply')
    expect(t('replyCount', { count: 4 })).toBe('4 replies')
  })

  it('uses the other form in languages without plurals', () => {
    expect(createTranslator('ko-KR')('replyCount', { count: 1 })).toBe('답글 1개')
    expect(createTranslator('ja-JP')('commentCount', { count: 3 })).toBe('コメント3件')
    expect(createTranslator('zh-TW')('replyCount', { count: 2 })).toBe('2 則回覆')
  })

  it('fills placeholders, formatting counts as likes are shown', () => {
    const t = createTranslator('en-US')
    expect(t('toastNicknameBlocked', { name: 'Kim' })).toBe('Kim has been blocked.')
    expect(t('likeCount', { count: 9999 })).toBe('9,999 likes')
    expect(t('likeCount', { count: 12_345 })).toBe('12.3K likes')
    expect(t('maxBlockedBody', { max: 100 })).toContain('up to 100 users')
    expect(t('blockTitle')).toBe('Block {name}?')
  })

  it('formats dates in the locale and relative times through the SDK', () => {
    const date = new Date(2024, 5, 30, 14, 5)
    const en = createTranslator('en-US')
    expect(en('reserved', { date })).toBe(`Scheduled for ${en.dateTime(date)}`)
    expect(en.dateTime(date)).toContain('2024')
    expect(createTranslator('ko-KR').dateTime(date)).toContain('2024. 6. 30.')
    expect(en.dateTime('nope')).toBe('')
    const now = new Date('2024-06-30T12:00:00Z')
    expect(createTranslator('ko-KR').relativeTime('2024-06-30T09:00:00Z', now)).toBe('3시간 전')
    expect(createTranslator('ja-JP').number(1_250_000)).toBe('1.2M')
  })

  it('falls back to English for an unknown locale', () => {
    const t = createTranslator('xx-YY')
    expect(t.locale).toBe('en-US')
    expect(t('backToList')).toBe('Back to list')
  })
})
