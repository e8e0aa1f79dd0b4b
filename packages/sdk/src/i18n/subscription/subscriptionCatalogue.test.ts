import { describe, expect, it } from 'vitest'
import { checkCatalogues } from '../catalogueChecks.fixture'
import { translator } from '../translator'
import { enUS } from './enUS'
import { subscriptionCatalogue } from './subscriptionCatalogue'

checkCatalogues([['subscription', subscriptionCatalogue, enUS]])

describe('subscriptionCatalogue', () => {
  it('has English at once and another language once loaded', async () => {
    expect(subscriptionCatalogue.loaded('en-US')?.subscribe).toBe('Subscribe')
    expect((await subscriptionCatalogue.load('ko')).subscribe).toBe('구독하기')
  })

  it('counts months by the language', () => {
    const t = translator(enUS, 'en-US')
    expect(t('subscribed', { count: 1 })).toBe('Subscribed · 1 month')
    expect(t('subscribed', { count: 3 })).toBe('Subscribed · 3 months')
  })
})
