import { describe, expect, it } from 'vitest'
import type { ThumbnailCard } from '../contract/video/video.schemas'
import type { Viewer } from '../core/viewer'
import {
  cardActionConfirms,
  cardMenu,
  cardView,
  formatDuration,
  isRestricted,
} from './thumbnailCard'

const kim: Viewer = { status: 'member', channelId: 'kim', nickname: 'Kim' }
const mina: Viewer = { status: 'member', channelId: 'mina', nickname: 'Mina' }
const video: ThumbnailCard = { idx: 1, isExist: true, vodNo: 9, channelId: 'kim', duration: 65 }
const live: ThumbnailCard = { idx: 2, isExist: false, channelId: 'kim', viewer: 12_345 }

describe('cardMenu', () => {
  it('gives the owner edit and delete on their own /{channelId}/video', () => {
    expect(cardMenu(video, { viewer: kim, videoListOf: 'kim' })).toEqual(['edit', 'delete'])
  })

  it('gives a manager of the channel edit and delete there too', () => {
    expect(cardMenu(video, { viewer: mina, videoListOf: 'kim', manager: true })).toEqual([
      'edit',
      'delete',
    ])
  })

  it('gives the owner the common menu elsewhere, and on a live card', () => {
    expect(cardMenu(video, { viewer: kim })).toEqual(['notInterested', 'report'])
    expect(cardMenu(live, { viewer: kim, videoListOf: 'kim' })).toEqual(['notInterested', 'report'])
  })

  it('gives a viewer in restricted mode only report', () => {
    expect(cardMenu(video, { viewer: mina, restricted: true })).toEqual(['report'])
    expect(cardMenu(video, { viewer: mina, videoListOf: 'kim', restricted: true })).toEqual([
      'report',
    ])
  })

  it('gives everyone else, guests included, not-interested and report', () => {
    expect(cardMenu(video, { viewer: mina, videoListOf: 'kim' })).toEqual([
      'notInterested',
      'report',
    ])
    expect(
      cardMenu(video, { viewer: { status: 'anonymous' }, videoListOf: 'kim', manager: true }),
    ).toEqual(['notInterested', 'report'])
  })

  it('asks to confirm a delete only', () => {
    expect(cardActionConfirms('delete')).toBe(true)
    expect(cardActionConfirms('edit')).toBe(false)
    expect(cardActionConfirms('notInterested')).toBe(false)
  })
})

describe('isRestricted', () => {
  it('holds on a channel page, or for a channel in the real-time block list', () => {
    expect(isRestricted({ onChannelPage: true }, 'kim')).toBe(true)
    expect(isRestricted({ blocked: ['troll'] }, 'troll')).toBe(true)
    expect(isRestricted({ blocked: ['troll'] }, 'kim')).toBe(false)
    expect(isRestricted({}, undefined)).toBe(false)
  })
})

describe('cardView', () => {
  it('shows a live card with its viewers, compact from 10,000', () => {
    const view = cardView(live)
    expect(view).toMatchObject({ kind: 'live', href: '/kim', badge: '12.3K', viewers: 12_345 })
    expect(cardView({ ...live, viewer: 9999 }).badge).toBe('9,999')
    expect(cardView({ ...live, viewer: 2_500_000_000 }).badge).toBe('2.5B')
  })

  it('shows a video card with its length and link', () => {
    expect(cardView(video)).toMatchObject({
      kind: 'video',
      href: '/video/9',
      badge: '1:05',
      seconds: 65,
    })
  })

  it('covers an adult card until the viewer agreed, and a blind card always', () => {
    const adult = { ...video, tagInfo: { isAdult: true } }
    expect(cardView(adult).state).toBe('adult')
    expect(cardView(adult, { adultAgreed: true }).state).toBe('default')
    expect(cardView({ ...adult, isBlind: true }, { adultAgreed: true }).state).toBe('blind')
    expect(cardView(video).state).toBe('default')
  })

  it('links the category and lists the tags', () => {
    const view = cardView({
      ...video,
      categoryInfo: { idx: 3, name: 'Just Chatting', pathName: 'just-chatting' },
      tagInfo: { categoryTagList: ['fps', 'ko'] },
    })
    expect(view.category).toEqual({ name: 'Just Chatting', href: '/category/just-chatting' })
    expect(view.tags).toEqual(['fps', 'ko'])
  })
})

describe('formatDuration', () => {
  it('formats m:ss and h:mm:ss', () => {
    expect(formatDuration(0)).toBe('0:00')
    expect(formatDuration(65)).toBe('1:05')
    expect(formatDuration(3723)).toBe('1:02:03')
  })
})
