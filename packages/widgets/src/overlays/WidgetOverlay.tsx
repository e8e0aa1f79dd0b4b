import {
  createWidgetConnection,
  type OverlayHealthReporter,
  type OverlayReport,
  overlayHealthReporter,
  type WidgetConnection,
  type WidgetConnectionOptions,
  widgetOverlayActors,
  widgetOverlayMachine,
  widgetOverlayStateOf,
} from '@airwave/sdk/widget'
import { useActorRef, useSelector } from '@xstate/react'
import { useCallback, useEffect, useMemo, useRef, useState } from 'react'
import { AlertBox } from './AlertBox'
import { ChatBox } from './ChatBox'
import { MissionWidget } from './MissionWidget'
import { addOverlayStyles } from './overlay.styles'
import { PollWidget } from './PollWidget'
import { TimerView } from './TimerView'
import { useOverlayWords } from './useOverlayWords'

export interface WidgetOverlayProps {
  /** The secret part of the overlay's URL (`/widget/{kind}/{key}`). */
  widgetKey: string
  /** The API's origin; default the page's own. */
  baseUrl?: string
  /** Default: a connection of its own. Stories and tests pass one over a fake socket. */
  connect?: (options: WidgetConnectionOptions) => WidgetConnection
  /** Whether the page runs in OBS (no notices there); default: OBS's `window.obsstudio`. */
  inObs?: boolean
}

type KindReport = Pick<OverlayReport, 'state' | 'showing' | 'queued'>

const inObsStudio = () => typeof window !== 'undefined' && 'obsstudio' in window

/** The page is a browser source: transparent, never scrolling. */
function useOverlayPage() {
  useEffect(() => {
    addOverlayStyles(document)
    document.documentElement.classList.add('aw-widget-page')
    return () => document.documentElement.classList.remove('aw-widget-page')
  }, [])
}

/**
 * An OBS overlay page, whatever its kind: opens its connection with its key, reads its
 * widget (the SDK's `widgetOverlayMachine`: retries, follows pushes, resyncs after every cut,
 * ends when the key is replaced) and shows the kind the key names: the alert box, the chat box,
 * the timer, the poll or the challenge missions. The page stays transparent and shows nothing
 * broken while it connects or reconnects; outside OBS a small notice says what is going on. It
 * reports its health (state, last event) for the dashboard page that configures it.
 *
 * @example
 * createRoot(root).render(<WidgetOverlay widgetKey={key} />)
 */
export function WidgetOverlay({ widgetKey, baseUrl = '', connect, inObs }: WidgetOverlayProps) {
  useOverlayPage()
  const [connection, setConnection] = useState<WidgetConnection>()
  const open = connect ?? createWidgetConnection
  const latestOpen = useRef(open)
  latestOpen.current = open
  // Made in an effect, so that StrictMode's second mount gets a connection of its own.
  useEffect(() => {
    const made = latestOpen.current({ baseUrl, widgetKey })
    setConnection(made)
    return () => made.stop()
  }, [baseUrl, widgetKey])
  if (!connection) return <div className="aw-widget" data-state="loading" />
  return <OverlayBody key={widgetKey} connection={connection} inObs={inObs ?? inObsStudio()} />
}

function OverlayBody({ connection, inObs }: { connection: WidgetConnection; inObs: boolean }) {
  const machine = useMemo(
    () =>
      widgetOverlayMachine.provide({
        actors: widgetOverlayActors({ realtime: connection.realtime, client: connection.client }),
      }),
    [connection],
  )
  const actor = useActorRef(machine, { input: {} })
  const state = useSelector(actor, widgetOverlayStateOf)
  const config = useSelector(actor, (snapshot) => snapshot.context.config)
  const connected = useSelector(actor, (snapshot) => snapshot.context.connected)
  const clockOffset = useSelector(actor, (snapshot) => snapshot.context.clockOffset)
  const lastEventAt = useSelector(actor, (snapshot) => snapshot.context.lastEventAt)
  const t = useOverlayWords(config?.settings.locale ?? 'en-US')

  // A replaced key: the socket is closed for good.
  useEffect(() => {
    if (state === 'revoked') connection.stop()
  }, [state, connection])

  // Health: the kind's own report and the last event, sent again on every connection. Made in
  // an effect (before the effects that report): StrictMode's remount gets a live one.
  const reporter = useRef<OverlayHealthReporter | undefined>(undefined)
  useEffect(() => {
    const made = overlayHealthReporter((report) =>
      connection.realtime.send('WIDGET_HEALTH', report),
    )
    reporter.current = made
    return () => {
      made.stop()
      if (reporter.current === made) reporter.current = undefined
    }
  }, [connection])
  const [kindReport, setKindReport] = useState<KindReport>({ state: 'ready' })
  const onReport = useCallback((report: KindReport) => setKindReport(report), [])
  useEffect(() => {
    if (connected) reporter.current?.again()
  }, [connected])
  useEffect(() => {
    if (!connected || !config) return
    reporter.current?.report({
      ...kindReport,
      lastEventAt: lastEventAt === undefined ? null : new Date(lastEventAt).toISOString(),
    })
  }, [connected, config, kindReport, lastEventAt])

  const notice =
    inObs || (state === 'ready' && connected)
      ? undefined
      : state === 'revoked'
        ? { kind: 'revoked', text: t('overlayRevoked') }
        : state === 'loading'
          ? { kind: 'connecting', text: t('overlayConnecting') }
          : { kind: 'reconnecting', text: t('overlayReconnecting') }

  return (
    <div
      className="aw-widget-root"
      data-state={state}
      data-kind={config?.kind}
      data-link={connected ? 'connected' : 'disconnected'}
    >
      {config?.kind === 'alertbox' ? (
        <AlertBox
          connection={connection}
          settings={config.settings}
          paused={config.paused}
          lastSeq={config.lastSeq}
          t={t}
          onReport={onReport}
        />
      ) : null}
      {config?.kind === 'chatbox' ? (
        <ChatBox
          connection={connection}
          channelId={config.channelId}
          settings={config.settings}
          t={t}
          onReport={onReport}
        />
      ) : null}
      {config?.kind === 'timer' ? (
        <TimerView
          timer={config.timer}
          settings={config.settings}
          clockOffset={clockOffset}
          t={t}
        />
      ) : null}
      {config?.kind === 'poll' ? (
        <PollWidget
          connection={connection}
          channelId={config.channelId}
          settings={config.settings}
          t={t}
          onReport={onReport}
        />
      ) : null}
      {config?.kind === 'challenge-mission' ? (
        <MissionWidget
          connection={connection}
          channelId={config.channelId}
          settings={config.settings}
          t={t}
          connected={connected}
          onReport={onReport}
        />
      ) : null}
      {notice ? (
        <p className="aw-widget-notice" data-kind={notice.kind} role="status">
          {notice.text}
        </p>
      ) : null}
    </div>
  )
}
