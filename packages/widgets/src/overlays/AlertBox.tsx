import {
  type AlertBoxSettings,
  type AlertQueueEmitted,
  alertQueueActors,
  alertQueueMachine,
  alertQueueStateOf,
  type OverlayReport,
  type WidgetConnection,
} from '@airwave/sdk/widget'
import { useActorRef, useSelector } from '@xstate/react'
import { useEffect, useMemo, useRef } from 'react'
import { AlertBoxView } from './AlertBoxView'
import { playAlertSound } from './alertSound'
import type { OverlayText } from './useOverlayWords'

export interface AlertBoxProps {
  connection: WidgetConnection
  settings: AlertBoxSettings
  paused: boolean
  lastSeq: number
  t: OverlayText
  /** What the box tells its dashboard: its state, the alert showing, how many wait. */
  onReport?: (report: Pick<OverlayReport, 'state' | 'showing' | 'queued'>) => void
  /** Every alert shown, done or dropped (tests and the page's health). */
  onEvent?: (event: AlertQueueEmitted) => void
}

/**
 * The alert box overlay: the SDK's `alertQueueMachine` over the overlay's socket, one alert at
 * a time with its type's sound, the thresholds checked as each one's turn comes.
 *
 * @example <AlertBox connection={connection} settings={config.settings} paused={config.paused} lastSeq={config.lastSeq} t={t} />
 */
export function AlertBox({
  connection,
  settings,
  paused,
  lastSeq,
  t,
  onReport,
  onEvent,
}: AlertBoxProps) {
  const machine = useMemo(
    () =>
      alertQueueMachine.provide({
        actors: alertQueueActors({ realtime: connection.realtime, client: connection.client }),
      }),
    [connection],
  )
  const actor = useActorRef(machine, { input: { settings, paused, lastSeq } })
  useEffect(() => {
    actor.send({ type: 'SETTINGS', settings })
  }, [actor, settings])
  // The pause as the widget was last read (after a cut the socket could not replay).
  useEffect(() => {
    actor.send({ type: 'FEED.CONTROL', action: paused ? 'pause' : 'resume', paused })
  }, [actor, paused])
  const latest = useRef({ settings, onEvent })
  latest.current = { settings, onEvent }
  useEffect(() => {
    const subscription = actor.on('*', (event) => {
      if (event.type === 'shown') {
        const style = latest.current.settings.types[event.alert.type]
        playAlertSound(style.sound, style.volume)
      }
      latest.current.onEvent?.(event)
    })
    return () => subscription.unsubscribe()
  }, [actor])

  const state = useSelector(actor, alertQueueStateOf)
  const current = useSelector(actor, (snapshot) => snapshot.context.current)
  const queued = useSelector(actor, (snapshot) => snapshot.context.queue.length)
  useEffect(() => {
    onReport?.({
      state: state === 'leaving' ? 'showing' : state === 'idle' ? 'ready' : state,
      showing: current?.seq ?? null,
      queued,
    })
  }, [onReport, state, current, queued])

  return (
    <div className="aw-widget aw-alertbox" data-state={state} data-queued={queued}>
      {current && (state === 'showing' || state === 'leaving') ? (
        <AlertBoxView
          key={current.seq}
          alert={current}
          state={state}
          style={settings.types[current.type]}
          maxMessageLength={settings.maxMessageLength}
          t={t}
        />
      ) : null}
    </div>
  )
}
