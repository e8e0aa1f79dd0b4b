import { describe, expect, it } from 'vitest'
import { CHAT_BUFFER, type ChatMessage } from '../contract/chat/chat.schemas'
import {
  appendEntries,
  blindEntry,
  CHAT_DEDUPE_WINDOW,
  EMPTY_CHAT_LOG,
  mergeHistory,
  removeEntries,
  withoutBlocked,
} from './chatLog'

const none = new Set<string>()

function said(
  logIdentity: string,
  viewerId = 'mina',
  extra: Partial<ChatMessage> = {},
): ChatMessage {
  return {
    type: 'CHAT_MESSAGE',
    logIdentity,
    channelId: 'airwave',
    viewerInfo: { viewerId, level: 0 },
    message: logIdentity,
    ...extra,
  }
}

const cameIn = (logIdentity: string, viewerId: string): ChatMessage => ({
  type: 'CHANNEL_IN',
  logIdentity,
  channelId: 'airwave',
  viewerInfo: { viewerId, level: 0 },
})

const idsOf = (entries: readonly ChatMessage[]) => entries.map((e) => e.logIdentity)

describe('chat log', () => {
  it('keeps at most 200 entries, dropping the oldest', () => {
    const many = Array.from({ length: CHAT_BUFFER + 5 }, (_, i) => said(`l${i}`))
    const { log, added } = appendEntries(EMPTY_CHAT_LOG, many, none)
    expect(added).toHaveLength(CHAT_BUFFER + 5)
    expect(log.entries).toHaveLength(CHAT_BUFFER)
    expect(log.entries[0]?.logIdentity).toBe('l5')
    expect(log.entries.at(-1)?.logIdentity).toBe(`l${CHAT_BUFFER + 4}`)
  })

  it('ignores an entry seen before, even after it left the 200 shown', () => {
    const first = appendEntries(EMPTY_CHAT_LOG, [said('a'), said('a'), said('b')], none)
    expect(idsOf(first.log.entries)).toEqual(['a', 'b'])
    const flood = Array.from({ length: CHAT_BUFFER }, (_, i) => said(`f${i}`))
    const flooded = appendEntries(first.log, flood, none)
    const again = appendEntries(flooded.log, [said('a'), said('c')], none)
    expect(idsOf(again.added)).toEqual(['c'])
  })

  it('remembers a bounded number of identities', () => {
    const many = Array.from({ length: CHAT_DEDUPE_WINDOW + 10 }, (_, i) => said(`l${i}`))
    const { log } = appendEntries(EMPTY_CHAT_LOG, many, none)
    expect(log.seen).toHaveLength(CHAT_DEDUPE_WINDOW)
    expect(appendEntries(log, [said('l0')], none).added).toHaveLength(1)
  })

  it('ignores a second channel-in of the same viewer', () => {
    const { log, added } = appendEntries(
      EMPTY_CHAT_LOG,
      [cameIn('in1', 'mina'), cameIn('in2', 'mina'), cameIn('in3', 'ari')],
      none,
    )
    expect(idsOf(added)).toEqual(['in1', 'in3'])
    expect(appendEntries(log, [cameIn('in4', 'mina')], none).added).toEqual([])
    // Their messages are no duplicates.
    expect(appendEntries(log, [said('m1', 'mina')], none).added).toHaveLength(1)
  })

  it('leaves out the entries of blocked members', () => {
    const blocked = new Set(['troll'])
    const { log } = appendEntries(EMPTY_CHAT_LOG, [said('a', 'troll'), said('b')], blocked)
    expect(idsOf(log.entries)).toEqual(['b'])
    const both = appendEntries(EMPTY_CHAT_LOG, [said('a', 'troll'), said('b')], none).log
    expect(idsOf(withoutBlocked(both.entries, blocked))).toEqual(['b'])
    expect(withoutBlocked(both.entries, none)).toBe(both.entries)
  })

  it('removes by log identity, or every entry of a viewer', () => {
    const entries = [said('a', 'mina'), said('b', 'troll'), said('c', 'troll')]
    expect(idsOf(removeEntries(entries, { logIdentity: 'b' }))).toEqual(['a', 'c'])
    expect(idsOf(removeEntries(entries, { viewerId: 'troll' }))).toEqual(['a'])
    expect(removeEntries(entries, { logIdentity: 'zzz' })).toBe(entries)
  })

  it('blinds one entry', () => {
    const entries = [said('a'), said('b')]
    const blinded = blindEntry(entries, 'b')
    expect(blinded.map((e) => e.blinded)).toEqual([undefined, true])
    expect(blindEntry(blinded, 'b')).toBe(blinded)
    expect(blindEntry(entries, 'zzz')).toBe(entries)
  })

  it('takes the history as the truth, keeping live entries newer than it', () => {
    const at = (minute: number) => `2026-11-25T10:${String(minute).padStart(2, '0')}:00.000Z`
    const live = appendEntries(
      EMPTY_CHAT_LOG,
      [said('old', 'mina', { createDate: at(1) }), said('new', 'mina', { createDate: at(9) })],
      none,
    ).log
    const history = [
      said('h1', 'ari', { createDate: at(2) }),
      said('h2', 'ari', { createDate: at(5) }),
    ]
    const { log, added } = mergeHistory(live, history, none)
    expect(idsOf(log.entries)).toEqual(['h1', 'h2', 'new'])
    expect(idsOf(added)).toEqual(['h1', 'h2'])
    // Entering again: the same history adds nothing.
    expect(mergeHistory(log, history, none).added).toEqual([])
    // What the history held stays known after it scrolled by.
    expect(appendEntries(log, [said('h1', 'ari')], none).added).toEqual([])
  })

  it('keeps the log as it is for an empty history', () => {
    const live = appendEntries(EMPTY_CHAT_LOG, [said('a')], none).log
    expect(mergeHistory(live, [], none).log).toBe(live)
  })

  it('leaves blocked members out of the history', () => {
    const { log } = mergeHistory(
      EMPTY_CHAT_LOG,
      [said('a', 'troll'), said('b')],
      new Set(['troll']),
    )
    expect(idsOf(log.entries)).toEqual(['b'])
  })
})
