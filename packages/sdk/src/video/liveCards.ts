import type { FollowingChannel } from '../contract/channel/channel.schemas'
import type { StreamInfo } from '../contract/live/live.schemas'
import type { ThumbnailCard } from '../contract/video/video.schemas'

/**
 * A live stream of `/v2/stream` as a card: the list answers stream info, the kit's grids show
 * cards. The stream's adult mark counts when its tags carry none.
 *
 * @example streamList.map(streamThumbnailCard)
 */
export function streamThumbnailCard(info: StreamInfo): ThumbnailCard {
  return {
    type: 'live',
    channelId: info.channelId,
    title: info.title,
    viewer: info.totalViewer,
    isExist: false,
    tagInfo: { ...info.tagInfo, isAdult: info.tagInfo?.isAdult ?? info.isAdult },
    ...(info.nickname === undefined ? {} : { nickname: info.nickname }),
    ...(info.profileUrl === undefined ? {} : { profileUrl: info.profileUrl }),
    ...(info.categoryInfo === undefined ? {} : { categoryInfo: info.categoryInfo }),
    ...(info.openDate === undefined ? {} : { createDate: info.openDate }),
    ...(info.thumbnail === undefined ? {} : { thumbnail: info.thumbnail }),
    ...(info.idx === undefined ? {} : { idx: info.idx }),
  }
}

/**
 * A followed channel of `/v2/following` as a live card: its live's title, viewers, category
 * and thumbnail when it is live, its name and picture always.
 */
export function followedLiveCard(channel: FollowingChannel): ThumbnailCard {
  const { live } = channel
  return {
    type: 'live',
    isExist: false,
    channelId: channel.channelId,
    nickname: channel.nickname,
    ...(channel.channelProfileImg ? { profileUrl: channel.channelProfileImg } : {}),
    ...(live && {
      title: live.title,
      ...(live.totalViewer === undefined ? {} : { viewer: live.totalViewer }),
      ...(live.categoryInfo && { categoryInfo: live.categoryInfo }),
      ...(live.thumbnail && { thumbnail: live.thumbnail }),
    }),
  }
}
