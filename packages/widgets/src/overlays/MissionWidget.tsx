import { sameChannelId } from '@airwave/sdk'
import { type Mission, missionListOf, onMissionUpdate } from '@airwave/sdk/mission'
import {
  type MissionBoard,
  type MissionWidgetSettings,
  missionBoard,
  noMissionService,
  type OverlayReport,
  type WidgetConnection,
} from '@airwave/sdk/widget'
import { useEffect, useMemo, useState } from 'react'
import { MissionWidgetView } from './MissionWidgetView'
import type { OverlayText } from './useOverlayWords'

export interface MissionWidgetProps {
  connection: WidgetConnection
  channelId: string
  settings: MissionWidgetSettings
  t: OverlayText
  /** Changes each time the overlay's socket comes back: the lists are read again. */
  connected: boolean
  onReport?: (report: Pick<OverlayReport, 'state'>) => void
}

// The overlay's missions by idx: the open and started ones, as last heard.
type Shown = ReadonlyMap<number, Mission>

const running = (mission: Mission) => {
  const list = missionListOf(mission)
  return list === 'open' || list === 'started'
}

/**
 * The challenge missions overlay: the channel's open and started missions, read through the
 * mission contract on start and after every cut (what happened while away), then kept live by
 * the channel's MISSION_UPDATE events on the overlay's socket (a proposal, a pledge, a start,
 * an ending). A server without the mission calls answers 404: the overlay shows its empty
 * state. A failed read keeps what is shown.
 *
 * @example <MissionWidget connection={connection} channelId="airwave" settings={settings} t={t} connected />
 */
export function MissionWidget({
  connection,
  channelId,
  settings,
  t,
  connected,
  onReport,
}: MissionWidgetProps) {
  const [shown, setShown] = useState<Shown | undefined>()
  const { maxShown } = settings
  useEffect(() => {
    if (!connected) return undefined
    const controller = new AbortController()
    const read = (list: 'open' | 'started') =>
      connection.client.mission.list(
        { streamerChannelId: channelId, list },
        { signal: controller.signal },
      )
    Promise.all([read('open'), read('started')]).then(
      ([open, started]) =>
        setShown(new Map([...open, ...started].filter(running).map((m) => [m.missionIdx, m]))),
      (error: unknown) => {
        if (noMissionService(error)) setShown(new Map())
      },
    )
    return () => controller.abort()
  }, [connection, channelId, connected])
  useEffect(() => {
    // The overlay's socket hears a channel's events once it entered its room (the server lets
    // a widget socket enter its own channel only).
    const leave = connection.realtime.enter(channelId)
    const off = onMissionUpdate(connection.realtime, (event) => {
      if (!sameChannelId(event.channelId, channelId)) return
      setShown((before) => {
        const next = new Map(before)
        if (running(event.mission)) next.set(event.mission.missionIdx, event.mission)
        else next.delete(event.mission.missionIdx)
        return next
      })
    })
    return () => {
      off()
      leave()
    }
  }, [connection, channelId])
  const board = useMemo<MissionBoard | undefined>(
    () => (shown ? missionBoard([...shown.values()], maxShown) : undefined),
    [shown, maxShown],
  )
  useEffect(() => {
    if (board) onReport?.({ state: board.state === 'empty' ? 'empty' : 'showing' })
  }, [onReport, board])
  return <MissionWidgetView board={board} settings={settings} t={t} />
}
