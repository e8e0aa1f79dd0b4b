import type { StreamInfo } from '@airwave/sdk/live'
import {
  type Raid,
  type RaidLauncherState,
  type RaidRefusal,
  raidLauncherActors,
  raidLauncherMachine,
  raidLauncherStateOf,
  raidTargetsQuery,
} from '@airwave/sdk/raid'
import { useQuery } from '@tanstack/react-query'
import { useActorRef, useSelector } from '@xstate/react'
import { useEffect, useMemo } from 'react'
import { useRealtime } from '../realtime/useRealtime'
import { useCalls } from '../shared/provider/airwaveContext'

/** A streamer's raid: its state, what it sent or why it was refused, and the live channels. */
export interface RaidLauncherHandle {
  /** unavailable, idle, sending, sent or failed: for `data-state`. */
  state: RaidLauncherState
  raid: Raid | undefined
  refusal: RaidRefusal | undefined
  /** The server's message of a refusal the kit has no words for. */
  message: string | undefined
  /** The channel of the last raid asked for. */
  raidChannelId: string | undefined
  /** The channels that can be raided now (live, not one's own), with the query's states. */
  targets: {
    list: StreamInfo[] | undefined
    isPending: boolean
    isError: boolean
    refetch(): void
  }
  start(raidChannelId: string): void
  dismiss(): void
}

/**
 * The streamer's raid: the SDK's `raidLauncherMachine` over the provider's client and socket
 * (RAID_AVAILABILITY comes to the streamer's signed-in socket), and the live channels to pick
 * from (`raidTargetsQuery`, fetched while a raid can be started). `available` is what the page
 * knows: the stream info's `isRaidAvailable`, or whether the streamer is live.
 *
 * @example
 * const launcher = useRaidLauncher('airwave', { available: live.state === 'ON' })
 * launcher.start('viewer1')
 */
export function useRaidLauncher(
  channelId: string,
  options: { available: boolean },
): RaidLauncherHandle {
  const client = useCalls('useRaidLauncher', 'live')
  const realtime = useRealtime('useRaidLauncher')
  const machine = useMemo(
    () => raidLauncherMachine.provide({ actors: raidLauncherActors({ realtime, client }) }),
    [realtime, client],
  )
  const actor = useActorRef(machine, { input: { channelId, available: options.available } })
  useEffect(() => {
    actor.send({ type: 'FEED.AVAILABILITY', isRaidAvailable: options.available })
  }, [actor, options.available])
  const state = useSelector(actor, raidLauncherStateOf)
  const context = useSelector(actor, (s) => s.context)
  const available = state !== 'unavailable'
  const query = useQuery({ ...raidTargetsQuery(client, channelId), enabled: available })
  const { refetch } = query
  return useMemo(
    () => ({
      state,
      raid: context.raid,
      refusal: context.refusal,
      message: context.message,
      raidChannelId: context.raidChannelId,
      targets: {
        list: query.data,
        isPending: query.isPending,
        isError: query.isError,
        refetch: () => void refetch(),
      },
      start: (raidChannelId: string) => actor.send({ type: 'START', raidChannelId }),
      dismiss: () => actor.send({ type: 'DISMISS' }),
    }),
    [actor, state, context, query.data, query.isPending, query.isError, refetch],
  )
}
