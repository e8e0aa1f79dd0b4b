import { ApiError } from '@airwave/react'
import type { ReactNode } from 'react'
import { Link } from 'react-router'
import { useSite } from '../app/siteContext'

/** A polite live region while something loads; `hidden`: for screen readers only. */
export function Loading({ hidden = false }: { hidden?: boolean }) {
  const { text } = useSite()
  return (
    <p
      className={hidden ? 'aw-visually-hidden' : 'aw-site-state'}
      data-state="loading"
      role="status"
    >
      {text.loading}
    </p>
  )
}

/** Whether a failed call means the thing asked for does not exist. */
export function isNotFound(error: unknown): boolean {
  return error instanceof ApiError && (error.status === 404 || error.kind === 'not-found')
}

/** A failure with the server's message (when there is one) and a retry. */
export function ErrorState({ error, retry }: { error: unknown; retry?: () => void }) {
  const { text } = useSite()
  const detail = error instanceof ApiError ? error.message : undefined
  return (
    <div className="aw-site-state" data-state="error" role="alert">
      <p>{text.failed}</p>
      {detail && <p className="aw-site-muted">{detail}</p>}
      {retry && (
        <button type="button" className="aw-button" onClick={retry}>
          {text.retry}
        </button>
      )}
    </div>
  )
}

/** The not-found page's content; `message` says what was not found. */
export function NotFound({ message, children }: { message?: string; children?: ReactNode }) {
  const { text } = useSite()
  return (
    <section className="aw-site-state" data-state="not-found">
      <title>{`${text.notFound} · Airwave`}</title>
      <h1 className="aw-site-title">{text.notFound}</h1>
      <p className="aw-site-muted">{message ?? text.notFoundBody}</p>
      {children ?? (
        <Link className="aw-button" to="/">
          {text.home}
        </Link>
      )}
    </section>
  )
}
