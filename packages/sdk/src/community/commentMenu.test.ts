import { describe, expect, it } from 'vitest'
import type { Viewer } from '../core/viewer'
import { videoCommentAdapter } from '../video/videoCommentThread'
import { commentMenu, commentState } from './commentMenu'
import { commentThreadRules, postCommentAdapter } from './commentThread.adapter'

// The post sits on kim's channel.
const owner: Viewer = { status: 'member', channelId: 'kim', nickname: 'Kim' }
const author: Viewer = { status: 'member', channelId: 'mina', nickname: 'Mina' }
const other: Viewer = { status: 'member', channelId: 'joon', nickname: 'Joon' }
const anonymous: Viewer = { status: 'anonymous' }

const byMina = { channelId: 'mina' }
const byKim = { channelId: 'kim' }

describe('commentMenu on a comment', () => {
  it('gives the owner pin, delete and block on another author', () => {
    expect(commentMenu(owner, 'kim', byMina, 'comment')).toEqual(['pin', 'delete', 'block'])
  })

  it('gives the owner unpin on the pinned comment', () => {
    expect(commentMenu(owner, 'kim', { ...byMina, isFixed: true }, 'comment')).toEqual([
      'unpin',
      'delete',
      'block',
    ])
  })

  it('gives the owner pin, edit and delete on their own comment, never block', () => {
    expect(commentMenu(owner, 'kim', byKim, 'comment')).toEqual(['pin', 'edit', 'delete'])
    expect(commentMenu(owner, 'kim', { ...byKim, isFixed: true }, 'comment')).toEqual([
      'unpin',
      'edit',
      'delete',
    ])
  })

  it('gives the author edit and delete, pinned or not', () => {
    expect(commentMenu(author, 'kim', byMina, 'comment')).toEqual(['edit', 'delete'])
    expect(commentMenu(author, 'kim', { ...byMina, isFixed: true }, 'comment')).toEqual([
      'edit',
      'delete',
    ])
  })

  it('gives other members and anonymous viewers report and block', () => {
    expect(commentMenu(other, 'kim', byMina, 'comment')).toEqual(['report', 'block'])
    expect(commentMenu(other, 'kim', { ...byMina, isFixed: true }, 'comment')).toEqual([
      'report',
      'block',
    ])
    expect(commentMenu(anonymous, 'kim', byMina, 'comment')).toEqual(['report', 'block'])
    expect(commentMenu(author, 'kim', byKim, 'comment')).toEqual(['report', 'block'])
  })
})

describe('commentMenu on a reply', () => {
  it('gives the owner delete and block, without pin', () => {
    expect(commentMenu(owner, 'kim', byMina, 'reply')).toEqual(['delete', 'block'])
  })

  it('gives the owner only delete on their own reply: replies have no edit', () => {
    expect(commentMenu(owner, 'kim', byKim, 'reply')).toEqual(['delete'])
  })

  it('gives the author only delete', () => {
    expect(commentMenu(author, 'kim', byMina, 'reply')).toEqual(['delete'])
  })

  it('gives other members and anonymous viewers report and block', () => {
    expect(commentMenu(other, 'kim', byMina, 'reply')).toEqual(['report', 'block'])
    expect(commentMenu(anonymous, 'kim', byKim, 'reply')).toEqual(['report', 'block'])
  })
})

describe('commentMenu on a blocked author', () => {
  it('offers nothing, whoever looks', () => {
    const blocked = { ...byMina, isBlockedChannel: true }
    for (const viewer of [owner, author, other, anonymous]) {
      expect(commentMenu(viewer, 'kim', blocked, 'comment')).toEqual([])
      expect(commentMenu(viewer, 'kim', blocked, 'reply')).toEqual([])
    }
  })
})

describe('commentMenu under a kind of comments', () => {
  const video = commentThreadRules(videoCommentAdapter)
  const post = commentThreadRules(postCommentAdapter)

  it('offers no edit and no reply report where the kind has neither (a video)', () => {
    expect(commentMenu(author, 'kim', byMina, 'comment', video)).toEqual(['delete'])
    expect(commentMenu(owner, 'kim', byKim, 'comment', video)).toEqual(['pin', 'delete'])
    expect(commentMenu(other, 'kim', byMina, 'reply', video)).toEqual(['block'])
    expect(commentMenu(other, 'kim', byMina, 'comment', video)).toEqual(['report', 'block'])
  })

  it("offers a post's every entry, as without rules", () => {
    for (const viewer of [owner, author, other, anonymous]) {
      for (const kind of ['comment', 'reply'] as const) {
        expect(commentMenu(viewer, 'kim', byMina, kind, post)).toEqual(
          commentMenu(viewer, 'kim', byMina, kind),
        )
      }
    }
    expect(commentMenu(author, 'kim', byMina, 'comment', post)).toEqual(['edit', 'delete'])
  })
})

describe('commentMenu on a blinded comment or reply', () => {
  const blinded = { ...byMina, isBlinded: true, isFixed: true }

  it('lets only the author and the channel owner delete it, nothing else', () => {
    for (const kind of ['comment', 'reply'] as const) {
      expect(commentMenu(author, 'kim', blinded, kind)).toEqual(['delete'])
      expect(commentMenu(owner, 'kim', blinded, kind)).toEqual(['delete'])
      expect(commentMenu(other, 'kim', blinded, kind)).toEqual([])
      expect(commentMenu(anonymous, 'kim', blinded, kind)).toEqual([])
    }
  })

  it('shows a blocked author first, then the blind, never an editor', () => {
    expect(commentState({ ...blinded, isBlockedChannel: true }, false)).toBe('blocked')
    expect(commentState(blinded, true)).toBe('blinded')
    expect(commentState(blinded, false)).toBe('blinded')
  })
})

describe('commentThreadRules', () => {
  it("fills a post's defaults and keeps a video's own", () => {
    const post = commentThreadRules(postCommentAdapter)
    expect(post).toMatchObject({ edits: true, replyReports: true, clampLines: undefined })
    expect([post.nextPage(1, 11), post.nextPage(2, 20)]).toEqual([2, undefined])
    const video = commentThreadRules(videoCommentAdapter)
    expect(video).toMatchObject({ edits: false, replyReports: false, clampLines: 3 })
    expect([video.nextPage(1, 21), video.nextPage(1, 20)]).toEqual([2, undefined])
  })
})

describe('commentState', () => {
  it('is blocked first, then editing, then pinned or default', () => {
    expect(commentState({ ...byMina, isBlockedChannel: true, isFixed: true }, true)).toBe('blocked')
    expect(commentState({ ...byMina, isFixed: true }, true)).toBe('editing')
    expect(commentState({ ...byMina, isFixed: true }, false)).toBe('pinned')
    expect(commentState(byMina, false)).toBe('default')
  })
})
