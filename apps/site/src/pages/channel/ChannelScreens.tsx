import type { LiveInfo } from '@airwave/react/chat'
import { LiveScreens } from '@airwave/react/raid'
import { isOwner } from '@airwave/sdk'
import type { ReactNode } from 'react'
import { useNavigate } from 'react-router'
import { useViewer } from '../../app/useViewer'

export interface ChannelScreensProps {
  channelId: string
  live: LiveInfo
  /** The channel's name, for "{name} is raiding {target}". */
  name: string
}

/**
 * The raid countdown and the live-end screen of a channel page (`LiveScreens`), for the
 * player's overlay: a raid goes to the raided channel's page with its entry way in the
 * history state (`raid_cms_auto`, for the page's logging), a recommended video to its page.
 */
export function ChannelScreens({ channelId, live, name }: ChannelScreensProps) {
  const navigate = useNavigate()
  const viewer = useViewer()
  // The raiding streamer stays on their own page, where their chat and their live are (chosen).
  const own = viewer !== undefined && isOwner(viewer, channelId)
  return (
    <LiveScreens
      channelId={channelId}
      raidAutoplay={!own}
      live={live.state}
      categoryIdx={live.streamInfo?.categoryIdx}
      raiderName={name}
      onRaid={({ path, entryWay }) => navigate(path, { state: { entryWay } })}
      onPlay={({ path }) => navigate(path)}
    />
  )
}

/**
 * The offline card with the same screens over it: a channel opened after its live ended shows
 * the recommended videos where the player would be. The card stays what it is (a status);
 * the screens are beside it in the box, not inside its live region.
 */
export function OfflineScreens({
  children,
  ...props
}: ChannelScreensProps & { children: ReactNode }) {
  return (
    <div
      className="aw-site-off-box"
      style={{ position: 'relative', borderRadius: 12, overflow: 'hidden' }}
    >
      {children}
      <ChannelScreens {...props} />
    </div>
  )
}
