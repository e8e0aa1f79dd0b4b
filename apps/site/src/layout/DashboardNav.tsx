import { useSite } from '../app/siteContext'
import { useEmbedText } from '../i18n/embed'
import { useWidgetWords } from '../i18n/widget'
import { DashboardStopAlert } from '../pages/dashboard/DashboardStopAlert'
import { NavLinks } from '../ui/NavLinks'

/** The streamer's dashboard sections, on each of its pages, with the stop alert of a suspension. */
export function DashboardNav() {
  const { text } = useSite()
  const widgetWords = useWidgetWords()
  const embedWords = useEmbedText()
  return (
    <nav className="aw-site-dashboard-nav" aria-label={text.dashboard}>
      <DashboardStopAlert />
      <NavLinks
        items={[
          { to: '/dashboard', label: text.dashboardStream, end: true },
          { to: '/dashboard/community', label: text.dashboardCommunity, end: true },
          { to: '/dashboard/chat', label: text.dashboardChat, end: true },
          { to: '/poll/list', label: text.dashboardPolls, end: true },
          {
            to: '/dashboard/monetization',
            label: text.dashboardMonetization,
            also: ['/dashboard/signature-gem'],
          },
          { to: '/dashboard/subscribers', label: text.dashboardSubscribers },
          {
            to: '/dashboard/widget/alertbox',
            label: widgetWords.widgetsNav,
            also: ['/dashboard/widget'],
          },
          { to: '/dashboard/embed', label: embedWords.title, end: true },
        ]}
      />
    </nav>
  )
}
