import { createClient } from '@airwave/sdk'
import { pollEndpoints } from '@airwave/sdk/contract'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { addMember, apiError } from '../community/testKit'
import type { RunningServer } from '../server'
import { startTestServer } from '../testing/testServer'

function pollClient(baseUrl: string, token: string) {
  const signed: typeof fetch = (input, init) =>
    fetch(input, {
      ...init,
      headers: { ...(init?.headers as Record<string, string>), authorization: `Bearer ${token}` },
    })
  return createClient({ baseUrl, endpoints: { poll: pollEndpoints }, fetch: signed }).poll
}

const codeOf = async (call: Promise<unknown>) => (await apiError(call)).code
const form = { title: 'Map?', options: [{ content: 'A' }, { content: 'B' }] }

describe('poll write limits', () => {
  let server: RunningServer
  beforeAll(async () => {
    server = await startTestServer({ config: { writeRateLimits: true } })
  })
  afterAll(() => server.stop())

  it('refuses a member past 10 votes a minute, and a streamer past 30 poll writes', async () => {
    const streamer = pollClient(server.url, (await addMember(server, 'star')).token)
    const fan = pollClient(server.url, (await addMember(server, 'fan1')).token)
    const poll = await streamer.create(form)
    const codes: string[] = []
    for (let i = 0; i < 11; i++) {
      codes.push(await codeOf(fan.vote(poll.idx, { voteItemIdx: 1 })).catch(() => 'OK'))
    }
    // The first counts, the next nine are refused as already voted, the eleventh as too many.
    expect(codes).toEqual(['OK', ...Array(9).fill('CHA30094'), 'RATE_LIMITED'])
    // Each call counts on its own (the write limits count per route): 30 ends, then refused.
    const ends: string[] = []
    for (let i = 0; i < 31; i++) ends.push(await codeOf(streamer.end(poll.idx)).catch(() => 'OK'))
    expect(ends).toEqual(['OK', 'OK', ...Array(28).fill('CHA30093'), 'RATE_LIMITED'])
  })
})
