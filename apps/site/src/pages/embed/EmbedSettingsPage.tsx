import {
  EMBED_HOSTS_LIMIT,
  embedSettingsQuery,
  normalizeEmbedHost,
  saveEmbedSettings,
} from '@airwave/sdk/embed'
import { useQuery, useQueryClient } from '@tanstack/react-query'
import { type FormEvent, useId, useState } from 'react'
import { useSite } from '../../app/siteContext'
import { fill } from '../../i18n/discovery'
import { useEmbedText } from '../../i18n/embed'
import { DashboardPage } from '../../layout/DashboardPage'
import { ErrorState, Loading } from '../../ui/states'

type SaveState = 'idle' | 'saving' | 'saved' | 'error'

/**
 * The streamer's embed settings (`/dashboard/embed`): the websites allowed to embed the channel's
 * player and board (the iframe's `frame-ancestors`, the script-tag elements' CORS), and the two
 * lines to paste. The server checks the owner and every host again.
 */
export function EmbedSettingsPage() {
  const text = useEmbedText()
  return (
    <DashboardPage title={text.title}>
      {(channelId) => <EmbedSettingsForm key={channelId} channelId={channelId} />}
    </DashboardPage>
  )
}

function EmbedSettingsForm({ channelId }: { channelId: string }) {
  // Keyed by the channel below: another channel is another form.
  const text = useEmbedText()
  const { client } = useSite()
  const queryClient = useQueryClient()
  const ids = { hosts: useId(), add: useId(), problem: useId(), status: useId() }
  // The channel is the signed-in member's own.
  const query = embedSettingsQuery(client, channelId)
  const settings = useQuery(query)
  // The list as edited here; undefined while it is the saved one.
  const [edited, setEdited] = useState<string[] | undefined>(undefined)
  const [draft, setDraft] = useState('')
  const [problem, setProblem] = useState('')
  const [state, setState] = useState<SaveState>('idle')
  const [copied, setCopied] = useState(false)

  if (settings.isPending) return <Loading />
  if (settings.isError) {
    // Reset, not refetch: the page shows loading again while it asks.
    const retry = () => queryClient.resetQueries({ queryKey: query.queryKey })
    return <ErrorState error={new Error(text.loadFailed)} retry={retry} />
  }
  const loaded = settings.data
  const hosts = edited ?? loaded.allowedHosts

  const add = (event: FormEvent) => {
    event.preventDefault()
    const host = normalizeEmbedHost(draft)
    if (!host) return setProblem(fill(text.invalid, { host: draft.trim() }))
    if (hosts.includes(host)) return setProblem(fill(text.duplicate, { host }))
    if (hosts.length >= EMBED_HOSTS_LIMIT)
      return setProblem(fill(text.limit, { count: EMBED_HOSTS_LIMIT }))
    setEdited([...hosts, host])
    setDraft('')
    setProblem('')
    setState('idle')
  }
  const save = () => {
    setState('saving')
    saveEmbedSettings(client, queryClient, channelId, { allowedHosts: hosts }).then(
      () => {
        setEdited(undefined)
        setState('saved')
      },
      () => setState('error'),
    )
  }
  const changed = hosts.join(' ') !== loaded.allowedHosts.join(' ')
  const origin = location.origin
  // The style keeps the player's place from the first paint: no layout shift when it loads.
  const snippet = `<script src="${origin}/embed.js" async></script>\n<airwave-player channel="${channelId}" style="display:block;aspect-ratio:16/9"></airwave-player>`

  return (
    <div className="aw-site-form aw-site-embed">
      <p className="aw-site-muted">{text.lead}</p>
      <section aria-labelledby={ids.hosts} className="aw-site-form">
        <h2 id={ids.hosts} className="aw-site-embed-heading">
          {text.hostsLabel}
        </h2>
        {hosts.length === 0 ? (
          <p className="aw-site-muted">{text.empty}</p>
        ) : (
          <ul className="aw-site-embed-hosts">
            {hosts.map((host) => (
              <li key={host}>
                <code>{host}</code>
                <button
                  type="button"
                  className="aw-button"
                  aria-label={fill(text.remove, { host })}
                  onClick={() => {
                    setEdited(hosts.filter((entry) => entry !== host))
                    setState('idle')
                  }}
                >
                  ×
                </button>
              </li>
            ))}
          </ul>
        )}
        <form className="aw-site-inline-form" onSubmit={add} noValidate>
          <label htmlFor={ids.add} className="aw-site-field">
            <span>{text.addLabel}</span>
            <input
              id={ids.add}
              value={draft}
              placeholder="news.example.com"
              autoComplete="off"
              spellCheck={false}
              aria-invalid={problem !== ''}
              aria-describedby={`${ids.add}-hint ${ids.problem}`}
              onChange={(event) => {
                setDraft(event.target.value)
                setProblem('')
              }}
            />
          </label>
          <button type="submit" className="aw-button" disabled={draft.trim() === ''}>
            {text.add}
          </button>
        </form>
        <p id={`${ids.add}-hint`} className="aw-site-muted">
          {text.hostsHint}
        </p>
        <p id={ids.problem} className="aw-site-error" role="alert">
          {problem}
        </p>
        <div className="aw-site-inline-form">
          <button
            type="button"
            className="aw-button"
            data-variant="primary"
            disabled={!changed || state === 'saving'}
            onClick={save}
          >
            {state === 'saving' ? text.saving : text.save}
          </button>
          <p id={ids.status} role="status" className={state === 'error' ? 'aw-site-error' : ''}>
            {state === 'saved' ? text.saved : state === 'error' ? text.loadFailed : ''}
          </p>
        </div>
      </section>
      <section className="aw-site-form" aria-label={text.snippetTitle}>
        <h2 className="aw-site-embed-heading">{text.snippetTitle}</h2>
        <p className="aw-site-muted">{text.snippetLead}</p>
        <pre className="aw-site-embed-snippet">
          <code>{snippet}</code>
        </pre>
        <div className="aw-site-inline-form">
          <button
            type="button"
            className="aw-button"
            onClick={() => {
              navigator.clipboard?.writeText(snippet).then(
                () => setCopied(true),
                () => {},
              )
            }}
          >
            {copied ? text.copied : text.copy}
          </button>
        </div>
      </section>
      <style>{embedSettingsStyles}</style>
    </div>
  )
}

const embedSettingsStyles = `.aw-site-embed{max-width:720px}
.aw-site-embed form.aw-site-inline-form{align-items:end}
.aw-site-embed-heading{font-size:18px;font-weight:700}
.aw-site-embed-hosts{display:grid;gap:8px}
.aw-site-embed-hosts li{display:flex;align-items:center;justify-content:space-between;gap:8px;padding:8px 12px;border:1px solid var(--aw-border);border-radius:var(--aw-radius);background:var(--aw-surface)}
.aw-site-embed-snippet{margin:0;padding:12px;border-radius:var(--aw-radius);background:var(--aw-surface-2);font-size:13px;white-space:pre-wrap;overflow-wrap:anywhere}`
