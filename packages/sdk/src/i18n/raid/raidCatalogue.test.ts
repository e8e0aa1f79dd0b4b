import { describe, expect, it } from 'vitest'
import { LOCALES } from '../locale'
import { enUS } from './enUS'
import { raidCatalogue } from './raidCatalogue'
import type { RaidMessages } from './raidMessages'
import { raidText } from './raidText'

const placeholders = (message: unknown): string => {
  const texts =
    typeof message === 'string' ? [message] : Object.values(message as Record<string, string>)
  return [...new Set(texts.flatMap((text) => [...text.matchAll(/\{(\w+)\}/g)].map((m) => m[1])))]
    .sort()
    .join(',')
}

const keys = Object.keys(enUS) as (keyof RaidMessages)[]

describe('raidCatalogue', () => {
  it.each(LOCALES)('%s has every key with the same placeholders as English', async (locale) => {
    const messages = await raidCatalogue.load(locale)
    expect(Object.keys(messages).sort()).toEqual([...keys].sort())
    for (const key of keys) {
      expect({ key, placeholders: placeholders(messages[key]) }).toEqual({
        key,
        placeholders: placeholders(enUS[key]),
      })
      expect(typeof messages[key]).toBe(typeof enUS[key])
    }
  })

  it.each(LOCALES.filter((l) => l !== 'en-US'))('%s is translated, not copied', async (locale) => {
    const messages = await raidCatalogue.load(locale)
    const same = keys.filter((key) => JSON.stringify(messages[key]) === JSON.stringify(enUS[key]))
    expect(same).toEqual([])
  })

  it('has English at once and another language once loaded', async () => {
    expect(raidCatalogue.loaded('en-US')?.raidGo).toBe('Go now')
    expect((await raidCatalogue.load('ko')).raidGo).toBe('지금 이동')
    expect(raidCatalogue.loaded('ko-KR')?.raidGo).toBe('지금 이동')
  })
})

describe('raidText', () => {
  it('fills placeholders and picks the plural form by the language', async () => {
    const t = raidText(enUS, 'en-US')
    expect(t('raidCountdown', { count: 1 })).toBe('Going in 1 second')
    expect(t('raidCountdown', { count: 7 })).toBe('Going in 7 seconds')
    expect(t('raidNowTitle', { from: 'Kim', target: 'Lee' })).toBe('Kim is raiding Lee')
    // A value not given stays as it is, visibly.
    expect(t('raidGoing')).toBe('Taking you to {target}…')
    const ko = raidText(await raidCatalogue.load('ko-KR'), 'ko-KR')
    expect(ko('raidCountdown', { count: 1 })).toBe('1초 후 이동')
  })
})
