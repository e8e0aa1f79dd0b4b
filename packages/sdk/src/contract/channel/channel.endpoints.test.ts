import { describe, expect, it } from 'vitest'
import * as z from 'zod/mini'
import { channelEndpoints as e } from './channel.endpoints'

describe('channelEndpoints', () => {
  it('use the documented methods and paths', () => {
    const routes = Object.fromEntries(
      Object.entries(e).map(([name, d]) => [name, `${d.method} ${d.path}`]),
    )
    expect(routes).toEqual({
      getChannelInfo: 'GET /v2/channel/info/{channelId}',
      getMyChannel: 'GET /v2/channel/info',
      listBlocked: 'GET /v2/channel/block',
      block: 'POST /v2/channel/block',
      unblock: 'DELETE /v2/channel/block',
      listNotInterested: 'GET /v2/channel/not-interested',
      addNotInterested: 'POST /v2/channel/not-interested',
      removeNotInterested: 'DELETE /v2/channel/not-interested',
      follow: 'POST /channel/follow',
      unfollow: 'DELETE /channel/follow',
      listFollowing: 'GET /v2/channel/following',
      listReportReasons: 'GET /channel/report-reason/{type}',
      reportChannel: 'POST /channel/{channelId}/report',
      listManagers: 'GET /v2/channel/manager',
      addManager: 'POST /v2/channel/manager',
      removeManager: 'DELETE /v2/channel/manager',
      searchManagerCandidates: 'GET /v2/channel/manager/search',
      updateManager: 'PATCH /v2/channel/manager',
      listManagedChannels: 'GET /v2/channel/manager/managed',
      listManagerActivity: 'GET /v2/channel/manager/activity',
      listFollowers: 'GET /v2/channel/follower',
      getChannelProfile: 'GET /v2/channel/profile/{channelId}',
      updateChannelProfile: 'PUT /v2/channel/profile',
      uploadBanner: 'POST /v2/channel/banner',
      deleteBanner: 'DELETE /v2/channel/banner/{bannerIdx}',
      setBannerShown: 'PATCH /v2/channel/banner',
      uploadProfileImage: 'POST /v2/channel/profile-image',
      deleteProfileImage: 'DELETE /v2/channel/profile-image',
    })
  })

  it('send the target channel in the body of block and unblock', () => {
    expect(e.block.body).toBeDefined()
    expect(e.unblock.body).toBeDefined()
    expect(e.unblock.query).toBeUndefined()
  })

  it('page blocked users 10 at a time from page 1', () => {
    expect(z.parse(e.listBlocked.query ?? z.never(), {})).toEqual({ page: 1, limit: 10 })
    expect(z.parse(e.listNotInterested.query ?? z.never(), { page: '3' })).toEqual({
      page: 3,
      limit: 10,
    })
  })

  it('require a session for the member calls', () => {
    expect(e.getMyChannel.auth).toBe('required')
    expect(e.listBlocked.auth).toBe('required')
    expect(e.getChannelInfo.auth).toBe('optional')
  })
})
