import { describe, expect, it } from 'vitest'
import { checkCatalogues } from '../catalogueChecks.fixture'
import { translator } from '../translator'
import { enUS } from './enUS'
import { raidCatalogue } from './raidCatalogue'

checkCatalogues([['raid', raidCatalogue, enUS]])

describe('raidCatalogue', () => {
  it('has English at once and another language once loaded', async () => {
    expect(raidCatalogue.loaded('en-US')?.raidGo).toBe('Go now')
    expect((await raidCatalogue.load('ko')).raidGo).toBe('지금 이동')
    expect(raidCatalogue.loaded('ko-KR')?.raidGo).toBe('지금 이동')
  })
})

describe('the raid words through the translator', () => {
  it('fills placeholders and picks the plural form by the language', async () => {
    const t = translator(enUS, 'en-US')
    expect(t('raidCountdown', { count: 1 })).toBe('Going in 1 second')
    expect(t('raidCountdown', { count: 7 })).toBe('Going in 7 seconds')
    expect(t('raidNowTitle', { from: 'Kim', target: 'Lee' })).toBe('Kim is raiding Lee')
    // A value not given stays as it is, visibly.
    expect(t('raidGoing')).toBe('Taking you to {target}…')
    const ko = translator(await raidCatalogue.load('ko-KR'), 'ko-KR')
    expect(ko('raidCountdown', { count: 1 })).toBe('1초 후 이동')
  })
})
