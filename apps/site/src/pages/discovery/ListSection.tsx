import type { ReactNode } from 'react'
import { Link } from 'react-router'
import { ErrorState, Loading } from '../../ui/states'

/** What a section needs of a query: TanStack's result fits. */
interface SectionQuery<T> {
  isPending: boolean
  isError: boolean
  error: unknown
  data: T | undefined
  refetch: () => unknown
}

export interface ListSectionProps<T> {
  title: string
  /** The heading's level: `h1` on a list's own page, `h2` on the home page. */
  level?: 1 | 2
  query: SectionQuery<T>
  /** The items of the answer; none means the empty state. */
  items: (data: T) => readonly unknown[]
  empty: string
  seeAll?: { to: string; label: string }
  children: (data: T) => ReactNode
  /** Below the list: "show more". */
  footer?: ReactNode
  /**
   * An invisible copy of the list (`CardRowShape`, `ChannelTileRowShape`): the loading, empty
   * and error states keep its height, so nothing below moves when the answer comes.
   */
  reserve?: ReactNode
}

/**
 * A state drawn over an invisible copy of the list (the same markup, so the same height at any
 * width); while loading, its items pulse.
 */
function Reserved({
  shape,
  state,
  children,
}: {
  shape: ReactNode
  state: 'loading' | 'empty' | 'error'
  children: ReactNode
}) {
  return (
    <div className="aw-site-reserve" data-state={state}>
      <div className="aw-site-reserve-shape" aria-hidden="true" inert>
        {shape}
      </div>
      {children}
    </div>
  )
}

/** A titled list with its loading, error (retry) and empty states. */
export function ListSection<T>({
  title,
  level = 2,
  query,
  items,
  empty,
  seeAll,
  children,
  footer,
  reserve,
}: ListSectionProps<T>) {
  const Heading = level === 1 ? 'h1' : 'h2'
  const data = query.isPending || query.isError ? undefined : query.data
  let body: ReactNode
  if (data !== undefined && items(data).length > 0) body = children(data)
  else {
    const state = query.isPending ? 'loading' : data === undefined ? 'error' : 'empty'
    const message =
      state === 'loading' ? (
        // Over a reserve, whose items pulse, the words are for screen readers only.
        <Loading hidden={reserve !== undefined} />
      ) : state === 'error' ? (
        <ErrorState error={query.error} retry={() => query.refetch()} />
      ) : (
        <p className="aw-site-muted" data-state="empty">
          {empty}
        </p>
      )
    body = reserve ? (
      <Reserved shape={reserve} state={state}>
        {message}
      </Reserved>
    ) : (
      message
    )
  }
  return (
    <section className="aw-site-section">
      <div className="aw-site-section-head">
        <Heading className={level === 1 ? 'aw-site-title' : 'aw-site-section-title'}>
          {title}
        </Heading>
        {seeAll && (
          <Link className="aw-site-nav-link" to={seeAll.to}>
            {seeAll.label}
          </Link>
        )}
      </div>
      {body}
      {footer}
    </section>
  )
}
