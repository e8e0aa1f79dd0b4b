import { describe, expect, it } from 'vitest'
import { checkCatalogues } from '../catalogueChecks.fixture'
import { translator } from '../translator'
import { enUS } from './enUS'
import { missionCatalogue } from './missionCatalogue'

checkCatalogues([['mission', missionCatalogue, enUS]])

describe('missionCatalogue', () => {
  it('has English at once and another language once loaded', async () => {
    expect(missionCatalogue.loaded('en-US')?.propose).toBe('Propose')
    expect((await missionCatalogue.load('ko')).propose).toBe('제안하기')
  })

  it('has words for every mission code and the wallet short of gems', () => {
    for (const code of [
      'MIS1000',
      'MIS1001',
      'MIS1002',
      'MIS1003',
      'MIS1004',
      'MIS1005',
      'MIS1006',
      'ITE20001',
    ]) {
      expect(enUS).toHaveProperty(`error${code}`)
    }
    const t = translator(enUS, 'en-US')
    expect(t('pledged', { count: 1 })).toBe('You added 1 gem.')
  })
})
