import { useDiscoveryText } from '../../i18n/discovery'
import { TabNav } from '../../ui/NavLinks'

/** The video kinds' pages, as tabs: all, replays, clips, uploads. */
export function VideoTabs({ base = '/video' }: { base?: string }) {
  const words = useDiscoveryText()
  const tabs = [
    { to: base, label: words.allVideos, end: true },
    { to: `${base}/replay`, label: words.replaysTitle },
    { to: `${base}/clip`, label: words.clipsTitle },
    { to: `${base}/upload`, label: words.uploadsTitle },
  ]
  return <TabNav label={words.videosTitle} items={tabs} />
}
