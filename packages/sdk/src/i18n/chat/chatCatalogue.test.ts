import { describe, expect, it } from 'vitest'
import { checkCatalogues } from '../catalogueChecks.fixture'
import { chatSettingsCatalogue } from '../chatSettings/chatSettingsCatalogue'
import { enUS as settingsEnUS } from '../chatSettings/enUS'
import { chatCatalogue } from './chatCatalogue'
import { enUS } from './enUS'

checkCatalogues([
  ['chat', chatCatalogue, enUS],
  ['chat settings', chatSettingsCatalogue, settingsEnUS],
])

describe('chatCatalogue', () => {
  it('has English at once and another language once loaded, by any tag of it', async () => {
    expect(chatCatalogue.loaded('en-US')?.send).toBe('Send')
    expect((await chatCatalogue.load('ja')).send).toBe('送信')
    expect(chatCatalogue.loaded('ja-JP')?.send).toBe('送信')
  })
})
