import { pollActors, pollMachine } from '@airwave/sdk/poll'
import type { OverlayReport, PollWidgetSettings, WidgetConnection } from '@airwave/sdk/widget'
import { useActorRef, useSelector } from '@xstate/react'
import { useEffect, useMemo } from 'react'
import { PollWidgetView } from './PollWidgetView'
import type { OverlayText } from './useOverlayWords'

export interface PollWidgetProps {
  connection: WidgetConnection
  channelId: string
  settings: PollWidgetSettings
  t: OverlayText
  onReport?: (report: Pick<OverlayReport, 'state'>) => void
}

/**
 * The poll overlay: the channel's current poll from the SDK's shared poll machine, as a guest
 * sees it, over the overlay's socket (CHANNEL_VOTE), read again after every cut.
 *
 * @example <PollWidget connection={connection} channelId={config.channelId} settings={config.settings} t={t} />
 */
export function PollWidget({ connection, channelId, settings, t, onReport }: PollWidgetProps) {
  const machine = useMemo(
    () =>
      pollMachine.provide({
        actors: pollActors({ realtime: connection.realtime, client: connection.client }),
      }),
    [connection],
  )
  const actor = useActorRef(machine, { input: { channelId, viewer: { status: 'anonymous' } } })
  const poll = useSelector(actor, (snapshot) => snapshot.context.poll)
  const endsAt = useSelector(actor, (snapshot) => snapshot.context.endsAt)
  useEffect(() => {
    onReport?.({ state: poll ? 'showing' : 'empty' })
  }, [onReport, poll])
  return <PollWidgetView poll={poll} settings={settings} endsAt={endsAt} t={t} />
}
