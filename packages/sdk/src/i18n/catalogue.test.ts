import { describe, expect, it, vi } from 'vitest'
import { LOCALES, resolveLocale } from '../core/locale'
import { catalogueOf } from './catalogue'
import { checkCatalogues, placeholders } from './catalogueChecks.fixture'
import { communityCatalogue } from './community/communityCatalogue'
import { enUS as communityEnUS } from './community/enUS'
import { composerCatalogue } from './composer/composerCatalogue'
import { enUS as playerEnUS } from './player/enUS'
import { playerCatalogue } from './player/playerCatalogue'

// The community's words: a few (brand and borrowed words) stay as in English.
checkCatalogues([['community', communityCatalogue, communityEnUS, 0.05]])

describe('player catalogues', () => {
  const labels = Object.keys(playerEnUS).filter((key) => key !== 'alerts')
  const alerts = Object.keys(playerEnUS.alerts)

  it.each(LOCALES)(
    '%s spells out every label and alert with the same placeholders',
    async (locale) => {
      const strings = await playerCatalogue.load(locale)
      expect(Object.keys(strings).sort()).toEqual([...labels, 'alerts'].sort())
      expect(Object.keys(strings.alerts).sort()).toEqual([...alerts].sort())
      for (const key of labels) {
        const name = key as Exclude<keyof typeof playerEnUS, 'alerts'>
        expect({ key, placeholders: placeholders(strings[name]) }).toEqual({
          key,
          placeholders: placeholders(playerEnUS[name]),
        })
      }
      for (const [key, alert] of Object.entries(strings.alerts)) {
        const [title = '', text = ''] = alert
        expect({
          key,
          parts: alert.length,
          title: title.length > 0,
          text: text.length > 0,
        }).toEqual({
          key,
          parts: 2,
          title: true,
          text: true,
        })
      }
    },
  )

  it.each(LOCALES.filter((l) => l !== 'en-US'))('%s is translated, not copied', async (locale) => {
    const strings = await playerCatalogue.load(locale)
    expect(strings.play).not.toBe(playerEnUS.play)
    const same = Object.keys(playerEnUS.alerts).filter(
      (key) =>
        JSON.stringify(strings.alerts[key as keyof typeof playerEnUS.alerts]) ===
        JSON.stringify(playerEnUS.alerts[key as keyof typeof playerEnUS.alerts]),
    )
    expect(same).toEqual([])
  })
})

describe('catalogueOf', () => {
  const english = { hello: 'Hello' }
  const loaders = (korean: () => Promise<{ hello: string }>) => ({
    'ko-KR': korean,
    'th-TH': async () => ({ hello: 'สวัสดี' }),
    'zh-CN': async () => ({ hello: '你好' }),
    'zh-TW': async () => ({ hello: '你好' }),
    'ja-JP': async () => ({ hello: 'こんにちは' }),
  })

  it('has English at once and another language only once it is loaded', async () => {
    const catalogue = catalogueOf(
      english,
      loaders(async () => ({ hello: '안녕하세요' })),
    )
    expect(catalogue.loaded('en-US')).toBe(english)
    expect(catalogue.loaded('fr-FR')).toBe(english)
    expect(catalogue.loaded('ko-KR')).toBeUndefined()
    await expect(catalogue.load('ko')).resolves.toEqual({ hello: '안녕하세요' })
    expect(catalogue.loaded('ko-KR')).toEqual({ hello: '안녕하세요' })
  })

  it('fetches a language once and answers every caller with the same promise', async () => {
    const korean = vi.fn(async () => ({ hello: '안녕하세요' }))
    const catalogue = catalogueOf(english, loaders(korean))
    const first = catalogue.load('ko-KR')
    expect(catalogue.load('ko')).toBe(first)
    await first
    expect(catalogue.load('ko-KR')).toBe(first)
    expect(korean).toHaveBeenCalledTimes(1)
  })

  it("marks a loaded language's promise as settled, so a renderer reads it at once", async () => {
    const catalogue = catalogueOf(
      english,
      loaders(async () => ({ hello: '안녕하세요' })),
    )
    expect(catalogue.load('en-US')).toMatchObject({ status: 'fulfilled', value: english })
    const korean = catalogue.load('ko-KR')
    expect(korean).not.toHaveProperty('status')
    await korean
    expect(catalogue.load('ko')).toMatchObject({
      status: 'fulfilled',
      value: { hello: '안녕하세요' },
    })
  })

  it('tries a failed language again on the next call', async () => {
    const korean = vi
      .fn<() => Promise<{ hello: string }>>()
      .mockRejectedValueOnce(new Error('chunk failed'))
      .mockResolvedValueOnce({ hello: '안녕하세요' })
    const catalogue = catalogueOf(english, loaders(korean))
    await expect(catalogue.load('ko-KR')).rejects.toThrow('chunk failed')
    expect(catalogue.loaded('ko-KR')).toBeUndefined()
    await expect(catalogue.load('ko-KR')).resolves.toEqual({ hello: '안녕하세요' })
    expect(korean).toHaveBeenCalledTimes(2)
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

describe('composer catalogues', () => {
  it.each(LOCALES)('%s has every message of the English one', async (locale) => {
    const english = await composerCatalogue.load('en-US')
    const catalogue = await composerCatalogue.load(locale)
    expect(Object.keys(catalogue).sort()).toEqual(Object.keys(english).sort())
    expect(Object.values(catalogue).every((text) => text.trim() !== '')).toBe(true)
  })
})
