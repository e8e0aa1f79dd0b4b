import {
  type MissionBoard,
  type MissionWidgetSettings,
  missionBoard,
  noMissionService,
  type OverlayReport,
  type WidgetConnection,
} from '@airwave/sdk/widget'
import { useEffect, useState } from 'react'
import { MissionWidgetView } from './MissionWidgetView'
import type { OverlayText } from './useOverlayWords'

export interface MissionWidgetProps {
  connection: WidgetConnection
  channelId: string
  settings: MissionWidgetSettings
  t: OverlayText
  /** Changes each time the overlay's socket comes back: the list is read again. */
  connected: boolean
  onReport?: (report: Pick<OverlayReport, 'state'>) => void
}

/** How often the list is read again (chosen): the platform pushes no mission events yet. */
const REFRESH_MS = 30_000

/**
 * The challenge missions overlay: the channel's missions (the mission panels' data) through
 * the mission contract, read on start, after every cut and every 30 s. A server without the
 * mission calls answers 404: the overlay shows its empty state. A failed read keeps what is
 * shown.
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
  const [board, setBoard] = useState<MissionBoard | undefined>()
  const { maxShown } = settings
  useEffect(() => {
    if (!connected) return undefined
    const controller = new AbortController()
    const read = () =>
      connection.client.mission
        .list({ streamerChannelId: channelId }, { signal: controller.signal })
        .then(
          (missions) => setBoard(missionBoard(missions, maxShown)),
          (error: unknown) => {
            if (noMissionService(error)) setBoard({ state: 'empty' })
          },
        )
    read()
    const timer = setInterval(read, REFRESH_MS)
    return () => {
      controller.abort()
      clearInterval(timer)
    }
  }, [connection, channelId, maxShown, connected])
  useEffect(() => {
    if (board) onReport?.({ state: board.state === 'empty' ? 'empty' : 'showing' })
  }, [onReport, board])
  return <MissionWidgetView board={board} settings={settings} t={t} />
}
