import { describe, expect, it } from 'vitest'
import { checkCatalogues } from '../catalogueChecks.fixture'
import { translator } from '../translator'
import { enUS } from './enUS'
import { widgetCatalogue } from './widgetCatalogue'

checkCatalogues([['widget', widgetCatalogue, enUS]])

describe('widgetCatalogue', () => {
  it('has English at once, another language once loaded, plurals by the language', async () => {
    const en = translator(enUS, 'en-US')
    expect(en('alertGem', { name: 'Mina', count: 1 })).toBe('Mina sent 1 gem!')
    expect(en('alertGem', { name: 'Mina', count: 500 })).toBe('Mina sent 500 gems!')
    const ko = translator(await widgetCatalogue.load('ko-KR'), 'ko-KR')
    expect(ko('alertVoucher', { name: '민아', count: 5 })).toBe(
      '민아 님이 구독권 5개를 선물했습니다!',
    )
  })
})
