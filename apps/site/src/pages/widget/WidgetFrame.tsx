import type { WidgetAdmin, WidgetHealth, WidgetKind } from '@airwave/sdk/widget'
import { addOverlayStyles } from '@airwave/widgets/overlays'
import { type ComponentType, type ReactNode, useEffect, useState } from 'react'
import { fill, useDiscoveryText } from '../../i18n/discovery'
import { useWidgetWords, type WidgetWords } from '../../i18n/widget'
import { DashboardPage } from '../../layout/DashboardPage'
import { AlertDialog } from '../../ui/AlertDialog'
import { NavLinks } from '../../ui/NavLinks'
import { ErrorState, Loading } from '../../ui/states'
import { messageOf } from './callNote'
import { Panel } from './fields'
import { useWidgetAdmin, type WidgetClient } from './widgetAdmin'
import './widgetDashboard.css'

const PAGES = [
  { path: '/dashboard/widget/alertbox', word: 'alertBox' },
  { path: '/dashboard/widget/chatbox', word: 'chatBox' },
  { path: '/dashboard/widget/timer', word: 'timer' },
  { path: '/dashboard/widget/status-board', word: 'statusBoard' },
] as const

/** The widget pages' own nav, under the dashboard's. */
function WidgetNav() {
  const words = useWidgetWords()
  return (
    <nav className="aw-site-widget-nav" aria-label={words.widgetPages}>
      <NavLinks
        items={PAGES.map((page) => ({ to: page.path, label: words[page.word], end: true }))}
      />
    </nav>
  )
}

/**
 * A widget dashboard page (`/dashboard/widget/...`): the dashboard's frame and the widgets'
 * nav, then one section per widget the page configures.
 */
export function WidgetPage({ title, children }: { title: string; children: ReactNode }) {
  useEffect(() => addOverlayStyles(document), [])
  return (
    <DashboardPage title={title}>
      {() => (
        <div className="aw-site-widget-page">
          <WidgetNav />
          {children}
        </div>
      )}
    </DashboardPage>
  )
}

/** A page for one widget, named as the page: its URL and health, then its body. */
export function SingleWidgetPage<K extends WidgetKind>({
  kind,
  title,
  Body,
}: {
  kind: K
  title: string
  Body: ComponentType<WidgetSectionContext<K>>
}) {
  return (
    <WidgetPage title={title}>
      <WidgetSection kind={kind} name={title}>
        {(context) => <Body {...context} />}
      </WidgetSection>
    </WidgetPage>
  )
}

/** What a widget section's body gets: the widget, its calls, and how to show a newer answer. */
export interface WidgetSectionContext<K extends WidgetKind = WidgetKind> {
  admin: WidgetAdmin & { kind: K }
  client: WidgetClient
  replace: (admin: WidgetAdmin) => void
}

/** One widget: its URL and health first (what a streamer setting OBS up needs), then its body. */
export function WidgetSection<K extends WidgetKind>({
  kind,
  name,
  children,
}: {
  kind: K
  name: string
  children: (context: WidgetSectionContext<K>) => ReactNode
}) {
  const { client, query, replace } = useWidgetAdmin(kind)
  if (query.isPending) return <Loading />
  if (query.isError) return <ErrorState error={query.error} retry={() => query.refetch()} />
  // The widget asked for by its kind is answered as that kind.
  const admin = query.data as WidgetAdmin & { kind: K }
  return (
    <div className="aw-site-widget-section" data-kind={kind}>
      <div className="aw-site-widget-row">
        <WidgetUrl admin={admin} name={name} client={client} replace={replace} />
        <HealthPanel health={admin.health} kind={kind} />
      </div>
      {children({ admin, client, replace })}
    </div>
  )
}

