import { Avatar } from '@airwave/react/community'
import { FollowButton, useChannelVideos, useFollow } from '@airwave/react/video'
import { isOwner } from '@airwave/sdk'
import {
  CHANNEL_LINK_REL,
  type ChannelInfo,
  type ChannelProfile,
  channelLinkUrl,
} from '@airwave/sdk/channel'
import { useId } from 'react'
import { useSite } from '../../app/siteContext'
import { useUserActionLog } from '../../app/useUserActionLog'
import { useViewer } from '../../app/useViewer'
import { counted, useDiscoveryText } from '../../i18n/discovery'
import { CardGrid, CardRowShape, HOME_ROW } from '../discovery/cards'
import { ListSection } from '../discovery/ListSection'

/**
 * Under the channel's player: its picture (the uploaded one, else the generated one, else the
 * kit's default, which also stands in for a picture that fails to load), followers and the
 * follow button.
 */
export function ChannelAbout({ channelId, info }: { channelId: string; info: ChannelInfo }) {
  const { locale } = useSite()
  const words = useDiscoveryText()
  const viewer = useViewer()
  // The kit's follow: optimistic, the count in step, the login prompt for guests.
  const follow = useFollow(channelId, info.myChannelRelatedInfo?.isFollow, info.totalFollowerCount)
  const logAction = useUserActionLog()
  return (
    <div className="aw-site-channel-row" data-testid="channel-about">
      <span className="aw-site-avatar" aria-hidden="true">
        <Avatar
          channelId={channelId}
          nickname={info.nickname}
          src={info.channelProfileImg}
          size={40}
        />
      </span>
      <span className="aw-site-muted" data-testid="follower-count">
        {counted(locale, follow.count, words.follower, words.followers)}
      </span>
      {!(viewer && isOwner(viewer, channelId)) && (
        <FollowButton
          channelId={channelId}
          follow={follow}
          onToggle={(following) =>
            logAction({ type: following ? 'follow' : 'unfollow', channelId, source: 'channel' })
          }
        />
      )}
    </div>
  )
}

/**
 * The channel's "About": its description (plain text, its line breaks kept) and its links, each
 * opening in a new tab. Nothing when the channel has neither. The page waits for it with the
 * rest of the channel (its loading shape), so it never pushes what is under it down.
 */
export function ChannelProfileAbout({ profile }: { profile: ChannelProfile | undefined }) {
  const words = useDiscoveryText()
  const id = useId()
  const description = profile?.description.trim() ?? ''
  // The server keeps only http(s) addresses; checked again here, as anything shown from a member.
  const links = (profile?.links ?? []).flatMap((link) => {
    const url = channelLinkUrl(link.url)
    return url ? [{ title: link.title.trim() || url, url }] : []
  })
  if (description === '' && links.length === 0) return null
  return (
    <section
      className="aw-site-profile-about"
      aria-labelledby={`${id}-title`}
      data-testid="channel-profile-about"
    >
      <h2 id={`${id}-title`} className="aw-site-subtitle">
        {words.about}
      </h2>
      {description !== '' && <p className="aw-site-profile-about-text">{description}</p>}
      {links.length > 0 && (
        <ul className="aw-site-profile-about-links" aria-label={words.aboutLinks}>
          {links.map((link, i) => (
            <li key={`${i}-${link.url}`}>
              <a href={link.url} target="_blank" rel={CHANNEL_LINK_REL}>
                {link.title}
              </a>
            </li>
          ))}
        </ul>
      )}
    </section>
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
