import { QueryObserver } from '@tanstack/query-core'
import { describe, expect, it } from 'vitest'
import * as z from 'zod/mini'
import { liveEndpoints } from '../contract/live/live.endpoints'
import { streamInfoFieldsSchema } from '../contract/live/live.schemas'
import {
  STREAM_HEALTH_INTERVAL_MS,
  streamDashboardSchema,
} from '../contract/live/streamDashboard.schemas'
import { ApiError } from '../core/apiError'
import { createQueryClient } from '../core/queryClient'
import { regenerateStreamKey, streamKeyQuery } from './live.queries'
import {
  categoryListQuery,
  DASHBOARD_OFF_INTERVAL_MS,
  dashboardRefetchInterval,
  streamDashboardQuery,
  viewerStatsQuery,
} from './streamDashboard.queries'
import { ENCODER_SETTINGS, streamHealthOf, uptimeOf } from './streamHealth'

const home = (isStream: boolean) =>
  z.parse(streamDashboardSchema, {
    channelId: 'kim',
    isStream,
    isStreamPendingEnd: false,
    hasStreamed: true,
    chatMessages: 3,
    chatWindowMinutes: 5,
  })

describe('the dashboard contract', () => {
  it('keeps its calls under /v2/stream/dashboard, each naming the channel', () => {
    expect(liveEndpoints.getStreamDashboard).toMatchObject({
      method: 'GET',
      path: '/v2/stream/dashboard/live',
      auth: 'required',
    })
    for (const call of [
      liveEndpoints.getStreamDashboard,
      liveEndpoints.getStreamKey,
      liveEndpoints.regenerateStreamKey,
      liveEndpoints.getMyStreamInfo,
    ]) {
      expect(call.query && z.parse(call.query, { channelId: ' kim ' })).toEqual({
        channelId: 'kim',
      })
      expect(call.query && z.parse(call.query, {})).toEqual({})
    }
  })

  it('reads the stream settings form: a known language or none, the channel', () => {
    expect(z.parse(streamInfoFieldsSchema, { languageCode: 'ko', channelId: 'kim' })).toEqual({
      languageCode: 'ko',
      channelId: 'kim',
    })
    expect(z.parse(streamInfoFieldsSchema, { languageCode: '' }).languageCode).toBe('')
    expect(z.safeParse(streamInfoFieldsSchema, { languageCode: 'klingon' }).success).toBe(false)
  })
})

describe('streamDashboardQuery', () => {
  it('asks for the named channel, every 2 s while live and every 10 s while off', async () => {
    const asked: unknown[] = []
    let live = false
    const client = {
      live: {
        getStreamDashboard: async (query?: { channelId?: string }) => {
          asked.push(query)
          return home(live)
        },
      },
    }
    const options = streamDashboardQuery(client, 'kim')
    expect(options.queryKey).toEqual(['live', 'dashboard', 'kim'])
    expect(options.retry).toBe(false)
    expect(dashboardRefetchInterval(undefined)).toBe(DASHBOARD_OFF_INTERVAL_MS)
    expect(dashboardRefetchInterval({ isStream: true })).toBe(STREAM_HEALTH_INTERVAL_MS)

    const queryClient = createQueryClient()
    const observer = new QueryObserver(queryClient, options)
    const unsubscribe = observer.subscribe(() => {})
    await queryClient.getQueryCache().find({ queryKey: options.queryKey })?.promise
    const interval = options.refetchInterval as (query: unknown) => number
    const query = () => queryClient.getQueryCache().find({ queryKey: options.queryKey })
    expect(interval(query())).toBe(DASHBOARD_OFF_INTERVAL_MS)
    live = true
    await queryClient.refetchQueries({ queryKey: options.queryKey })
    expect(interval(query())).toBe(STREAM_HEALTH_INTERVAL_MS)
    unsubscribe()
    expect(asked).toEqual([{ channelId: 'kim' }, { channelId: 'kim' }])
  })
})

describe('viewerStatsQuery', () => {
  it('reads the channel every 10 s and gives up on a refusal at once', async () => {
    let calls = 0
    const client = {
      live: {
        getViewerStats: async (channelId: string | number) => {
          calls++
          expect(channelId).toBe('kim')
          throw new ApiError(404, 'NOT_FOUND', 'no route')
        },
      },
    }
    const options = viewerStatsQuery(client, 'kim')
    expect(options.refetchInterval).toBe(10_000)
    const queryClient = createQueryClient()
    await expect(queryClient.fetchQuery(options)).rejects.toBeInstanceOf(ApiError)
    expect(calls).toBe(1)
  })
})

describe('categoryListQuery and the stream key of a named channel', () => {
  it('lists the categories once for 5 minutes; the key calls name the channel', async () => {
    const client = {
      live: {
        listCategories: async () => ({ categoryList: [{ idx: 2, name: 'Games', pathName: 'g' }] }),
        getStreamKey: async (query?: { channelId?: string }) => ({
          streamKey: `key-of-${query?.channelId}`,
          ingestUrl: 'rtmp://127.0.0.1/live',
        }),
        regenerateStreamKey: async (query?: { channelId?: string }) => ({
          streamKey: `new-of-${query?.channelId}`,
          ingestUrl: 'rtmp://127.0.0.1/live',
        }),
      },
    }
    const queryClient = createQueryClient()
    expect(categoryListQuery(client).staleTime).toBe(300_000)
    expect((await queryClient.fetchQuery(categoryListQuery(client))).categoryList).toHaveLength(1)
    expect((await queryClient.fetchQuery(streamKeyQuery(client, 'kim'))).streamKey).toBe(
      'key-of-kim',
    )
    expect((await regenerateStreamKey(client, queryClient, 'kim')).streamKey).toBe('new-of-kim')
  })
})

describe('the health panel rules', () => {
  const measuredAt = '2026-11-28T18:00:00Z'

  it('says nothing before the first measure, good for the suggested settings', () => {
    expect(streamHealthOf(undefined)).toEqual({ state: 'unknown', warnings: [] })
    expect(
      streamHealthOf({
        bitrateKbps: ENCODER_SETTINGS.videoBitrateKbps + ENCODER_SETTINGS.audioBitrateKbps,
        frameRate: 30,
        keyframeInterval: ENCODER_SETTINGS.keyframeIntervalSeconds,
        measuredAt,
      }),
    ).toEqual({ state: 'good', warnings: [] })
  })

  it('warns of a low or high bitrate, a low frame rate and keyframes further apart than 2 s', () => {
    expect(
      streamHealthOf({ bitrateKbps: 150, frameRate: 12, keyframeInterval: 10, measuredAt }),
    ).toEqual({ state: 'warning', warnings: ['lowBitrate', 'lowFrameRate', 'keyframes'] })
    expect(streamHealthOf({ bitrateKbps: 9000, measuredAt }).warnings).toEqual(['highBitrate'])
    // Keyframes every second are fine: the packager's segments are 1 s long.
    expect(streamHealthOf({ bitrateKbps: 1500, keyframeInterval: 1, measuredAt }).state).toBe(
      'good',
    )
  })

  it('shows the uptime as H:MM:SS, a dash without a start', () => {
    const start = '2026-11-28T18:00:00Z'
    expect(uptimeOf(start, Date.parse('2026-11-28T19:02:03Z'))).toBe('1:02:03')
    expect(uptimeOf(start, Date.parse('2026-11-28T18:00:09Z'))).toBe('0:00:09')
    expect(uptimeOf(start, Date.parse('2026-11-28T17:59:00Z'))).toBe('0:00:00')
    expect(uptimeOf(undefined, Date.now())).toBe('—')
  })
})
