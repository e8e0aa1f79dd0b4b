import { describe, expect, it } from 'vitest'
import * as z from 'zod/mini'
import {
  streamInfoFieldsSchema,
  streamInfoSchema,
  streamLikeSchema,
} from '../contract/live/live.schemas'
import { ApiError } from '../core/apiError'
import { errorStatus } from '../core/errorCatalogue'
import { liveAccessOf } from './liveAccess'
import { streamInfoFormData } from './streamInfoForm'
import { streamLikeFailure } from './streamLikeFailure'
import { viewerRegion } from './viewerRegion'

describe('liveAccessOf', () => {
  it('passes the channel errors that stop a viewer to the player', () => {
    for (const code of ['CHA30068', 'CHA30071', 'CHA30016', 'CHA43005']) {
      expect(liveAccessOf(new ApiError(403, code, 'no'))).toEqual({ errorCode: code })
    }
    expect(liveAccessOf(new ApiError(403, 'VIEWER_SUSPENDED', 'no'))).toEqual({
      viewerSuspended: true,
    })
  })

  it('leaves other failures to the page', () => {
    expect(liveAccessOf(new ApiError(404, 'CHA30023', 'no channel'))).toBeUndefined()
    expect(liveAccessOf(new ApiError(0, 'NETWORK_ERROR', 'offline'))).toBeUndefined()
    expect(liveAccessOf(new Error('CHA30068'))).toBeUndefined()
  })

  it('knows the codes of the viewer suspended and of a live already off', () => {
    expect(new ApiError(403, 'VIEWER_SUSPENDED', '').kind).toBe('viewer-suspended')
    expect(errorStatus('VIEWER_SUSPENDED')).toBe(403)
    expect(new ApiError(409, 'ALREADY_OFF', '').kind).toBe('conflict')
  })
})

describe('the stream info update', () => {
  it('sends the fields given, as strings, and leaves the rest out', () => {
    const data = streamInfoFormData({
      title: 'Late show',
      categoryIdx: 3,
      adultContentFlag: false,
      isPendingEndEnabled: true,
    })
    expect([...data.entries()]).toEqual([
      ['title', 'Late show'],
      ['categoryIdx', '3'],
      ['adultContentFlag', 'false'],
      ['isPendingEndEnabled', 'true'],
    ])
  })

  it('is read back by the server with the contract: trimmed title, numbers, yes and no', () => {
    const data = streamInfoFormData({
      title: '  Late show ',
      categoryIdx: 3,
      adultContentFlag: true,
    })
    expect(z.parse(streamInfoFieldsSchema, Object.fromEntries(data.entries()))).toEqual({
      title: 'Late show',
      categoryIdx: 3,
      adultContentFlag: true,
    })
    for (const bad of [
      { title: '   ' },
      { title: 'x'.repeat(101) },
      { adultContentFlag: 'yes' },
      { categoryIdx: '-1' },
      { categoryIdx: 'two' },
    ]) {
      expect(z.safeParse(streamInfoFieldsSchema, bad).success).toBe(false)
    }
  })

  it('sends tags joined with commas; the server reads them back, an empty list clearing them', () => {
    const data = streamInfoFormData({ tags: ['speedrun', 'any%'] })
    expect([...data.entries()]).toEqual([['tags', 'speedrun,any%']])
    expect(z.parse(streamInfoFieldsSchema, Object.fromEntries(data.entries()))).toEqual({
      tags: ['speedrun', 'any%'],
    })
    const cleared = streamInfoFormData({ tags: [] })
    expect(z.parse(streamInfoFieldsSchema, Object.fromEntries(cleared.entries()))).toEqual({
      tags: [],
    })
    const many = Array.from({ length: 11 }, (_, i) => `t${i}`).join(',')
    expect(z.safeParse(streamInfoFieldsSchema, { tags: many }).success).toBe(false)
    expect(z.safeParse(streamInfoFieldsSchema, { tags: 'x'.repeat(21) }).success).toBe(false)
  })

  it('reads the pending-end setting and the like in stream info and like answers', () => {
    expect(
      z.parse(streamInfoSchema, { channelId: 'a', isPendingEndEnabled: true, isLike: true }),
    ).toMatchObject({ isPendingEndEnabled: true, isLike: true })
    expect(z.safeParse(streamLikeSchema, { isLike: true }).success).toBe(false)
  })
})

describe('streamLikeFailure', () => {
  it('says why a like was refused', () => {
    const cases: [ApiError | Error, string][] = [
      [new ApiError(401, 'UNAUTHORIZED', ''), 'login'],
      [new ApiError(409, 'ALREADY_OFF', ''), 'likeEnded'],
      [new ApiError(429, 'RATE_LIMITED', ''), 'likeRateLimited'],
      [new ApiError(403, 'CHA30017', ''), 'likeOwn'],
      [new ApiError(403, 'CHA30016', ''), 'likeRefused'],
      [new ApiError(403, 'CHA30068', ''), 'likeRefused'],
      [new ApiError(403, 'VIEWER_SUSPENDED', ''), 'likeRefused'],
      [new ApiError(403, 'CHA43005', ''), 'likeRefused'],
      [new ApiError(500, 'INTERNAL', ''), 'likeFailed'],
      [new ApiError(0, 'NETWORK_ERROR', ''), 'likeFailed'],
      [new Error('boom'), 'likeFailed'],
    ]
    expect(cases.map(([error]) => streamLikeFailure(error))).toEqual(cases.map(([, key]) => key))
  })
})

describe('viewerRegion', () => {
  it("reads the platform region from a language tag's country", () => {
    expect(viewerRegion('th-TH')).toBe('TH')
    expect(viewerRegion('en-US')).toBe('NA')
    expect(viewerRegion('fr-CA')).toBe('NA')
    expect(viewerRegion('zh-Hant-TW')).toBe('GC')
    expect(viewerRegion('zh-HK')).toBe('GC')
    expect(viewerRegion('zh_CN')).toBe('GC')
    expect(viewerRegion('ko-KR')).toBe('GLOBAL')
    expect(viewerRegion('en')).toBe('GLOBAL')
    expect(viewerRegion(undefined)).toBe('GLOBAL')
  })
})
