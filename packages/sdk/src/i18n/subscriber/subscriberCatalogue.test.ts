import { describe, expect, it } from 'vitest'
import { checkCatalogues } from '../catalogueChecks.fixture'
import { translator } from '../translator'
import { enUS } from './enUS'
import { subscriberCatalogue } from './subscriberCatalogue'

checkCatalogues([['subscriber', subscriberCatalogue, enUS, 0.1]])

describe('subscriberCatalogue', () => {
  it('has English at once and another language once loaded', async () => {
    expect(subscriberCatalogue.loaded('en-US')?.listTitle).toBe('Subscribers')
    expect((await subscriberCatalogue.load('ko')).listTitle).toBe('구독자')
  })

  it('counts months by the language', () => {
    const t = translator(enUS, 'en-US')
    expect(t('months', { count: 1 })).toBe('1 month')
    expect(t('months', { count: 12 })).toBe('12 months')
  })
})
