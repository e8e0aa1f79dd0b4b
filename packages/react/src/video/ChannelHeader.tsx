import { isOwner, type Viewer } from '@airwave/sdk'
import { Avatar } from '../shared/avatar/Avatar'
import { useDiscoveryText } from '../shared/i18n/discoveryText'
import { useSheet } from '../shared/theme/useSheet'
import { discoveryStyles } from './discovery.styles'
import { FollowButton, useFollow } from './FollowButton'

export interface ChannelHeaderProps {
  channelId: string
  nickname: string
  profileUrl?: string | null | undefined
  followerCount?: number | undefined
  isFollow?: boolean | undefined
  /** The viewer: no follow button on their own channel. */
  viewer?: Viewer | undefined
  /** The heading level of the nickname (default 2). */
  level?: 1 | 2 | 3
  /** The link of the nickname and avatar (default `/{channelId}`); none for plain text. */
  href?: string | null
}

/**
 * A channel's header: the avatar (the default picture when it has none or it fails to load),
 * the nickname, the follower count and the follow button, the count following the follow.
 *
 * @example <ChannelHeader channelId="kim" nickname="Kim" followerCount={1200} isFollow viewer={viewer} />
 */
export function ChannelHeader({
  channelId,
  nickname,
  profileUrl,
  followerCount,
  isFollow,
  viewer,
  level = 2,
  href,
}: ChannelHeaderProps) {
  useSheet('discovery', discoveryStyles)
  const t = useDiscoveryText()
  const follow = useFollow(channelId, isFollow, followerCount)
  const Heading = `h${level}` as const
  const link = href === undefined ? `/${channelId}` : href
  const name = link ? <a href={link}>{nickname}</a> : nickname
  const own = viewer ? isOwner(viewer, channelId) : false
  return (
    <header className="aw-channel-header">
      <Avatar channelId={channelId} nickname={nickname} src={profileUrl} size={48} />
      <div className="aw-channel-header-text">
        <Heading className="aw-channel-header-name">{name}</Heading>
        <p className="aw-channel-header-count">{t('followers', { count: follow.count })}</p>
      </div>
      {!own && <FollowButton channelId={channelId} follow={follow} />}
    </header>
  )
}
