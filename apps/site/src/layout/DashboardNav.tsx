import { NavLink } from 'react-router'
import { useSite } from '../app/siteContext'
import { useEmbedText } from '../i18n/embed'
import { useWidgetWords } from '../i18n/widget'
import { DashboardStopAlert } from '../pages/dashboard/DashboardStopAlert'

/** The streamer's dashboard sections, on each of its pages, with the stop alert of a suspension. */
export function DashboardNav() {
  const { text } = useSite()
  const widgetWords = useWidgetWords()
  const embedWords = useEmbedText()
  return (
    <nav className="aw-site-dashboard-nav" aria-label={text.dashboard}>
      <DashboardStopAlert />
      <NavLink className="aw-site-nav-link" to="/dashboard" end>
        {text.dashboardStream}
      </NavLink>
      <NavLink className="aw-site-nav-link" to="/dashboard/community" end>
        {text.dashboardCommunity}
      </NavLink>
      <NavLink className="aw-site-nav-link" to="/dashboard/chat" end>
        {text.dashboardChat}
      </NavLink>
      <NavLink className="aw-site-nav-link" to="/poll/list" end>
        {text.dashboardPolls}
      </NavLink>
      <NavLink className="aw-site-nav-link" to="/dashboard/monetization">
        {text.dashboardMonetization}
      </NavLink>
      <NavLink className="aw-site-nav-link" to="/dashboard/widget/alertbox">
        {widgetWords.widgetsNav}
      </NavLink>
      <NavLink className="aw-site-nav-link" to="/dashboard/embed" end>
        {embedWords.title}
      </NavLink>
    </nav>
  )
}
