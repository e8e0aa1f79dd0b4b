import {
  accountEndpoints,
  categoryEndpoints,
  channelEndpoints,
  chatEndpoints,
  communityEndpoints,
  embedEndpoints,
  itemEndpoints,
  liveEndpoints,
  logEndpoints,
  messageEndpoints,
  missionEndpoints,
  notificationEndpoints,
  pollEndpoints,
  searchEndpoints,
  socialEndpoints,
  videoEndpoints,
  widgetEndpoints,
} from '@airwave/sdk/contract'
import type { FastifyInstance, FastifyRequest } from 'fastify'
import type { AppDeps } from '../deps'
import { type Limit, limits } from './catalogue'
import { requesterOf } from './requester'

/** A call, as its definition names it: `{ method: 'POST', path: '/v2/poll/{pollIdx}/end' }`. */
interface Call {
  method: string
  path: string
}

const a = accountEndpoints
const c = communityEndpoints
const v = videoEndpoints
const ch = channelEndpoints
const chat = chatEndpoints
const n = notificationEndpoints
const w = widgetEndpoints
const post = (path: string): Call => ({ method: 'POST', path })
const del = (path: string): Call => ({ method: 'DELETE', path })

/**
 * Every write call of the server with its limit, counted per member (per address for guests)
 * and per call: a member may write 20 comments and 20 replies a minute. A test lists the
 * routes the server registers and checks that each write is here.
 */
const bound: [Limit, Call[]][] = [
  [
    limits.account,
    [
      a.sendVerification,
      a.checkVerification,
      a.signUp,
      a.signIn,
      a.checkAuth,
      a.requestSignInLink,
      a.signInWithLink,
      a.checkPassword,
      a.changePassword,
      a.resetPassword,
      a.signOut,
      a.deleteAccount,
      a.createChannel,
      a.checkChannel,
      a.deleteChannel,
      a.logoutClient,
      socialEndpoints.authorize,
      socialEndpoints.check,
      socialEndpoints.signUp,
      socialEndpoints.unlink,
      post('/member/auth/social/{platform}/callback'),
    ],
  ],
  [limits.session, [a.refreshTokens, a.storeSessionCookie, a.clearSessionCookie]],
  [limits.settings, [a.switchChannel, chat.setNicknameColor, n.updateSettings]],
  [limits.settings, [liveEndpoints.updateStreamInfo, liveEndpoints.regenerateStreamKey]],
  [limits.settings, [v.saveSetting, embedEndpoints.updateSettings]],
  [
    limits.embedLogin,
    [embedEndpoints.beginLogin, embedEndpoints.answerLogin, embedEndpoints.claimLogin],
  ],
  [limits.comment, [c.createComment, c.createReply, v.createComment, v.createReply]],
  [limits.post, [c.createPost]],
  [
    limits.edit,
    [c.updatePost, c.deletePost, c.updateComment, c.deleteComment, c.deleteReply, v.update],
  ],
  [limits.edit, [v.delete, v.deleteComment, v.deleteReply]],
  [limits.report, [c.reportPost, c.reportComment, c.reportReply, ch.reportChannel]],
  [limits.report, [v.report, v.reportComment]],
  [limits.like, [c.likePost, c.unlikePost, c.likeComment, c.unlikeComment, c.likeReply]],
  [limits.like, [c.unlikeReply, v.likeComment, v.unlikeComment, v.likeReply, v.unlikeReply]],
  [limits.like, [v.like, v.unlike, liveEndpoints.like, liveEndpoints.unlike]],
  [limits.upload, [c.uploadImages, v.uploadVod, ch.uploadBanner, ch.uploadProfileImage]],
  [limits.follow, [ch.follow, ch.unfollow]],
  [limits.follow, [categoryEndpoints.followCategory, categoryEndpoints.unfollowCategory]],
  [limits.moderation, [c.pinComment, c.unpinComment, v.pinComment, v.unpinComment]],
  [limits.moderation, [ch.block, ch.unblock, ch.addNotInterested, ch.removeNotInterested]],
  [limits.moderation, [ch.addManager, ch.removeManager, chat.addBanWord, chat.removeBanWord]],
  [limits.moderation, [ch.updateManager]],
  [
    limits.settings,
    [ch.updateChannelProfile, ch.deleteBanner, ch.setBannerShown, ch.deleteProfileImage],
  ],
  [limits.moderation, [chat.deleteMessage, chat.blindMessage, chat.chatAction]],
  [limits.moderation, [chat.handleChatReport, chat.handleCommentReport]],
  [limits.report, [chat.reportMessage]],
  [limits.chatInfo, [chat.updateChatInfo]],
  [limits.recentSearch, [searchEndpoints.addRecent, searchEndpoints.deleteRecent]],
  [limits.notificationRead, [n.clearBadge, n.readAllRecords, n.readRecord, n.deleteRecord]],
  [limits.position, [v.savePosition]],
  [limits.raid, [liveEndpoints.viewerRaid]],
  [limits.vote, [pollEndpoints.vote]],
  [limits.pollWrite, [pollEndpoints.create, pollEndpoints.update, pollEndpoints.end]],
  [limits.widget, [w.saveSettings, w.rotateKey, w.controlAlerts, w.timer, w.test]],
  [limits.gemOrder, [itemEndpoints.createGemOrder, itemEndpoints.cancelGemOrder]],
  [limits.cheer, [itemEndpoints.cheer]],
  [limits.missionPropose, [missionEndpoints.create]],
  [limits.missionGem, [missionEndpoints.addGems]],
  [
    limits.missionStep,
    [
      missionEndpoints.start,
      missionEndpoints.addTime,
      missionEndpoints.end,
      missionEndpoints.cancel,
    ],
  ],
  [limits.settings, [missionEndpoints.saveConfig, missionEndpoints.agree]],
  [limits.subscriptionOrder, [itemEndpoints.createSubscriptionOrder]],
  [limits.settings, [itemEndpoints.cancelRegularSubscribe]],
  // A gift opens a checkout or spends gems: as often as a gem order.
  [limits.gemOrder, [itemEndpoints.giftVouchers]],
  [
    limits.settings,
    [
      itemEndpoints.signUpMonetization,
      itemEndpoints.addSignatureGem,
      itemEndpoints.updateSignatureGem,
      itemEndpoints.deleteSignatureGem,
    ],
  ],
  [limits.upload, [itemEndpoints.uploadSubscriberBadge, itemEndpoints.uploadSubscriberEmoticon]],
  [
    limits.settings,
    [
      itemEndpoints.deleteSubscriberBadge,
      itemEndpoints.deleteSubscriberEmoticon,
      itemEndpoints.setSubscriberNameColor,
      itemEndpoints.setBadgeNickColor,
    ],
  ],
  [limits.messageSend, [messageEndpoints.send]],
  [limits.log, Object.values(logEndpoints)],
  [
    limits.messageWrite,
    [
      messageEndpoints.markRead,
      messageEndpoints.deleteRoom,
      messageEndpoints.answerRequest,
      messageEndpoints.saveSetting,
    ],
  ],
  [limits.checkoutForm, [post('/v2/item/checkout/local/{sessionId}')]],
  [limits.paymentWebhook, [post('/v2/item/payment/webhook')]],
  [
    limits.admin,
    [
      post('/admin/maintenance'),
      del('/admin/maintenance'),
      post('/admin/channel/{channelId}/suspend'),
      del('/admin/channel/{channelId}/suspend'),
      post('/admin/member/block'),
      del('/admin/member/block'),
      post('/admin/stream/{channelId}/off'),
      post('/admin/item/order/{orderNo}/refund'),
      post('/admin/item/gift/free'),
    ],
  ],
]

