import { describe, expect, it } from 'vitest'
import {
  groupMessages,
  mergeMessages,
  stored,
  type ThreadMessage,
  withNewestPage,
  withReadUpTo,
} from './messageThread'

const msg = (idx: number, extra: Partial<ThreadMessage> = {}) =>
  stored({ messageContentIdx: idx, messageContent: `m${idx}`, senderChannelId: 'kim', ...extra })
const pending = (id: string, text = 'hi'): ThreadMessage => ({
  messageContentIdx: 0,
  messageContent: text,
  clientMessageId: id,
  state: 'pending',
})

describe('mergeMessages', () => {
  it('keeps one row per index, sorted, the unsent ones last', () => {
    const thread = mergeMessages([msg(2), pending('a')], [msg(1), msg(2), msg(3)])
    expect(thread.map((m) => m.messageContentIdx)).toEqual([1, 2, 3, 0])
  })

  it('replaces a pending row with its stored copy, once, whichever comes first', () => {
    const echo = { messageContentIdx: 5, messageContent: 'hi', clientMessageId: 'a' }
    const afterEcho = mergeMessages([msg(4), pending('a')], [echo])
    const afterAnswer = mergeMessages(afterEcho, [echo])
    expect(afterAnswer).toHaveLength(2)
    expect(afterAnswer[1]).toMatchObject({ messageContentIdx: 5, state: 'sent' })
  })
})

describe('withNewestPage', () => {
  it('merges a page that meets the thread', () => {
    const { messages, hasOlder } = withNewestPage([msg(1), msg(2)], [msg(2), msg(3)], true, false)
    expect(messages.map((m) => m.messageContentIdx)).toEqual([1, 2, 3])
    expect(hasOlder).toBe(true)
  })

  it('replaces the thread when messages came between (no gap shown), keeping the unsent', () => {
    const { messages, hasOlder } = withNewestPage(
      [msg(1), msg(2), pending('a')],
      [msg(40), msg(41)],
      true,
      false,
    )
    expect(messages.map((m) => m.messageContentIdx)).toEqual([40, 41, 0])
    expect(hasOlder).toBe(true)
  })
})

describe('withReadUpTo and groupMessages', () => {
  it('clears the receipts of own messages up to the index', () => {
    const thread = [
      msg(1, { senderChannelId: 'me', unReadParticipantCount: 1 }),
      msg(2, { senderChannelId: 'me', unReadParticipantCount: 1 }),
    ]
    const read = withReadUpTo(thread, 1, (m) => m.senderChannelId === 'me')
    expect(read.map((m) => m.unReadParticipantCount)).toEqual([0, 1])
  })

  it('groups one sender in a row within five minutes', () => {
    const at = (min: number) => new Date(Date.UTC(2026, 0, 1, 10, min)).toISOString()
    const thread = [
      msg(1, { createDate: at(0) }),
      msg(2, { createDate: at(1) }),
      msg(3, { senderChannelId: 'me', createDate: at(2) }),
      msg(4, { createDate: at(3) }),
      msg(5, { createDate: at(30) }),
    ]
    const groups = groupMessages(thread, (m) => m.senderChannelId === 'me')
    expect(groups.map((g) => [g.own, g.messages.length])).toEqual([
      [false, 2],
      [true, 1],
      [false, 1],
      [false, 1],
    ])
  })
})
