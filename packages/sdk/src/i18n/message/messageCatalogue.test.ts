import { describe, expect, it } from 'vitest'
import { checkCatalogues } from '../catalogueChecks.fixture'
import { translator } from '../translator'
import { enUS } from './enUS'
import { messageCatalogue } from './messageCatalogue'

checkCatalogues([['message', messageCatalogue, enUS]])

describe('messageCatalogue', () => {
  it('has English at once and another language once loaded', async () => {
    expect(messageCatalogue.loaded('en-US')?.messages).toBe('Messages')
    expect((await messageCatalogue.load('ko')).messages).toBe('메시지')
  })

  it('says the MSG codes and counts unread conversations', () => {
    const t = translator(enUS, 'en-US')
    expect(t('MSG2003')).toMatch(/waiting/)
    expect(t('messagesUnread', { count: 2 })).toBe('Messages, 2 unread conversations')
  })
})
