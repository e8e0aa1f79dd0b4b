import { describe, expect, it } from 'vitest'
import type { ChatMessage } from '../contract/chat/chat.schemas'
import {
  CHAT_LINES_PER_FRAME,
  CHAT_MOST_WAITING,
  type ChatPace,
  chatPaceAll,
  chatPaceRefresh,
  chatPaceStep,
  chatPaceWaits,
} from './chatPace'

const line = (n: number): ChatMessage => ({
  type: 'CHAT_MESSAGE',
  logIdentity: `l${n}`,
  channelId: 'airwave',
  message: `message ${n}`,
})
// Lines from..to, both included.
const lines = (from: number, to: number) =>
  Array.from({ length: to - from + 1 }, (_, index) => line(from + index))
const ids = (entries: readonly ChatMessage[]) => entries.map((entry) => entry.logIdentity)
const shownIds = (entries: readonly ChatMessage[], pace: ChatPace) =>
  ids(chatPaceRefresh(entries, pace).lines)
const frames = (entries: readonly ChatMessage[], pace: ChatPace, keep: number, count: number) => {
  let now = pace
  for (let frame = 0; frame < count; frame++) now = chatPaceStep(entries, now, keep)
  return now
}

describe('chat pace', () => {
  it('shows what the room has at once when it starts, the newest `keep` of it', () => {
    const entries = lines(1, 40)
    expect(shownIds(entries, chatPaceAll(entries, 50))).toEqual(ids(entries))
    expect(shownIds(entries, chatPaceAll(entries, 10))).toEqual(ids(lines(31, 40)))
  })

  it('brings a history into an empty list a few a frame, the newest of it', () => {
    const entries = lines(1, 50)
    const pace = frames(entries, chatPaceAll([], 50), 50, 1)
    const first = 50 - CHAT_MOST_WAITING + 1
    expect(shownIds(entries, pace)).toEqual(ids(lines(first, first + CHAT_LINES_PER_FRAME - 1)))
    expect(shownIds(entries, frames(entries, pace, 50, 20))).toEqual(ids(lines(first, 50)))
  })

  it('brings waiting lines in a few a frame, oldest first, and keeps the pace when none waits', () => {
    let entries = lines(1, 5)
    let pace = chatPaceAll(entries, 50)
    expect(chatPaceWaits(entries, pace)).toBe(false)
    expect(chatPaceStep(entries, pace, 50)).toBe(pace)
    entries = lines(1, 12)
    expect(chatPaceWaits(entries, pace)).toBe(true)
    expect(shownIds(entries, pace)).toEqual(ids(lines(1, 5)))
    pace = chatPaceStep(entries, pace, 50)
    expect(shownIds(entries, pace)).toEqual(ids(lines(1, 5 + CHAT_LINES_PER_FRAME)))
    pace = frames(entries, pace, 50, 2)
    expect(shownIds(entries, pace)).toEqual(ids(entries))
    expect(chatPaceStep(entries, pace, 50)).toBe(pace)
  })

  it('passes over the older lines when more than the most waiting arrive', () => {
    const before = lines(1, 10)
    const entries = lines(1, 110)
    const pace = chatPaceStep(entries, chatPaceAll(before, 200), 200)
    const first = 110 - CHAT_MOST_WAITING + 1
    expect(shownIds(entries, pace)).toEqual([
      ...ids(before),
      ...ids(lines(first, first + CHAT_LINES_PER_FRAME - 1)),
    ])
    // Once passed over, they stay out of view while the list follows.
    const later = frames(entries, pace, 200, 20)
    expect(shownIds(entries, later)).toEqual([...ids(before), ...ids(lines(first, 110))])
  })

  it('keeps in view the lines that left the room’s 200 by age, while newer ones come in', () => {
    // The list shows 141..200; a flush of 180 pushes all but 181..200 out of the room's log.
    let pace = chatPaceAll(lines(1, 200), 60)
    const log = lines(181, 380)
    expect(shownIds(log, pace)).toEqual(ids(lines(141, 200)))
    pace = chatPaceStep(log, pace, 60)
    const first = 380 - CHAT_MOST_WAITING + 1
    expect(shownIds(log, pace)).toEqual([
      ...ids(lines(141, 200)),
      ...ids(lines(first, first + CHAT_LINES_PER_FRAME - 1)),
    ])
    // A flood that outran the list altogether: what it shows left by age, and stays.
    expect(shownIds(lines(501, 700), pace)).toEqual(shownIds(log, pace))
  })

  it('takes lines out of view at the top a margin at a time', () => {
    const full = frames(lines(1, 90), chatPaceAll(lines(1, 60), 60), 60, 10)
    expect(shownIds(lines(1, 90), full)).toEqual(ids(lines(1, 90)))
    const more = lines(1, 91)
    expect(shownIds(more, chatPaceStep(more, full, 60))).toEqual(ids(lines(32, 91)))
  })

  it('shows the room’s changes to lines in view: a blinded line, a deleted one', () => {
    const entries = lines(1, 6)
    const pace = chatPaceAll(entries, 50)
    const blinded = entries.map((entry) =>
      entry.logIdentity === 'l3' ? { ...entry, blinded: true } : entry,
    )
    expect(chatPaceRefresh(blinded, pace).lines[2]?.blinded).toBe(true)
    const deleted = entries.filter((entry) => entry.logIdentity !== 'l4')
    expect(shownIds(deleted, pace)).toEqual(['l1', 'l2', 'l3', 'l5', 'l6'])
    expect(chatPaceRefresh(entries, pace)).toBe(pace)
  })

  it('drops a deleted line, the log’s oldest included, and one in view of a full log', () => {
    const entries = lines(1, 6)
    expect(shownIds(entries.slice(1), chatPaceAll(entries, 50))).toEqual(ids(lines(2, 6)))
    const pace = chatPaceAll(lines(1, 200), 60)
    // A full log: 180..200 stay in it with 201..380 after them, and 190 is deleted.
    const log = lines(180, 380).filter((entry) => entry.logIdentity !== 'l190')
    expect(log).toHaveLength(200)
    const shown = shownIds(log, pace)
    expect(shown).toContain('l150')
    expect(shown).not.toContain('l190')
    expect(shown).toContain('l191')
  })
})
