import { liveEndpoints, type StreamInfo } from '@airwave/sdk/contract'
import { member, Refusal, store } from './backend'
import { nicknameOf } from './people'
import { route } from './route'

// The live channels a streamer may raid, and the raid call, as the reference server answers
// them: the streamer's own channel is in the live list (the picker leaves it out), viewer3's
// live ended a moment ago (a raid to it is refused STR40011), and the board's owner is live.

const live = (channelId: string, title: string, totalViewer: number): StreamInfo => ({
  channelId,
  title,
  isStream: true,
  isStreamPendingEnd: false,
  totalViewer,
})

function liveList(): StreamInfo[] {
  const all = [
    live('viewer1', 'Speedrun night', 120),
    live('airwave', 'Airwave live', 80),
    live('viewer2', 'Lo-fi and chat', 42),
    live('viewer3', 'Last few minutes', 7),
  ]
  // An empty scenario: nobody else is live.
  return store.scenario.empty ? all.filter((s) => s.channelId === 'airwave') : all
}

/** The raid's MSW handlers: the live list and `POST /v2/stream/dashboard/viewer-raid`. */
export const raidHandlers = [
  route('listStreams', liveEndpoints.listStreams, () => {
    const streamList = liveList()
    return { streamList, currentPage: 1, totalCount: streamList.length, hasNext: false }
  }),
  route('viewerRaid', liveEndpoints.viewerRaid, ({ viewer, body }) => {
    const from = member(viewer)
    if (from !== 'airwave') throw new Refusal('STR40010', 'You can raid only while you are live')
    const target = body.raidChannelId.toLowerCase()
    if (target === from) throw new Refusal('CHA30017', 'You cannot raid your own channel')
    if (target === 'viewer3') throw new Refusal('STR40011', 'This channel is not live')
    if (!liveList().some((s) => s.channelId === target)) {
      throw new Refusal('CHA30023', `No channel ${nicknameOf(target)}`)
    }
    return {
      raidFromChannelId: from,
      raidChannelId: target,
      raidKey: 'story-raid',
      refKey: 'story',
    }
  }),
]
