import { FollowButton, VideoLikeButton } from '@airwave/react/video'
import { channelInfoQuery } from '@airwave/sdk/channel'
import type { VideoDetail } from '@airwave/sdk/video'
import { useQuery } from '@tanstack/react-query'
import { Link } from 'react-router'
import { useSite } from '../../app/siteContext'
import { useUserActionLog } from '../../app/useUserActionLog'
import { counted, useDiscoveryText } from '../../i18n/discovery'
import { useVideoActions } from '../discovery/useVideoActions'

export interface VideoDetailsProps {
  vodNo: number
  video: VideoDetail
  title: string
}

/** Under the player: the title, the channel (avatar, followers), the date and views, the tags. */
export function VideoDetails({ video, title }: VideoDetailsProps) {
  const { client, locale } = useSite()
  const words = useDiscoveryText()
  const channelId = video.channelId ?? ''
  const channel = useQuery({ ...channelInfoQuery(client, channelId), enabled: Boolean(channelId) })
  const name = channel.data?.nickname ?? video.nickname ?? channelId
  const picture = channel.data?.channelProfileImg ?? video.profileUrl
  const views = video.viewCount ?? video.viewer
  const date = video.createDate ? new Date(video.createDate) : undefined
  const actions = useVideoActions()
  const logAction = useUserActionLog()
  return (
    <div className="aw-site-video-details">
      <h1 className="aw-site-title">{title}</h1>
      <p className="aw-site-muted" data-testid="video-meta">
        {views !== undefined && counted(locale, views, words.view, words.views)}
        {views !== undefined && date && ' · '}
        {date && !Number.isNaN(date.getTime()) && (
          <time dateTime={video.createDate}>
            {new Intl.DateTimeFormat(locale, { dateStyle: 'medium' }).format(date)}
          </time>
        )}
      </p>
      <div className="aw-site-video-bar">
        <div className="aw-site-channel-row">
          <Link to={`/${encodeURIComponent(channelId)}`} className="aw-site-channel-row-link">
            <span className="aw-site-avatar" aria-hidden="true">
              {picture ? <img src={picture} alt="" /> : name.slice(0, 1).toUpperCase()}
            </span>
            <span>
              <span className="aw-site-channel-row-name">{name}</span>
              {channel.data?.totalFollowerCount !== undefined && (
                <span className="aw-site-muted">
                  {' · '}
                  {counted(
                    locale,
                    channel.data.totalFollowerCount,
                    words.follower,
                    words.followers,
                  )}
                </span>
              )}
            </span>
          </Link>
          {channel.data && (
            <FollowButton
              channelId={channelId}
              onToggle={(following) =>
                logAction({ type: following ? 'follow' : 'unfollow', channelId, source: 'video' })
              }
              isFollow={channel.data.myChannelRelatedInfo?.isFollow}
              followerCount={channel.data.totalFollowerCount}
            />
          )}
        </div>
        <div className="aw-site-video-actions">
          <VideoLikeButton vodNo={video.vodNo} isLike={video.isLike} likeCnt={video.likeCnt} />
          {!video.isManageable && channelId && (
            <button
              type="button"
              className="aw-button"
              onClick={() =>
                actions.report({ vodNo: video.vodNo, channelId, title, fileType: video.fileType })
              }
            >
              {words.reportVideo}
            </button>
          )}
        </div>
      </div>
      {actions.dialogs}
      {(video.categoryInfo?.pathName || video.tags.length > 0) && (
        <ul className="aw-site-chips" aria-label={words.searchCategories}>
          {video.categoryInfo?.pathName && (
            <li>
              <Link
                className="aw-site-chip"
                to={`/category/${encodeURIComponent(video.categoryInfo.pathName)}/video`}
              >
                {video.categoryInfo.name ?? video.categoryInfo.pathName}
              </Link>
            </li>
          )}
          {video.tags.map((tag) => (
            <li key={tag}>
              <Link className="aw-site-chip" to={`/search/tag/${encodeURIComponent(tag)}`}>
                #{tag}
              </Link>
            </li>
          ))}
        </ul>
      )}
    </div>
  )
}
