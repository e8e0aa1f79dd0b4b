import { describe, expect, it } from 'vitest'
import type { Poll } from '../contract/poll/poll.schemas'
import {
  canVote,
  hasVoted,
  isNewerPoll,
  mergePoll,
  pollStandings,
  redDotOnEnter,
  redDotOnUpdate,
} from './pollRules'

const running: Poll = {
  idx: 7,
  status: 'in-progress',
  title: 'Next map?',
  voteItem: [
    { idx: 1, content: 'Dust', voteCnt: 1 },
    { idx: 2, content: 'Mirage', voteCnt: 0 },
  ],
}
const voted: Poll = {
  ...running,
  canManage: false,
  voteItem: [
    { idx: 1, content: 'Dust', voteCnt: 1 },
    { idx: 2, content: 'Mirage', voteCnt: 1, isVoted: true },
  ],
}

describe('poll rules', () => {
  it("keeps the member's own voted flags through a live update of the same poll", () => {
    const update: Poll = {
      ...running,
      voteItem: [
        { idx: 2, content: 'Mirage', voteCnt: 4 },
        { idx: 1, content: 'Dust', voteCnt: 3 },
      ],
    }
    const merged = mergePoll(voted, update)
    expect(merged.voteItem).toEqual([
      { idx: 1, content: 'Dust', voteCnt: 3 },
      { idx: 2, content: 'Mirage', voteCnt: 4, isVoted: true },
    ])
    expect(merged.canManage).toBe(false)
    expect(hasVoted(merged)).toBe(true)
  })

  it('takes another poll as it comes, its items sorted by idx', () => {
    const next: Poll = {
      idx: 8,
      status: 'in-progress',
      voteItem: [{ idx: 3 }, { idx: 1 }, { idx: 2 }],
    }
    const merged = mergePoll(voted, next)
    expect(merged.voteItem.map((item) => item.idx)).toEqual([1, 2, 3])
    expect(hasVoted(merged)).toBe(false)
    expect(merged.canManage).toBeUndefined()
  })

  it('lets a member vote once, in a running poll, for one of its options', () => {
    expect(canVote(undefined)).toBe(false)
    expect(canVote(running)).toBe(true)
    expect(canVote(running, 2)).toBe(true)
    expect(canVote(running, 3)).toBe(false)
    expect(canVote(voted)).toBe(false)
    expect(canVote({ ...running, status: 'result' })).toBe(false)
    expect(canVote({ ...running, status: 'end' }, 1)).toBe(false)
  })

  it('takes a poll as newer when it is a later poll or a later status of the same one', () => {
    expect(isNewerPoll(running, undefined)).toBe(true)
    expect(isNewerPoll({ ...running, idx: 8 }, running)).toBe(true)
    expect(isNewerPoll({ ...running, status: 'result' }, running)).toBe(true)
    expect(isNewerPoll({ ...running, status: 'end' }, { ...running, status: 'result' })).toBe(true)
    expect(isNewerPoll(running, running)).toBe(false)
    expect(isNewerPoll({ ...running, status: 'result' }, { ...running, status: 'end' })).toBe(false)
    expect(isNewerPoll({ ...running, idx: 6, status: 'end' }, running)).toBe(false)
  })

  it('lights the red dot on entering a channel unless its poll runs and the member voted', () => {
    expect(redDotOnEnter(undefined)).toBe(false)
    expect(redDotOnEnter(running)).toBe(true)
    expect(redDotOnEnter(voted)).toBe(false)
    expect(redDotOnEnter({ ...voted, status: 'result' })).toBe(true)
    expect(redDotOnEnter({ ...running, status: 'end' })).toBe(false)
  })

  it('lights the red dot when the status changes, a new poll included', () => {
    expect(redDotOnUpdate(running, { ...running, voteItem: [] })).toBe(false)
    expect(redDotOnUpdate(running, { ...running, status: 'result' })).toBe(true)
    expect(redDotOnUpdate(undefined, running)).toBe(true)
    expect(redDotOnUpdate(running, { ...running, idx: 8 })).toBe(true)
    expect(redDotOnUpdate(running, { ...running, status: 'end' })).toBe(false)
  })

  it('ranks the options by votes with their shares, or nothing while the counts are hidden', () => {
    const standings = pollStandings({
      ...voted,
      voteItem: [
        { idx: 1, content: 'Dust', voteCnt: 3 },
        { idx: 2, content: 'Mirage', voteCnt: 1, isVoted: true },
        { idx: 3, content: 'Nuke', voteCnt: 3 },
      ],
    })
    expect(standings?.map((s) => [s.idx, s.rank, s.share, s.isVoted])).toEqual([
      [1, 1, 3 / 7, false],
      [2, 3, 1 / 7, true],
      [3, 1, 3 / 7, false],
    ])
    expect(pollStandings({ ...running, voteItem: [{ idx: 1 }, { idx: 2 }] })).toBeUndefined()
    const none = pollStandings({ ...running, voteItem: [{ idx: 1, voteCnt: 0 }] })
    expect(none?.[0]).toMatchObject({ share: 0, rank: 1 })
  })
})
