import { describe, expect, it } from 'vitest'
import { checkCatalogues } from '../catalogueChecks.fixture'
import { translator } from '../translator'
import { enUS } from './enUS'
import { walletCatalogue } from './walletCatalogue'

checkCatalogues([['wallet', walletCatalogue, enUS]])

describe('walletCatalogue', () => {
  it('has English at once and another language once loaded', async () => {
    expect(walletCatalogue.loaded('en-US')?.buyGems).toBe('Buy gems')
    expect((await walletCatalogue.load('ko')).buyGems).toBe('젬 구매')
  })

  it('counts gems by the language', () => {
    const t = translator(enUS, 'en-US')
    expect(t('gems', { count: 1 })).toBe('1 gem')
    expect(t('resultPaidLead', { count: 1000 })).toBe('1,000 gems are in your wallet.')
  })
})
