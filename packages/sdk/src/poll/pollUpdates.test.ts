import { QueryClient } from '@tanstack/query-core'
import { describe, expect, it } from 'vitest'
import { fromCallback } from 'xstate'
import { createRealtime } from '../realtime/createRealtime'
import { fakeSocketTransport } from '../realtime/fakeSocketTransport.fixture'
import { pollKeys } from './poll.queries'
import { followChannelPolls } from './pollUpdates'

describe('followChannelPolls', () => {
  it("reads the channel's poll, ongoing poll and lists again on its own CHANNEL_VOTE only", async () => {
    const transport = fakeSocketTransport()
    const realtime = createRealtime({
      baseUrl: 'http://127.0.0.1:1',
      clientId: 'web',
      transport,
      provide: { actors: { network: fromCallback(() => undefined) } },
    })
    const queryClient = new QueryClient()
    const cached = [
      pollKeys.detail(3),
      pollKeys.detail(4),
      pollKeys.ongoing('airwave'),
      pollKeys.ongoing('other'),
      pollKeys.list({ page: 1 }),
    ]
    for (const key of cached) queryClient.setQueryData(key, {})
    const invalidated = () =>
      cached.filter((key) => queryClient.getQueryState(key)?.isInvalidated).map((key) => key)

    const stop = followChannelPolls({ realtime, queryClient, channelId: 'airwave' })
    transport.signal({ type: 'connected', recovered: false })
    expect(transport.sent).toEqual([{ name: 'ENTER_CHANNEL', payload: { channelId: 'airwave' } }])
    const vote = (channelId: string) => ({
      type: 'event' as const,
      name: 'CHANNEL_VOTE',
      payload: { channelVoteData: { idx: 3, status: 'in-progress', channelId, voteItem: [] } },
    })
    transport.signal(vote('other'))
    expect(invalidated()).toEqual([])
    // The room's id in another case is the same channel.
    transport.signal(vote('AirWave'))
    expect(invalidated()).toEqual([
      pollKeys.detail(3),
      pollKeys.ongoing('airwave'),
      pollKeys.list({ page: 1 }),
    ])
    stop()
    expect(transport.sent.at(-1)?.name).toBe('LEAVE_ALL_CHANNEL')
    realtime.stop()
  })
})
