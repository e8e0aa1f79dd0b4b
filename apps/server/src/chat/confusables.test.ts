import { findBanWord } from '@airwave/sdk/contract'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { addMember, apiError } from '../community/testKit'
import type { RunningServer } from '../server'
import { chatClient } from '../testing/chatClient'
import { startTestServer } from '../testing/testServer'
import { confusableSkeleton } from './confusables'

const banned = (text: string, words: string[] = ['badword']) =>
  findBanWord(text, words, confusableSkeleton)

// What a spammer writes for `badword` so that a plain substring check misses it.
const disguised = [
  'bad\u200bword', // zero-width space
  'bad\u00adword', // soft hyphen
  'bad\u200dword', // zero-width joiner
  'bad\u200cword', // zero-width non-joiner
  'b\u0430dword', // Cyrillic а
  'badw\u043erd', // Cyrillic о
  'b\u0430dw\u043erd', // both
  'b\u03b1dw\u03bfrd', // Greek α and ο
  'b\u0430d\u200bw\u043e\u0301rd', // Cyrillic, an invisible and an accent at once
  'ba\u0301dwo\u0308rd', // combining accents
  'ｂａｄｗｏｒｄ', // full-width
  'ᏴAᎠWORD', // Cherokee letters for B and D, in capitals
  'so BAD\u2060WORD!', // in a sentence, a word joiner
]

describe('ban words against look-alikes (UTS #39 skeletons)', () => {
  it('matches every disguise of the ban word', () => {
    for (const text of disguised) expect([text, banned(text)]).toEqual([text, 'badword'])
    // And a ban word written with look-alikes matches the plain text.
    expect(banned('badword', ['b\u0430dword'])).toBe('b\u0430dword')
    // The Cyrillic е of a Cyrillic-looking ban word.
    expect(banned('fr\u0435\u0435 gems', ['free'])).toBe('free')
  })

  it('does not fold ordinary words of other scripts or ASCII spellings into ban words', () => {
    // Spellings, not look-alikes: UTS #39 draws m as rn and 1 as l; a chat must not refuse these.
    expect(banned('pomegranate and a pompom', ['porn'])).toBeUndefined()
    expect(banned('room 101', ['lol'])).toBeUndefined()
    expect(banned('c0de', ['code'])).toBeUndefined()
    // Russian and Greek words with some Latin-looking letters stay themselves.
    expect(banned('мама', ['mama'])).toBeUndefined()
    expect(banned('вода', ['boda', 'voda'])).toBeUndefined()
    expect(banned('Привет, как дела?', ['badword', 'kak'])).toBeUndefined()
    expect(banned('καλημέρα', ['kalimera'])).toBeUndefined()
    // Marks that make another word are kept: ม้า (horse) is no มา (come), バカ no ハカ.
    expect(banned('มา', ['ม้า'])).toBeUndefined()
    expect(banned('ハカ', ['バカ'])).toBeUndefined()
    expect(banned('바보', ['바브'])).toBeUndefined()
    // Words of the ban word's own script that only share letters.
    expect(banned('bad words', ['badword'])).toBeUndefined()
  })
})

describe('the chat with look-alikes', () => {
  let server: RunningServer

  beforeAll(async () => {
    server = await startTestServer()
  })
  afterAll(() => server.stop())

  it('refuses disguised ban words (CHT10001) and sends the rest', async () => {
    const streamer = await addMember(server, 'guarded')
    const fan = await addMember(server, 'sneaky')
    await chatClient(server.url, streamer.token).chat.addBanWord('guarded', { word: 'badword' })
    const chat = chatClient(server.url, fan.token).chat
    for (const message of ['b\u0430dword', 'bad\u200bword', 'ba\u0301dword', 'ｂａｄｗｏｒｄ']) {
      const refused = await apiError(chat.sendMessage('guarded', { message }))
      expect([message, refused.status, refused.code]).toEqual([message, 403, 'CHT10001'])
    }
    const sent = await chat.sendMessage('guarded', { message: 'bad words, мама, pomegranate' })
    expect(sent.message).toBe('bad words, мама, pomegranate')
  })
})