/**
 * Calls whose handler counts the limit itself: the chat send after the chat's rules (the
 * socket's SEND_CHAT counts the same), the follow notification switch over both of its calls.
 */
const countedByHandler: [Limit, Call[]][] = [
  [limits.chatSend, [chat.sendMessage]],
  [limits.followNotification, [n.updateFollowSettings, n.setFollowNotification]],
]

/** `POST /v2/poll/:pollIdx/end`: Fastify's spelling of a route, and the table's key. */
const routeKey = (method: string, path: string) =>
  `${method} ${path.replace(/\{([^}]+)\}/g, ':$1')}`

const table = (entries: [Limit, Call[]][]) =>
  new Map(
    entries.flatMap(([limit, calls]) => calls.map((d) => [routeKey(d.method, d.path), limit])),
  )
const boundLimits = table(bound)
const handlerLimits = table(countedByHandler)

const READS = new Set(['GET', 'HEAD', 'OPTIONS'])

/** How a write route is limited: by the route's hook, by its handler, or by the safety net. */
export interface WriteLimitOf {
  limit: Limit
  countedBy: 'route' | 'handler' | 'default'
}

/**
 * The limit of a write route (`POST`, `/v2/poll/:pollIdx/end`); undefined for reads. A write
 * that is not in the table gets `otherWrite`, so none goes unlimited.
 *
 * @example writeLimitOf('POST', '/v2/channel/post').limit.points // 10
 */
export function writeLimitOf(method: string, url: string): WriteLimitOf | undefined {
  if (READS.has(method)) return undefined
  const key = `${method} ${url}`
  const byHandler = handlerLimits.get(key)
  if (byHandler) return { limit: byHandler, countedBy: 'handler' }
  const limit = boundLimits.get(key)
  return limit ? { limit, countedBy: 'route' } : { limit: limits.otherWrite, countedBy: 'default' }
}

/**
 * Limits every write route the app registers, wherever it is registered (`route()`, the admin
 * calls, the social callback): an `onRequest` hook counts the caller (the bearer token's
 * member, else the address) against the route's limit before the body is read; past it, 429
 * RATE_LIMITED with `retry-after`. Register before the route modules.
 *
 * @example registerWriteLimits(app, deps)
 */
export function registerWriteLimits(app: FastifyInstance, deps: AppDeps): void {
  app.addHook('onRoute', (options) => {
    const methods = [options.method].flat()
    for (const method of methods) {
      const found = writeLimitOf(method, options.url)
      if (!found || found.countedBy === 'handler') continue
      const { limit } = found
      const countWrite = async (request: FastifyRequest) => {
        // A route for reads and writes (the social callback) counts only its writes.
        if (request.method !== method) return
        const who = await requesterOf(request, deps.config.jwtSecret)
        await deps.limiter.consume(limit, `${method} ${options.url}|${who}`)
      }
      options.onRequest = [options.onRequest ?? []].flat().concat(countWrite)
    }
  })
}
