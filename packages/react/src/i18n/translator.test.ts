import { describe, expect, it } from 'vitest'
import type { Catalogue } from './catalogue'
import { catalogues } from './locales'
import { enUS } from './locales/enUS'
import { LOCALES, resolveLocale } from './resolveLocale'
import { createTranslator } from './translator'

const placeholders = (message: Catalogue[keyof Catalogue]) => {
  const texts = typeof message === 'string' ? [message] : Object.values(message)
  return [...new Set(texts.flatMap((text) => [...text.matchAll(/\{(\w+)\}/g)].map((m) => m[1])))]
    .sort()
    .join(',')
}

describe('catalogues', () => {
  const keys = Object.keys(enUS) as (keyof Catalogue)[]

  it.each(LOCALES)('%s has every key with the same placeholders as English', (locale) => {
    const catalogue = catalogues[locale]
    expect(Object.keys(catalogue).sort()).toEqual([...keys].sort())
    for (const key of keys) {
      expect({ key, placeholders: placeholders(catalogue[key]) }).toEqual({
        key,
        placeholders: placeholders(enUS[key]),
      })
      expect(typeof catalogue[key]).toBe(typeof enUS[key])
    }
  })

  it.each(LOCALES.filter((l) => l !== 'en-US'))('%s is translated, not copied', (locale) => {
    const catalogue = catalogues[locale]
    const same = keys.filter((key) => JSON.stringify(catalogue[key]) === JSON.stringify(enUS[key]))
    expect(same.length / keys.length).toBeLessThan(0.05)
  })

  it.each(LOCALES)('%s gives every plural key an other form', (locale) => {
    for (const message of Object.values(catalogues[locale])) {
      if (typeof message !== 'string') expect(message.other).toEqual(expect.any(String))
    }
  })
})

describe('resolveLocale', () => {
  it('matches exactly, then by language and script, else English', () => {
    expect(resolveLocale('ko-KR')).toBe('ko-KR')
    expect(resolveLocale('ja')).toBe('ja-JP')
    expect(resolveLocale('th')).toBe('th-TH')
    expect(resolveLocale('zh')).toBe('zh-CN')
    expect(resolveLocale('zh-SG')).toBe('zh-CN')
    expect(resolveLocale('zh-HK')).toBe('zh-TW')
    expect(resolveLocale('zh-Hant-TW')).toBe('zh-TW')
    expect(resolveLocale('en-GB')).toBe('en-US')
    expect(resolveLocale('fr-FR')).toBe('en-US')
    expect(resolveLocale('')).toBe('en-US')
  })
})

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
