import { describe, expect, it } from 'vitest'
import { RAID_TARGETS_LIMIT, raidTargetsQuery } from './raid.queries'

describe('raidTargetsQuery', () => {
  it('lists the live channels but the streamer’s own', async () => {
    const asked: unknown[] = []
    const client = {
      live: {
        listStreams: async (query: unknown) => {
          asked.push(query)
          return {
            streamList: [
              { channelId: 'Airwave', isStream: true },
              { channelId: 'viewer1', isStream: true },
              { channelId: 'viewer2', isStream: false },
              { channelId: 'viewer3' },
            ],
          }
        },
      },
    }
    const query = raidTargetsQuery(client, 'airwave')
    expect(query.staleTime).toBe(0)
    expect(query.queryKey).toEqual(['raid', 'targets', 'airwave'])
    const fn = query.queryFn as (context: {
      signal: AbortSignal
    }) => Promise<{ channelId: string }[]>
    const targets = await fn({ signal: new AbortController().signal })
    expect(targets.map((t) => t.channelId)).toEqual(['viewer1', 'viewer3'])
    expect(asked).toEqual([{ page: 1, limit: RAID_TARGETS_LIMIT }])
  })
})
