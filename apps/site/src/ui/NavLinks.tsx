import { Link, NavLink, useLocation } from 'react-router'

/** One link of a nav: where it goes, its words, and whether only that exact path marks it. */
export interface NavItem {
  to: string
  label: string
  /** Marked on that path only, not on the pages below it. */
  end?: boolean
  /** Other sections the link stands for, marked on them and below (a section of several pages). */
  also?: readonly string[]
}

const isUnder = (pathname: string, section: string) =>
  pathname === section || pathname.startsWith(`${section}/`)

/**
 * A nav's links, the one of the page marked (`aria-current`, the `active` class). The site's
 * navs and tab rows differ only in their items and the links' class.
 */
export function NavLinks({
  items,
  className = 'aw-site-nav-link',
}: {
  items: readonly NavItem[]
  className?: string
}) {
  const { pathname } = useLocation()
  return items.map((item) =>
    item.also?.some((section) => isUnder(pathname, section)) ? (
      <Link key={item.to} className={`${className} active`} to={item.to} aria-current="page">
        {item.label}
      </Link>
    ) : (
      <NavLink key={item.to} className={className} to={item.to} end={item.end ?? false}>
        {item.label}
      </NavLink>
    ),
  )
}

/** A row of tabs that are pages: `/following`, `/following/channel`… */
export function TabNav({ label, items }: { label: string; items: readonly NavItem[] }) {
  return (
    <nav className="aw-site-tabs" aria-label={label}>
      <NavLinks items={items} className="aw-site-tab" />
    </nav>
  )
}
