import { NavLink } from 'react-router'

/** One link of a nav: where it goes, its words, and whether only that exact path marks it. */
export interface NavItem {
  to: string
  label: string
  /** Marked on that path only, not on the pages below it. */
  end?: boolean
}

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
  return items.map((item) => (
    <NavLink key={item.to} className={className} to={item.to} end={item.end ?? false}>
      {item.label}
    </NavLink>
  ))
}

/** A row of tabs that are pages: `/following`, `/following/channel`… */
export function TabNav({ label, items }: { label: string; items: readonly NavItem[] }) {
  return (
    <nav className="aw-site-tabs" aria-label={label}>
      <NavLinks items={items} className="aw-site-tab" />
    </nav>
  )
}
