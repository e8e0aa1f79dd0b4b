import { NotificationBell } from '@airwave/react/notification'
import { Link } from 'react-router'

/** The bell and its panel with the router's links. */
export function HeaderBell() {
  return (
    <NotificationBell
      renderLink={({ href, className, children, onClick }) => (
        <Link to={href} className={className} onClick={onClick}>
          {children}
        </Link>
      )}
    />
  )
}
