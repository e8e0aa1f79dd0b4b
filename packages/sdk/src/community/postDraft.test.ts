import { describe, expect, it } from 'vitest'
import type { Post } from '../contract/community/community.schemas'
import { problemAt } from '../core/formProblem'
import {
  checkDraft,
  defaultReservation,
  IMAGE_MAX_BYTES,
  imageFilesError,
  localDateTimeValue,
  type PostDraft,
  parseLocalDateTime,
  postBody,
  postDraft,
  postPatch,
} from './postDraft'

const now = new Date(2030, 0, 10, 12, 0)
const post = (extra: Partial<Post> = {}): Post => ({
  idx: 7,
  channelId: 'kim',
  content: 'Stream at 8',
  likeCnt: 0,
  commentCnt: 0,
  attachImgLink: ['/uploads/a.png'],
  createDate: '2030-01-01T10:00:00Z',
  ...extra,
})
const reserved = post({
  isReserved: true,
  reservedDate: new Date(2030, 0, 11, 20, 30).toISOString(),
})

describe('local date and time', () => {
  it('round-trips a date through the datetime-local value, in local time', () => {
    const date = new Date(2030, 1, 3, 7, 9)
    expect(localDateTimeValue(date)).toBe('2030-02-03T07:09')
    expect(parseLocalDateTime('2030-02-03T07:09')?.getTime()).toBe(date.getTime())
  })

  it('refuses what names no date', () => {
    for (const value of ['', '2030-02-31T10:00', '2030-13-01T10:00', '2030-01-01 10:00', 'soon']) {
      expect(parseLocalDateTime(value)).toBeUndefined()
    }
  })
})

describe('imageFilesError', () => {
  const png = { type: 'image/png', size: 1000 }
  it('takes png, jpeg, gif and webp up to 20 MB and 10 images in all', () => {
    const files = ['image/png', 'image/jpeg', 'image/gif', 'image/webp'].map((type) => ({
      type,
      size: IMAGE_MAX_BYTES,
    }))
    expect(imageFilesError(files, 6)).toBeUndefined()
  })
  it('names the first problem: type, then size, then count', () => {
    expect(imageFilesError([png, { type: 'image/svg+xml', size: 10 }], 0)).toBe(
      'FILE_TYPE_NOT_ALLOWED',
    )
    expect(imageFilesError([{ ...png, size: IMAGE_MAX_BYTES + 1 }], 0)).toBe('FILE_SIZE_EXCEEDS')
    expect(imageFilesError([png, png], 9)).toBe('TOO_MANY_IMAGES')
  })
})

describe('checkDraft', () => {
  const draft = { ...postDraft(), content: 'Hello' }
  it('finds nothing in a post with text, or with only an image', () => {
    expect(checkDraft(draft, { now })).toEqual([])
    expect(checkDraft({ ...postDraft(), images: ['/uploads/a.png'] }, { now })).toEqual([])
  })
  it('refuses a post with neither text nor image', () => {
    expect(checkDraft({ ...postDraft(), content: ' \n ' }, { now })).toEqual([
      { field: 'post', code: 'empty' },
    ])
  })
  it('refuses text over 5000 visible characters, and counts an emoji as one', () => {
    expect(checkDraft({ ...draft, content: '👍🏽'.repeat(5000) }, { now })).toEqual([])
    expect(checkDraft({ ...draft, content: 'a'.repeat(5001) }, { now })).toEqual([
      { field: 'content', code: 'tooLong', params: { max: 5000 } },
    ])
  })
  it('takes a reservation in the future and within a year', () => {
    const at = (reservedAt: string) =>
      problemAt(checkDraft({ ...draft, reservedAt }, { now }), 'reservedAt')
    expect(checkDraft({ ...draft, reservedAt: '2030-01-10T12:01' }, { now })).toEqual([])
    expect(at('2030-01-10T12:00')?.code).toBe('past')
    expect(at('2031-01-12T12:00')?.code).toBe('too-far')
    expect(at('2030-02-30T12:00')?.code).toBe('invalid')
  })
  it('takes an http(s) social link only', () => {
    expect(checkDraft({ ...draft, socialPostLink: 'https://x.com/a' }, { now })).toEqual([])
    for (const link of ['x.com/a', 'javascript:alert(1)', `https://a.co/${'a'.repeat(2048)}`]) {
      expect(checkDraft({ ...draft, socialPostLink: link }, { now })).toEqual([
        { field: 'socialPostLink', code: 'linkInvalid' },
      ])
    }
  })
  it('refuses an edit that changes nothing, also when only line breaks differ', () => {
    const original = post({ content: 'a\nb' })
    const blocker = (draft: PostDraft) => problemAt(checkDraft(draft, { original, now }), 'post')
    expect(blocker(postDraft(original))?.code).toBe('unchanged')
    expect(blocker({ ...postDraft(original), content: 'a\r\nb' })?.code).toBe('unchanged')
  })
  it('does not check again a reservation left as it was, even once past', () => {
    const later = new Date(2030, 0, 12)
    const draft = { ...postDraft(reserved), content: 'Edited' }
    expect(checkDraft(draft, { original: reserved, now: later })).toEqual([])
  })
})

describe('postBody and postPatch', () => {
  it('sends a new post with its reservation as a UTC date and line breaks as \\n', () => {
    const body = postBody({
      content: 'a\r\nb',
      images: ['/uploads/a.png'],
      reservedAt: '2030-01-11T20:30',
      socialPostLink: ' ',
    })
    expect(body).toEqual({
      content: 'a\nb',
      attachImgLink: ['/uploads/a.png'],
      reservedDate: new Date(2030, 0, 11, 20, 30).toISOString(),
      socialPostLink: null,
    })
  })
  it('sends only what changed', () => {
    const original = post()
    expect(postPatch({ ...postDraft(original), content: 'New' }, original)).toEqual({
      content: 'New',
    })
    expect(postPatch({ ...postDraft(original), images: [] }, original)).toEqual({
      attachImgLink: [],
    })
    expect(
      postPatch({ ...postDraft(original), socialPostLink: 'https://x.com/a' }, original),
    ).toEqual({ socialPostLink: 'https://x.com/a' })
  })
  it('publishes a reserved post now when its date is cleared, and moves it when changed', () => {
    expect(postPatch({ ...postDraft(reserved), reservedAt: '' }, reserved)).toEqual({
      reservedDate: null,
    })
    expect(postPatch({ ...postDraft(reserved), reservedAt: '2030-01-12T09:00' }, reserved)).toEqual(
      { reservedDate: new Date(2030, 0, 12, 9).toISOString() },
    )
  })
  it('never sends a date for a published post', () => {
    const original = post()
    expect(postPatch({ ...postDraft(original), reservedAt: '2030-01-12T09:00' }, original)).toEqual(
      {},
    )
  })
})

describe('defaultReservation', () => {
  it('starts at the first full hour more than an hour ahead', () => {
    expect(defaultReservation(new Date(2030, 0, 10, 12, 20))).toBe('2030-01-10T14:00')
    expect(defaultReservation(new Date(2030, 0, 10, 23, 0))).toBe('2030-01-11T01:00')
  })
})
