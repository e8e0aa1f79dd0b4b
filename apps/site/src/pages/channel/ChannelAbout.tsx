import type { ChannelInfo } from '@airwave/sdk/channel'
import { useInfiniteQuery } from '@tanstack/react-query'
import { useSite } from '../../app/siteContext'
import { counted, useDiscoveryText } from '../../i18n/discovery'
import { CardGrid } from '../discovery/cards'
import { channelVideoListQuery, HOME_ROW } from '../discovery/discoveryQueries'
import { ListSection } from '../discovery/ListSection'
import { FollowToggle } from './FollowToggle'

/**
 * Under the channel's player: its avatar, followers and the follow button, then its
 * latest videos with the way to all of them.
 */
export function ChannelAbout({ channelId, info }: { channelId: string; info: ChannelInfo }) {
  const { client, locale } = useSite()
  const words = useDiscoveryText()
  const videos = useInfiniteQuery(channelVideoListQuery(client, channelId, HOME_ROW))
  const picture = info.channelProfileImg
  return (
    <>
      <div className="aw-site-channel-row" data-testid="channel-about">
        <span className="aw-site-avatar" aria-hidden="true">
          {picture ? <img src={picture} alt="" /> : info.nickname.slice(0, 1).toUpperCase()}
        </span>
        {info.totalFollowerCount !== undefined && (
          <span className="aw-site-muted" data-testid="follower-count">
            {counted(locale, info.totalFollowerCount, words.follower, words.followers)}
          </span>
        )}
        <FollowToggle channelId={channelId} info={info} />
      </div>
      <ListSection
        title={words.channelVideos}
        query={{ ...videos, data: videos.data?.pages[0] }}
        items={(data) => data.vodList}
        empty={words.noVideos}
        seeAll={{ to: `/${encodeURIComponent(channelId)}/video`, label: words.seeAll }}
      >
        {(data) => <CardGrid cards={data.vodList} label={words.channelVideos} />}
      </ListSection>
    </>
  )
}
