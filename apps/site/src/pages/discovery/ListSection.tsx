import type { ReactNode } from 'react'
import { Link } from 'react-router'
import { useSite } from '../../app/siteContext'
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
   * The shape of the list's first row (its skeleton, see `Reserve`): the loading, empty and
   * error states keep its height, so nothing below moves when the answer comes.
   */
  reserve?: ReactNode
}

/**
 * A state drawn over an invisible row of the list (the same markup, so the same height at any
 * width); while loading, the row's skeleton parts pulse.
 */
function Reserved({
  shape,
  state,
  children,
}: {
  shape: ReactNode
  state: 'loading' | 'empty' | 'error' | 'ready'
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

function LoadingStatus() {
  const { text } = useSite()
  return (
    <p className="aw-visually-hidden" data-state="loading" role="status">
      {text.loading}
    </p>
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
  const state =
    data === undefined
      ? query.isPending
        ? 'loading'
        : 'error'
      : items(data).length === 0
        ? 'empty'
        : 'ready'
  let body: ReactNode
  if (data !== undefined && state === 'ready') body = children(data)
  else {
    const message =
      state === 'loading' ? (
        reserve ? (
          <LoadingStatus />
        ) : (
          <Loading />
        )
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
