import { describe, expect, it } from 'vitest'
import * as z from 'zod/mini'
import { clipEndpoints } from './clip.endpoints'
import { videoEndpoints, vodMasterPlaylistUrl } from './video.endpoints'
import { videoCommentEndpoints } from './videoComment.endpoints'
import { videoDashboardEndpoints } from './videoDashboard.endpoints'
import { videoDownloadEndpoints } from './videoDownload.endpoints'

describe('videoEndpoints', () => {
  it('holds every call of the comment, clip, dashboard and download files, none shadowed', () => {
    const parts = [
      videoCommentEndpoints,
      clipEndpoints,
      videoDashboardEndpoints,
      videoDownloadEndpoints,
    ]
    const names = parts.flatMap((part) => Object.keys(part))
    expect(new Set(names).size).toBe(names.length)
    for (const part of parts) {
      for (const [name, definition] of Object.entries(part)) {
        expect(videoEndpoints[name as keyof typeof videoEndpoints]).toBe(definition)
      }
    }
    expect(Object.keys(videoEndpoints)).toHaveLength(45)
  })

  it('keeps the spec paths and methods', () => {
    expect(videoEndpoints.like).toMatchObject({ method: 'POST', path: '/vod/like/add/{vodNo}' })
    expect(videoEndpoints.unlike).toMatchObject({
      method: 'DELETE',
      path: '/vod/like/delete/{vodNo}',
    })
    expect(videoEndpoints.pinComment.path).toBe(videoEndpoints.unpinComment.path)
    expect(videoEndpoints.unpinComment.method).toBe('DELETE')
    expect(videoEndpoints.delete).toMatchObject({ method: 'DELETE', path: '/vod/ucc/{vodNo}' })
    expect(videoEndpoints.update).toMatchObject({ method: 'PATCH', body: 'multipart' })
    expect(videoEndpoints.getMediaInfo.path).toBe('/v2/vod/media/info/{vodNo}')
    expect(videoEndpoints.recommendAtEnd.path).toBe('/v2/vod/recommend/end/{vodNo}')
    expect(videoEndpoints.getVideo).toMatchObject({ method: 'GET', path: '/v2/vod/info/{vodNo}' })
    expect(videoEndpoints.getVideo.chosen).toBeTruthy()
  })

  it('marks the calls whose shape the spec hides as chosen', () => {
    expect(videoEndpoints.uploadVod).toMatchObject({ path: '/v2/vod/upload', body: 'multipart' })
    expect(videoEndpoints.uploadVod.chosen).toBeTruthy()
    expect(videoEndpoints.listComments.chosen).toBeUndefined()
  })

  it('validates comment input and sort', () => {
    const body = videoEndpoints.createComment.body
    if (!body) throw new Error('createComment has a body')
    expect(z.safeParse(body, { comment: '   ', nickName: 'kim' }).success).toBe(false)
    expect(z.parse(body, { comment: ' hi ', nickName: 'kim' })).toEqual({
      comment: 'hi',
      nickName: 'kim',
    })
    const query = videoEndpoints.listComments.query
    if (!query) throw new Error('listComments has a query')
    expect(z.safeParse(query, { sort: 'likeCnt-desc', page: 1 }).success).toBe(true)
    expect(z.safeParse(query, { sort: 'oldest' }).success).toBe(false)
  })

  it('builds master playlist URLs', () => {
    expect(vodMasterPlaylistUrl(42)).toBe('/media/vod/42/master.m3u8')
    expect(vodMasterPlaylistUrl(42, 'https://m.example.com/')).toBe(
      'https://m.example.com/media/vod/42/master.m3u8',
    )
  })
})
