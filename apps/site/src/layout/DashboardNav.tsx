import { useMissionText } from '@airwave/react/mission'
import {
  type DashboardAccess,
  type DashboardGroup,
  dashboardHref,
  dashboardMenu,
} from '@airwave/sdk/channel'
import { useEffect, useId, useState } from 'react'
import { useLocation } from 'react-router'
import { useSite } from '../app/siteContext'
import {
  type DashboardCommunityWords,
  useDashboardCommunityWords,
} from '../i18n/dashboardCommunity'
import { useEmbedText } from '../i18n/embed'
import { useWidgetWords } from '../i18n/widget'
import { DashboardStopAlert } from '../pages/dashboard/DashboardStopAlert'
import { NavLinks } from '../ui/NavLinks'
import './dashboard.css'
import { useDashboardAccess } from './useDashboardAccess'

const groupWords: Record<DashboardGroup, keyof DashboardCommunityWords> = {
  stream: 'groupStream',
  statistics: 'groupStatistics',
  community: 'groupCommunity',
  moderation: 'groupModeration',
  channel: 'groupChannel',
}

/** Each section's words: the site's, a domain catalogue's, or the dashboard's own. */
function useSectionLabels(): Record<string, string> {
  const { text } = useSite()
  const words = useDashboardCommunityWords()
  const widgetWords = useWidgetWords()
  const embedWords = useEmbedText()
  const missionWords = useMissionText()
  return {
    stream: text.dashboardStream,
    broadcastStats: words.broadcastStats,
    channelStats: words.channelStats,
    followers: words.followers,
    channelInfo: words.channelInfo,
    managers: words.managers,
    managerActivity: words.managerActivity,
    community: text.dashboardCommunity,
    chat: text.dashboardChat,
    chatBan: words.chatBan,
    banUsers: words.banUsers,
    chatBlockUsers: words.chatBlockUsers,
    chatReports: words.chatReports,
    commentReports: words.commentReports,
    polls: text.dashboardPolls,
    missions: missionWords('panelTitle'),
    monetization: text.dashboardMonetization,
    subscribers: text.dashboardSubscribers,
    widgets: widgetWords.widgetsNav,
    embed: embedWords.title,
  }
}

/**
 * The dashboard's sections by group (the SDK's `dashboardMenu`: a manager sees those the
 * streamer opened to them on the chosen channel), each link keeping the chosen channel. On a
 * phone the menu folds behind a button; with the stop alert of a suspension.
 */
export function DashboardNav({ access: given }: { access?: DashboardAccess }) {
  // Pages outside DashboardPage (the poll pages) let the nav find the choice itself.
  const found = useDashboardAccess()
  const access = given ?? found
  const { text } = useSite()
  const words = useDashboardCommunityWords()
  const labels = useSectionLabels()
  const { pathname } = useLocation()
  const [open, setOpen] = useState(false)
  const menuId = useId()
  // A link followed on a phone folds the menu again.
  useEffect(() => setOpen(false), [pathname])
  return (
    <nav className="aw-site-dashboard-nav" aria-label={text.dashboard}>
      <DashboardStopAlert />
      <button
        type="button"
        className="aw-button aw-site-dashboard-menu-toggle"
        aria-expanded={open}
        aria-controls={menuId}
        onClick={() => setOpen((was) => !was)}
      >
        {words.menu}
      </button>
      <div id={menuId} className="aw-site-dashboard-menu" data-state={open ? 'open' : 'closed'}>
        {dashboardMenu(access?.allows ?? (() => false)).map(({ group, sections }) => (
          <div key={group} className="aw-site-dashboard-group">
            <span className="aw-site-dashboard-group-name">{words[groupWords[group]]}</span>
            <div className="aw-site-dashboard-links">
              <NavLinks
                items={sections.map((section) => ({
                  to: dashboardHref(section.path, access?.param),
                  label: labels[section.key] ?? section.key,
                  ...(section.end !== undefined && { end: section.end }),
                  ...(section.also && { also: section.also }),
                }))}
              />
            </div>
          </div>
        ))}
      </div>
    </nav>
  )
}
