import { describe, expect, it } from 'vitest'
import { checkCatalogues } from '../catalogueChecks.fixture'
import { translator } from '../translator'
import { embedCatalogue } from './embedCatalogue'
import { enUS } from './enUS'

// "Airwave" is a name every language keeps; the rest is translated.
checkCatalogues([['embed', embedCatalogue, enUS]])

describe('embedCatalogue', () => {
  it('has English at once and another language once loaded', async () => {
    expect(embedCatalogue.loaded('en-US')?.play).toBe('Play')
    expect((await embedCatalogue.load('ja')).play).toBe('再生')
  })

  it('fills placeholders and leaves unknown ones visible', () => {
    const t = translator(enUS, 'en-US')
    expect(t('playChannel', { name: 'Airwave' })).toBe('Play Airwave')
    expect(t('notAllowedBody')).toContain('{host}')
  })
})
