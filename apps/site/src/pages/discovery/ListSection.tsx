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
}: ListSectionProps<T>) {
  const Heading = level === 1 ? 'h1' : 'h2'
  let body: ReactNode
  if (query.isPending) body = <Loading />
  else if (query.isError || query.data === undefined)
    body = <ErrorState error={query.error} retry={() => query.refetch()} />
  else if (items(query.data).length === 0)
    body = (
      <p className="aw-site-muted" data-state="empty">
        {empty}
      </p>
    )
  else body = children(query.data)
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
