import { InfiniteQueryObserver, QueryClient } from '@tanstack/query-core'
import { describe, expect, it } from 'vitest'
import { fromCallback } from 'xstate'
import type { VideoListPage } from '../contract/video/video.schemas'
import { createRealtime } from '../realtime/createRealtime'
import { fakeSocketTransport } from '../realtime/fakeSocketTransport.fixture'
import { channelVideoListQuery, followChannelVideos } from './channelVideos'

const page = (vodNos: number[], hasNext: boolean): VideoListPage =>
  ({ vodList: vodNos.map((vodNo) => ({ vodNo })), hasNext }) as unknown as VideoListPage

describe("a channel's videos", () => {
  it('pages while the server says there is more', async () => {
    const asked: { page: number; limit: number }[] = []
    const client = {
      video: {
        listChannel: async (_channelId: string, query: { page: number; limit: number }) => {
          asked.push(query)
          return page([query.page], query.page < 2)
        },
      },
    }
    const queryClient = new QueryClient()
    const observer = new InfiniteQueryObserver(
      queryClient,
      channelVideoListQuery(client as never, 'airwave', 8),
    )
    const off = observer.subscribe(() => undefined)
    await observer.refetch()
    expect(observer.getCurrentResult().hasNextPage).toBe(true)
    await observer.fetchNextPage()
    expect(observer.getCurrentResult().hasNextPage).toBe(false)
    expect(asked).toEqual([
      { page: 1, limit: 8 },
      { page: 2, limit: 8 },
    ])
    off()
  })

  it("reads the lists again when the channel's room says a video is ready, not another's", async () => {
    const transport = fakeSocketTransport()
    const realtime = createRealtime({
      baseUrl: 'http://127.0.0.1:1',
      clientId: 'web',
      transport,
      provide: { actors: { network: fromCallback(() => undefined) } },
    })
    let reads = 0
    const client = {
      video: {
        listChannel: async () => {
          reads++
          return page(reads === 1 ? [] : [42], false)
        },
      },
    }
    const queryClient = new QueryClient()
    const observer = new InfiniteQueryObserver(
      queryClient,
      channelVideoListQuery(client as never, 'Airwave'),
    )
    const off = observer.subscribe(() => undefined)
    await observer.refetch()
    expect(observer.getCurrentResult().data?.pages[0]?.vodList).toEqual([])

    const stop = followChannelVideos({ realtime, queryClient, channelId: 'Airwave' })
    transport.signal({ type: 'connected', recovered: false })
    expect(transport.sent).toEqual([{ name: 'ENTER_CHANNEL', payload: { channelId: 'Airwave' } }])
    transport.signal({
      type: 'event',
      name: 'VIDEO_READY',
      payload: { channelId: 'other', vodNo: 7 },
    })
    expect(reads).toBe(1)
    // The server names the channel by its handle; the page may have it in another case.
    transport.signal({
      type: 'event',
      name: 'VIDEO_READY',
      payload: { channelId: 'airwave', vodNo: 42 },
    })
    await new Promise<void>((resolve) => {
      const done = observer.subscribe((result) => {
        if (result.data?.pages[0]?.vodList.length === 1) {
          done()
          resolve()
        }
      })
    })
    expect(reads).toBe(2)
    stop()
    expect(transport.sent.at(-1)?.name).toBe('LEAVE_ALL_CHANNEL')
    off()
    realtime.stop()
  })
})
