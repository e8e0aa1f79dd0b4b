import { FollowButton, useChannelVideos, useFollow } from '@airwave/react/video'
import { isOwner } from '@airwave/sdk'
import type { ChannelInfo } from '@airwave/sdk/channel'
import { useSite } from '../../app/siteContext'
import { useViewer } from '../../app/useViewer'
import { counted, useDiscoveryText } from '../../i18n/discovery'
import { CardGrid, CardRowShape, HOME_ROW } from '../discovery/cards'
import { ListSection } from '../discovery/ListSection'

/** Under the channel's player: its avatar, followers and the follow button. */
export function ChannelAbout({ channelId, info }: { channelId: string; info: ChannelInfo }) {
  const { locale } = useSite()
  const words = useDiscoveryText()
  const picture = info.channelProfileImg
  const viewer = useViewer()
  // The kit's follow: optimistic, the count in step, the login prompt for guests.
  const follow = useFollow(channelId, info.myChannelRelatedInfo?.isFollow, info.totalFollowerCount)
  return (
    <div className="aw-site-channel-row" data-testid="channel-about">
      <span className="aw-site-avatar" aria-hidden="true">
        {picture ? <img src={picture} alt="" /> : info.nickname.slice(0, 1).toUpperCase()}
      </span>
      <span className="aw-site-muted" data-testid="follower-count">
        {counted(locale, follow.count, words.follower, words.followers)}
      </span>
      {!(viewer && isOwner(viewer, channelId)) && (
        <FollowButton channelId={channelId} follow={follow} />
      )}
    </div>
  )
}

/**
 * The channel's latest videos, with the way to all of them: the channel's video list, so its
 * owner and managers edit and delete from here too, and everyone else is in restricted mode.
 */
export function ChannelVideos({ channelId, manager }: { channelId: string; manager?: boolean }) {
  const words = useDiscoveryText()
  const videos = useChannelVideos(channelId, { limit: HOME_ROW })
  return (
    <ListSection
      title={words.channelVideos}
      query={{ ...videos, data: videos.data?.pages[0] }}
      items={(data) => data.vodList}
      empty={words.noVideos}
      reserve={<CardRowShape count={HOME_ROW} firstRow />}
      seeAll={{ to: `/${encodeURIComponent(channelId)}/video`, label: words.seeAll }}
    >
      {(data) => (
        <CardGrid
          cards={data.vodList}
          label={words.channelVideos}
          videoListOf={channelId}
          manager={manager === true}
          onChannelPage
        />
      )}
    </ListSection>
  )
}
