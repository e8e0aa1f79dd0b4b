import { channelInfoQuery } from '@airwave/sdk/channel'
import { useQuery } from '@tanstack/react-query'
import { Link } from 'react-router'
import { useSite } from '../../app/siteContext'
import { counted, useDiscoveryText } from '../../i18n/discovery'

/** One channel: its picture, name and followers, linking to its page. */
function ChannelTile({ channelId }: { channelId: string }) {
  const { client, locale } = useSite()
  const words = useDiscoveryText()
  const info = useQuery(channelInfoQuery(client, channelId))
  const name = info.data?.nickname ?? channelId
  const picture = info.data?.channelProfileImg
  return (
    <li className="aw-site-channel-tile">
      <Link to={`/${encodeURIComponent(channelId)}`} className="aw-site-channel-tile-link">
        <span className="aw-site-avatar" aria-hidden="true">
          {picture ? <img src={picture} alt="" loading="lazy" /> : name.slice(0, 1).toUpperCase()}
        </span>
        <span className="aw-site-channel-tile-name">{name}</span>
      </Link>
      {/* Its line is there before the count comes, so the tile keeps its height. */}
      <span className="aw-site-muted">
        {info.data?.totalFollowerCount === undefined
          ? '\u00a0'
          : counted(locale, info.data.totalFollowerCount, words.follower, words.followers)}
      </span>
    </li>
  )
}

/** Channels as tiles, each loading its own info. */
export function ChannelTiles({
  channelIds,
  label,
}: {
  channelIds: readonly string[]
  label: string
}) {
  return (
    <ul className="aw-site-channel-tiles" aria-label={label}>
      {channelIds.map((channelId) => (
        <ChannelTile key={channelId} channelId={channelId} />
      ))}
    </ul>
  )
}

/** The shape of a row of tiles, for `ListSection`'s `reserve`: a tile's lines, invisible. */
export function ChannelTileRowShape({ count }: { count: number }) {
  return (
    <ul className="aw-site-channel-tiles aw-site-first-row">
      {Array.from({ length: count }, (_, index) => (
        <li key={index} className="aw-site-channel-tile">
          <span className="aw-site-channel-tile-link">
            <span className="aw-site-avatar">A</span>
            <span className="aw-site-channel-tile-name">Airwave</span>
          </span>
          <span className="aw-site-muted">{'\u00a0'}</span>
        </li>
      ))}
    </ul>
  )
}
