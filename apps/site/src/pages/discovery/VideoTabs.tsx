import { NavLink } from 'react-router'
import { useDiscoveryText } from '../../i18n/discovery'

/** The video kinds' pages, as tabs: all, replays, clips, uploads. */
export function VideoTabs({ base = '/video' }: { base?: string }) {
  const words = useDiscoveryText()
  const tabs = [
    { to: base, label: words.allVideos, end: true },
    { to: `${base}/replay`, label: words.replaysTitle, end: false },
    { to: `${base}/clip`, label: words.clipsTitle, end: false },
    { to: `${base}/upload`, label: words.uploadsTitle, end: false },
  ]
  return (
    <nav className="aw-site-tabs" aria-label={words.videosTitle}>
      {tabs.map((tab) => (
        <NavLink key={tab.to} to={tab.to} end={tab.end} className="aw-site-tab">
          {tab.label}
        </NavLink>
      ))}
    </nav>
  )
}
