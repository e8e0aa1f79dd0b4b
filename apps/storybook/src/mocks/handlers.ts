import { channelEndpoints, communityEndpoints, emoticonEndpoints } from '@airwave/sdk/contract'
import { accountHandlers } from './account'
import { CDN_ORIGIN, cdnHandlers } from './cdn'
import { channels, emoticons } from './channels'
import { chatHandlers } from './chatHandlers'
import { community } from './community'
import { discoveryHandlers } from './discovery'
import { liveLikeHandlers } from './liveLikes'
import { messageHandlers } from './message'
import { missionHandlers } from './mission'
import { mySubscriptionFallbacks, mySubscriptionHandlers } from './mySubscriptions'
import { notificationHandlers } from './notification'
import { pollHandlers } from './poll'
import { raidHandlers } from './raid'
import { route } from './route'
import { socialHandlers } from './social'
import { subscriberHandlers } from './subscribers'
import { subscriptionHandlers } from './subscription'
import { walletHandlers } from './wallet'
import { widgetHandlers } from './widget'

const c = communityEndpoints
const ch = channelEndpoints
const e = emoticonEndpoints
const n = (value: string | undefined) => Number(value)
// Uploaded pictures come back as a card of the fake CDN.
const uploaded = `${CDN_ORIGIN}/picture/0/Uploaded.svg`

/**
 * Every call the kit's components make, answered by the in-memory backend: the community
 * board, channels (info, blocking), emoticons and the chat; and the pictures of the fake CDN.
 */
export const handlers = [
  route('listPosts', c.listPosts, ({ viewer, query }) => community.listPosts(viewer, query)),
  route('getPinStatus', c.getPinStatus, () => community.getPinStatus()),
  route('getPost', c.getPost, ({ viewer, params }) => community.getPost(viewer, n(params.postIdx))),
  route('createPost', c.createPost, ({ viewer, body }) => community.createPost(viewer, body)),
  route('updatePost', c.updatePost, ({ viewer, params, body }) =>
    community.updatePost(viewer, n(params.postIdx), body),
  ),
  route('deletePost', c.deletePost, ({ viewer, params }) =>
    community.deletePost(viewer, n(params.postIdx)),
  ),
  route('likePost', c.likePost, ({ viewer, params }) =>
    community.likePost(viewer, n(params.postIdx), true),
  ),
  route('unlikePost', c.unlikePost, ({ viewer, params }) =>
    community.likePost(viewer, n(params.postIdx), false),
  ),
  route('reportPost', c.reportPost, ({ viewer, params }) =>
    community.reportPost(viewer, n(params.postIdx)),
  ),
  route('uploadImages', c.uploadImages, () => [{ url: uploaded, width: 640, height: 360 }]),
  route('listComments', c.listComments, ({ viewer, params, query }) =>
    community.listComments(viewer, n(params.postIdx), query),
  ),
  route('createComment', c.createComment, ({ viewer, params, body }) =>
    community.createComment(viewer, n(params.postIdx), body.content),
  ),
  route('updateComment', c.updateComment, ({ viewer, params, body }) =>
    community.updateComment(viewer, n(params.commentIdx), body.content),
  ),
  route('deleteComment', c.deleteComment, ({ viewer, params }) =>
    community.deleteComment(viewer, n(params.commentIdx)),
  ),
  route('pinComment', c.pinComment, ({ viewer, params }) =>
    community.pinComment(viewer, n(params.commentIdx), true),
  ),
  route('unpinComment', c.unpinComment, ({ viewer, params }) =>
    community.pinComment(viewer, n(params.commentIdx), false),
  ),
  route('likeComment', c.likeComment, ({ viewer, params }) =>
    community.likeComment(viewer, n(params.commentIdx), true),
  ),
  route('unlikeComment', c.unlikeComment, ({ viewer, params }) =>
    community.likeComment(viewer, n(params.commentIdx), false),
  ),
  route('reportComment', c.reportComment, ({ viewer, params, body }) =>
    community.reportComment(viewer, n(params.commentIdx), body),
  ),
  route('listReplies', c.listReplies, ({ viewer, params, query }) =>
    community.listReplies(viewer, n(params.commentIdx), query),
  ),
  route('createReply', c.createReply, ({ viewer, params, body }) =>
    community.createReply(viewer, n(params.commentIdx), body.content),
  ),
  route('deleteReply', c.deleteReply, ({ viewer, params }) =>
    community.deleteReply(viewer, n(params.replyIdx)),
  ),
  route('likeReply', c.likeReply, ({ viewer, params }) =>
    community.likeReply(viewer, n(params.replyIdx), true),
  ),
  route('unlikeReply', c.unlikeReply, ({ viewer, params }) =>
    community.likeReply(viewer, n(params.replyIdx), false),
  ),
  route('reportReply', c.reportReply, ({ viewer, params }) =>
    community.reportReply(viewer, n(params.replyIdx)),
  ),
  route('getChannelInfo', ch.getChannelInfo, ({ params, viewer }) =>
    channels.getChannelInfo(params.channelId ?? '', viewer),
  ),
  route('getMyChannel', ch.getMyChannel, ({ viewer }) => channels.getMyChannel(viewer)),
  route('listBlocked', ch.listBlocked, ({ viewer, query }) => channels.listBlocked(viewer, query)),
  route('block', ch.block, ({ viewer, body }) => channels.block(viewer, body.channelId)),
  route('unblock', ch.unblock, ({ viewer, body }) => channels.unblock(viewer, body.channelId)),
  route('listEmoticons', e.listEmoticons, () => emoticons.listEmoticons()),
  route('listChannelEmoticons', e.listChannelEmoticons, ({ query }) =>
    emoticons.listChannelEmoticons(query.channelId),
  ),
  route('getUserEmoticons', e.getUserEmoticons, ({ viewer }) => emoticons.getUserEmoticons(viewer)),
  ...chatHandlers,
  ...liveLikeHandlers,
  ...raidHandlers,
  ...pollHandlers,
  ...socialHandlers,
  ...notificationHandlers,
  ...messageHandlers,
  ...walletHandlers,
  ...mySubscriptionHandlers,
  ...subscriptionHandlers,
  ...subscriberHandlers,
  ...missionHandlers,
  ...accountHandlers,
  ...discoveryHandlers,
  ...cdnHandlers,
  ...widgetHandlers,
  // Last: its `/subscribe/{subscriptionId}` path would take the other `/subscribe/...` calls.
  ...mySubscriptionFallbacks,
]
