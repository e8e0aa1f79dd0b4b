import { describe, expect, it } from 'vitest'
import { createActor, fromCallback, waitFor } from 'xstate'
import type { Poll } from '../contract/poll/poll.schemas'
import { createRealtime } from '../realtime/createRealtime'
import { fakeSocketTransport } from '../realtime/fakeSocketTransport.fixture'
import { pollActors } from './poll.actors'
import { pollMachine, pollStateOf } from './poll.machine'

const running: Poll = {
  idx: 3,
  status: 'in-progress',
  channelId: 'airwave',
  voteItem: [
    { idx: 1, voteCnt: 0 },
    { idx: 2, voteCnt: 0 },
  ],
}

describe('pollActors', () => {
  it('enters the channel, passes on its own CHANNEL_VOTE only, and votes with the client', async () => {
    const transport = fakeSocketTransport()
    const realtime = createRealtime({
      baseUrl: 'http://127.0.0.1:1',
      clientId: 'web',
      transport,
      provide: { actors: { network: fromCallback(() => undefined) } },
    })
    const voted: unknown[] = []
    const client = {
      poll: {
        getOngoing: async (channelId: string | number) =>
          channelId === 'airwave' ? null : running,
        vote: async (pollIdx: string | number, body: { voteItemIdx: number }) => {
          voted.push([pollIdx, body])
          return { ...running, voteItem: [{ idx: 1, voteCnt: 1, isVoted: true }, { idx: 2 }] }
        },
      },
    }
    const poll = createActor(pollMachine.provide({ actors: pollActors({ realtime, client }) }), {
      input: { channelId: 'airwave', viewer: { status: 'member', channelId: 'mina' } },
    }).start()
    await waitFor(poll, (s) => pollStateOf(s) === 'none', { timeout: 5000 })
    transport.signal({ type: 'connected', recovered: false })
    expect(transport.sent).toEqual([{ name: 'ENTER_CHANNEL', payload: { channelId: 'airwave' } }])
    await waitFor(poll, (s) => s.matches({ load: 'ready' }) && s.context.connected, {
      timeout: 5000,
    })
    const event = (channelId: string) => ({
      type: 'event' as const,
      name: 'CHANNEL_VOTE',
      payload: { channelVoteData: { ...running, channelId } },
    })
    transport.signal(event('other'))
    expect(pollStateOf(poll.getSnapshot())).toBe('none')
    // The room's id in another case is the same channel.
    transport.signal(event('AirWave'))
    expect(pollStateOf(poll.getSnapshot())).toBe('in-progress')
    poll.send({ type: 'VOTE', itemIdx: 1 })
    await waitFor(
      poll,
      (s) => s.matches({ vote: 'idle' }) && s.context.poll?.voteItem[0]?.isVoted === true,
      {
        timeout: 5000,
      },
    )
    expect(voted).toEqual([[3, { voteItemIdx: 1 }]])
    poll.stop()
    expect(transport.sent.at(-1)).toEqual({ name: 'LEAVE_ALL_CHANNEL', payload: undefined })
    realtime.stop()
  })
})
