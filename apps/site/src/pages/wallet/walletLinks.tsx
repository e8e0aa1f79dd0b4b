import type { ReactNode } from 'react'
import { Link } from 'react-router'

/** The wallet components' links, through the site's router. */
export function routerLink({
  href,
  className,
  children,
}: {
  href: string
  className: string
  children: ReactNode
}) {
  return (
    <Link to={href} className={className}>
      {children}
    </Link>
  )
}
