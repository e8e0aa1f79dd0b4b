import { type ReactNode, useId } from 'react'

export interface AccountPageProps {
  /** The page's heading, which names the section. */
  title: string
  /** For `data-state`. */
  state: string
  /** A page with a list (channels, devices) takes the wide column. */
  wide?: boolean
  busy?: boolean
  children?: ReactNode
}

/**
 * An account page: a section named by its `h1`, its state in `data-state`.
 *
 * @example <AccountPage title={t('securityTitle')} state={state}>…</AccountPage>
 */
export function AccountPage({ title, state, wide, busy, children }: AccountPageProps) {
  const titleId = useId()
  return (
    <section
      className="aw-account"
      data-width={wide ? 'wide' : undefined}
      data-state={state}
      aria-labelledby={titleId}
      aria-busy={busy}
    >
      <h1 id={titleId} className="aw-account-title">
        {title}
      </h1>
      {children}
    </section>
  )
}
