import type { RenderAccountLink } from '@airwave/react/account'
import { Link } from 'react-router'

/** The kit's account links as the router's: no page load between the account pages. */
export const siteLink: RenderAccountLink = ({ href, className, children }) => (
  <Link to={href} className={className}>
    {children}
  </Link>
)