function WidgetUrl({
  admin,
  name,
  client,
  replace,
}: {
  admin: WidgetAdmin
  name: string
  client: WidgetClient
  replace: (admin: WidgetAdmin) => void
}) {
  const words = useWidgetWords()
  const { cancel } = useDiscoveryText()
  const [shown, setShown] = useState(false)
  const [asking, setAsking] = useState(false)
  const [note, setNote] = useState('')
  const url = `${location.origin}/widget/${admin.kind}/${admin.key}`
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(url)
      setNote(words.urlCopied)
    } catch {
      // No clipboard (an insecure page): show it to copy by hand.
      setShown(true)
    }
  }
  const rotate = async () => {
    setAsking(false)
    try {
      replace(await client.rotateKey(admin.kind, {}))
      setNote(words.urlReplaced)
    } catch (error) {
      setNote(fill(words.failed, { message: messageOf(error) }))
    }
  }
  return (
    <Panel title={words.urlHeading}>
      <p className="aw-site-muted">{words.urlHint}</p>
      <input
        className="aw-site-widget-url"
        readOnly
        type={shown ? 'text' : 'password'}
        value={url}
        aria-label={fill(words.urlLabel, { widget: name })}
        onFocus={(event) => event.currentTarget.select()}
        data-testid="widget-url"
      />
      <div className="aw-site-inline-form">
        <button type="button" className="aw-button" onClick={copy}>
          {words.urlCopy}
        </button>
        <button type="button" className="aw-button" onClick={() => setShown(!shown)}>
          {shown ? words.urlHide : words.urlShow}
        </button>
        <a className="aw-button" href={url} target="_blank" rel="noreferrer">
          {words.urlOpen}
        </a>
        <button
          type="button"
          className="aw-button"
          data-variant="danger"
          onClick={() => setAsking(true)}
        >
          {words.urlReplace}
        </button>
      </div>
      {asking && (
        <AlertDialog
          title={words.urlReplace}
          body={words.urlReplaceConfirm}
          confirmLabel={words.urlReplace}
          variant="danger"
          onConfirm={() => void rotate()}
          cancel={{ label: cancel, onCancel: () => setAsking(false) }}
        />
      )}
      <p className="aw-site-muted" role="status">
        {note}
      </p>
    </Panel>
  )
}

function when(iso: string, locale: string) {
  return new Date(iso).toLocaleString(locale, { dateStyle: 'medium', timeStyle: 'medium' })
}

function healthLines(health: WidgetHealth, kind: WidgetKind, words: WidgetWords, locale: string) {
  if (health.overlays.length === 0) {
    return [
      words.healthNone,
      health.lastSeenAt
        ? fill(words.healthLastSeen, { time: when(health.lastSeenAt, locale) })
        : words.healthNever,
    ]
  }
  const count = health.overlays.length
  const lines = [
    count === 1 ? words.healthConnectedOne : fill(words.healthConnectedOther, { count }),
  ]
  const last = health.overlays
    .map((overlay) => overlay.report?.lastEventAt)
    .filter((at): at is string => typeof at === 'string')
    .sort()
    .at(-1)
  lines.push(last ? fill(words.healthLastEvent, { time: when(last, locale) }) : words.healthNoEvent)
  const report = health.overlays.find((overlay) => overlay.report?.showing != null)?.report
  if (kind === 'alertbox' && report?.showing != null) {
    lines.push(fill(words.healthShowing, { seq: report.showing, count: report.queued ?? 0 }))
  }
  return lines
}

/** The widget's overlays as they report themselves: connected or not, their last event. */
function HealthPanel({ health, kind }: { health: WidgetHealth; kind: WidgetKind }) {
  const words = useWidgetWords()
  const locale = document.documentElement.lang || 'en-US'
  const connected = health.overlays.length > 0
  return (
    <Panel title={words.healthHeading}>
      <ul
        className="aw-site-widget-health"
        data-state={connected ? 'connected' : 'disconnected'}
        data-testid="widget-health"
      >
        {healthLines(health, kind, words, locale).map((line) => (
          <li key={line}>{line}</li>
        ))}
      </ul>
    </Panel>
  )
}
