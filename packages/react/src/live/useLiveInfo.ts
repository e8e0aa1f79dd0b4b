import {
  type LiveAccess,
  type LiveCounters,
  type LiveState,
  type LiveStatusContext,
  type LiveStatusEmitted,
  liveStateOf,
  liveStatusActors,
  liveStatusMachine,
  type StreamInfo,
} from '@airwave/sdk/live'
import { useActorRef, useSelector } from '@xstate/react'
import { useMemo } from 'react'
import { useRealtime } from '../realtime/useRealtime'
import { useActorEvent } from '../shared/actors/useActorEvent'
import { useCalls } from '../shared/provider/airwaveContext'

export interface LiveInfo {
  /** `loading` until the first answer, then the spec's ON, OFF or OFF_WAITING: for `data-state`. */
  state: LiveState
  /** The stream, its `totalViewer` and `likeCnt` kept live by the socket's LIVE_INFO. */
  streamInfo: StreamInfo | undefined
  /** The latest counters pushed (followers and subscribers too), each once it came. */
  counters: LiveCounters
  /** Why the live ended (`ENDED_REASON`), once it did. */
  endedReason: LiveStatusContext['endedReason']
  /** Whether the socket is up; while it is down the SDK polls the stream info. */
  connected: boolean
  /**
   * Why this viewer may not watch, when the stream info was refused for them: the player's
   * `access` (its dialogs and boxes). Undefined when they may.
   */
  access: LiveAccess | undefined
}

export interface UseLiveInfoOptions {
  /** What a player needs (`live-status`, `stream-info`), as the SDK's machine emits it. */
  onEvent?: (event: LiveStatusEmitted) => void
}

/**
 * A channel's live stream as it changes: the SDK's `liveStatusMachine` (stream info loaded,
 * then LIVE_STATUS and LIVE_INFO from the page's socket, polling only while the socket is
 * down) over the provider's client (its `live` calls). Another channel needs a new component
 * (`key`).
 *
 * @example
 * const live = useLiveInfo('airwave')
 * return <p data-state={live.state}>{live.streamInfo?.totalViewer} watching</p>
 */
export function useLiveInfo(channelId: string, options: UseLiveInfoOptions = {}): LiveInfo {
  const client = useCalls('useLiveInfo', 'live')
  const realtime = useRealtime('useLiveInfo')
  const machine = useMemo(
    () => liveStatusMachine.provide({ actors: liveStatusActors({ realtime, client }) }),
    [realtime, client],
  )
  const actor = useActorRef(machine, { input: { channelId } })
  useActorEvent(actor, '*', options.onEvent)
  const state = useSelector(actor, liveStateOf)
  const streamInfo = useSelector(actor, (s) => s.context.streamInfo)
  const counters = useSelector(actor, (s) => s.context.counters)
  const endedReason = useSelector(actor, (s) => s.context.endedReason)
  const connected = useSelector(actor, (s) => s.context.connected)
  const access = useSelector(actor, (s) => s.context.access)
  return useMemo(
    () => ({ state, streamInfo, counters, endedReason, connected, access }),
    [state, streamInfo, counters, endedReason, connected, access],
  )
}
