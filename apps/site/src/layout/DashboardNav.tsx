import { NavLink } from 'react-router'
import { useSite } from '../app/siteContext'

/** The streamer's dashboard sections, on each of its pages. */
export function DashboardNav() {
  const { text } = useSite()
  return (
    <nav className="aw-site-dashboard-nav" aria-label={text.dashboard}>
      <NavLink className="aw-site-nav-link" to="/dashboard/community" end>
        {text.dashboardCommunity}
      </NavLink>
      <NavLink className="aw-site-nav-link" to="/dashboard/chat" end>
        {text.dashboardChat}
      </NavLink>
    </nav>
  )
}
