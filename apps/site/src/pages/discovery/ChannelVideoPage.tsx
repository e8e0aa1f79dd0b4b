import { useChannelVideos } from '@airwave/react/video'
import { channelInfoQuery } from '@airwave/sdk/channel'
import { useQuery } from '@tanstack/react-query'
import { Link, useParams } from 'react-router'
import { useSite } from '../../app/siteContext'
import { useDiscoveryText } from '../../i18n/discovery'
import { isNotFound, NotFound } from '../../ui/states'
import { PagedVideos } from './PagedVideos'

/** `/{channelId}/video`: the channel's videos, newest first. */
export function ChannelVideoPage() {
  const { channelId = '' } = useParams()
  const { client, text } = useSite()
  const words = useDiscoveryText()
  const channel = useQuery(channelInfoQuery(client, channelId))
  const videos = useChannelVideos(channelId)
  if (channel.isError && isNotFound(channel.error))
    return <NotFound message={text.channelNotFound} />
  const name = channel.data?.nickname ?? channelId
  return (
    <div className="aw-site-discovery">
      <title>{`${name} · ${words.channelVideos} · Airwave`}</title>
      <p className="aw-site-breadcrumb">
        <Link to={`/${encodeURIComponent(channelId)}`}>{name}</Link>
      </p>
      <PagedVideos
        title={`${name} · ${words.channelVideos}`}
        query={videos}
        videoListOf={channelId}
        manager={channel.data?.myChannelRelatedInfo?.isManager === true}
      />
    </div>
  )
}
