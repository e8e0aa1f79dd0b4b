import type { Viewer } from '@airwave/sdk'
import {
  applyMissionUpdate,
  followChannelMissions,
  type Mission,
  type MissionConfig,
  type MissionConfigState,
  type MissionHistoryPage,
  type MissionList,
  type MissionPledgeState,
  type MissionSort,
  type MissionStepEmitted,
  missionConfigActors,
  missionConfigMachine,
  missionConfigQuery,
  missionHistoryQuery,
  missionKeys,
  missionListQuery,
  missionPledgeActors,
  missionPledgeMachine,
  missionStepActors,
  missionStepMachine,
} from '@airwave/sdk/mission'
import { possessQuery, walletKeys } from '@airwave/sdk/wallet'
import {
  type InfiniteData,
  type UseInfiniteQueryResult,
  type UseQueryResult,
  useInfiniteQuery,
  useQuery,
} from '@tanstack/react-query'
import { useActorRef, useSelector } from '@xstate/react'
import { useEffect, useMemo } from 'react'
import { useRealtime } from '../realtime/useRealtime'
import { useActorEvent } from '../shared/actors/useActorEvent'
import { useAirwave, useCalls } from '../shared/provider/airwaveContext'
import { useSignedIn } from '../shared/provider/useSignedIn'

/**
 * One of a channel's mission lists in one order (SDK `missionListQuery`), kept live by
 * `useMissionUpdates`.
 *
 * @example const open = useMissionList('airwave', 'open', 'totalGem')
 */
export function useMissionList(
  channelId: string,
  list: MissionList,
  sort: MissionSort,
): UseQueryResult<Mission[]> {
  const { queryClient } = useAirwave()
  const client = useCalls('useMissionList', 'mission')
  return useQuery(missionListQuery(client, channelId, list, sort), queryClient)
}

/**
 * Keeps a channel's mission lists live while shown (SDK `followChannelMissions`: each
 * MISSION_UPDATE of its room moves a mission in the cached lists).
 *
 * @example useMissionUpdates('airwave')
 */
export function useMissionUpdates(channelId: string | undefined): void {
  const realtime = useRealtime('useMissionUpdates')
  const { queryClient } = useAirwave()
  useEffect(() => {
    if (!channelId) return
    return followChannelMissions({ realtime, queryClient, channelId })
  }, [realtime, queryClient, channelId])
}

/**
 * A channel's mission settings, with whether the member may propose there.
 *
 * @example const { data } = useMissionConfig('airwave')
 */
export function useMissionConfig(channelId: string): UseQueryResult<MissionConfig> {
  const { queryClient } = useAirwave()
  const client = useCalls('useMissionConfig', 'mission')
  return useQuery(missionConfigQuery(client, channelId), queryClient)
}

/**
 * The member's gems, while signed in (for the propose and pledge forms).
 *
 */
function useMissionBalance(): number | undefined {
  const { queryClient } = useAirwave()
  const client = useCalls('useMissionBalance', 'item')
  const signedIn = useSignedIn()
  return useQuery({ ...possessQuery(client), enabled: signedIn }, queryClient).data?.gem
}

/**
 * One mission's steps (SDK `missionStepMachine`): the mission as shown (status 5 while a step
 * is on its way), the refusal's words, and the steps. Each answer is written into the lists.
 *
 * @example const step = useMissionStep(channelId, mission); step.send({ type: 'START', missionLimit: 600 })
 */
export function useMissionStep(
  channelId: string,
  mission: Mission,
  onEvent?: (event: MissionStepEmitted) => void,
) {
  const { queryClient, promptLogin } = useAirwave()
  const client = useCalls('useMissionStep', 'mission')
  const machine = useMemo(
    () => missionStepMachine.provide({ actors: missionStepActors(client) }),
    [client],
  )
  const actor = useActorRef(machine, { input: { mission } })
  useEffect(() => {
    actor.send({ type: 'UPDATE', mission })
  }, [actor, mission])
  useActorEvent(actor, '*', (event) => {
    if (event.type === 'done') {
      applyMissionUpdate(queryClient, channelId, event.mission, { fromSocket: false })
    }
    if (event.type === 'login-required') promptLogin()
    onEvent?.(event)
  })
  const shown = useSelector(actor, (s) => s.context.mission)
  const error = useSelector(actor, (s) => s.context.error)
  const pending = useSelector(actor, (s) => s.context.pending)
  return { mission: shown, error, pending, send: actor.send }
}

/**
 * A proposal (no `missionIdx`) or a pledge (SDK `missionPledgeMachine`): the amount is checked
 * against the channel's minimum and the wallet, the idempotency key kept across retries. The
 * answer goes into the lists and the wallet is read again.
 *
 * @example const form = useMissionPledge({ channelId: 'airwave', minimumGem: 100 })
 */
export function useMissionPledge(input: {
  channelId: string
  missionIdx?: number
  minimumGem: number
}) {
  const { queryClient } = useAirwave()
  const client = useCalls('useMissionPledge', 'mission')
  const balance = useMissionBalance()
  const machine = useMemo(
    () => missionPledgeMachine.provide({ actors: missionPledgeActors(client) }),
    [client],
  )
  const actor = useActorRef(machine, { input: { ...input, balance } })
  useEffect(() => actor.send({ type: 'BALANCE', balance }), [actor, balance])
  useEffect(
    () => actor.send({ type: 'MINIMUM', minimumGem: input.minimumGem }),
    [actor, input.minimumGem],
  )
  useActorEvent(actor, 'sent', (event) => {
    applyMissionUpdate(queryClient, input.channelId, event.mission, { fromSocket: false })
    void queryClient.invalidateQueries({ queryKey: walletKeys.possess() })
    void queryClient.invalidateQueries({ queryKey: missionKeys.history() })
  })
  const state = useSelector(actor, (s) => s.value as MissionPledgeState)
  const context = useSelector(actor, (s) => s.context)
  return { state, ...context, send: actor.send }
}

/**
 * The streamer's settings (SDK `missionConfigMachine`): agreement, then the form. A save is
 * written into the channel's config query.
 *
 * @example const config = useMissionConfigForm('airwave')
 */
export function useMissionConfigForm(channelId: string) {
  const { queryClient } = useAirwave()
  const client = useCalls('useMissionConfigForm', 'mission')
  const machine = useMemo(
    () => missionConfigMachine.provide({ actors: missionConfigActors(client) }),
    [client],
  )
  const actor = useActorRef(machine, { input: { channelId } })
  useActorEvent(actor, 'saved', (event) => {
    queryClient.setQueryData(missionKeys.config(channelId), event.config)
  })
  const state = useSelector(actor, (s) => s.value as MissionConfigState)
  const context = useSelector(actor, (s) => s.context)
  return { state, ...context, send: actor.send }
}

/**
 * The member's missions, newest first, a page at a time.
 *
 * @example const history = useMissionHistory()
 */
export function useMissionHistory(): UseInfiniteQueryResult<InfiniteData<MissionHistoryPage>> {
  const { queryClient } = useAirwave()
  const client = useCalls('useMissionHistory', 'mission')
  const signedIn = useSignedIn()
  return useInfiniteQuery({ ...missionHistoryQuery(client), enabled: signedIn }, queryClient)
}

/** A viewer from an optional one given, else the provider's (a guest until known). */
export const GUEST: Viewer = { status: 'anonymous' }
