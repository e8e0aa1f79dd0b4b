import {
  type StreamerStatus,
  type StreamInfo,
  streamerStatusActors,
  streamerStatusMachine,
  streamerStatusOf,
} from '@airwave/sdk/live'
import { useActorRef, useSelector } from '@xstate/react'
import { useMemo } from 'react'
import { useRealtime } from '../realtime/useRealtime'
import { useActorEvent } from '../shared/actors/useActorEvent'
import { useCalls } from '../shared/provider/airwaveContext'

export interface StreamerStatusInfo {
  /** `loading`, `active`, or `suspended` (the stop alert, then home): for `data-state`. */
  state: StreamerStatus
  /** The streamer's own stream, once loaded. */
  streamInfo: StreamInfo | undefined
}

/**
 * Whether the signed-in streamer's channel is suspended, for the pages of their dashboard: the
 * SDK's `streamerStatusMachine` over the provider's client (`live.getMyStreamInfo`) and the
 * page's socket (a suspension pushed while the page is open, without entering the channel's
 * room). `onSuspended` runs once, when it is.
 *
 * @example
 * const status = useStreamerStatus('airwave', { onSuspended: () => setStopAlert(true) })
 */
export function useStreamerStatus(
  channelId: string,
  options: { onSuspended?: () => void } = {},
): StreamerStatusInfo {
  const client = useCalls('useStreamerStatus', 'live')
  const realtime = useRealtime('useStreamerStatus')
  const machine = useMemo(
    () => streamerStatusMachine.provide({ actors: streamerStatusActors({ realtime, client }) }),
    [realtime, client],
  )
  const actor = useActorRef(machine, { input: { channelId } })
  useActorEvent(actor, 'suspended', options.onSuspended)
  const state = useSelector(actor, streamerStatusOf)
  const streamInfo = useSelector(actor, (s) => s.context.streamInfo)
  return useMemo(() => ({ state, streamInfo }), [state, streamInfo])
}
