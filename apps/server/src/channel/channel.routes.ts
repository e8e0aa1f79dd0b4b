import { accountEndpoints, channelEndpoints, maskEmail } from '@airwave/sdk/contract'
import type { FastifyInstance } from 'fastify'
import { reissueAccessToken } from '../account/tokens'
import type { AppDeps } from '../deps'
import { channelBlocked } from '../http/auth'
import { badRequest } from '../http/httpError'
import { route } from '../http/route'
import {
  accountOf,
  checkAvailability,
  checkChannelIdRules,
  checkNicknameRules,
  createChannel,
  deleteOwnedChannel,
  listOwnedChannels,
  ownedChannel,
  setActiveChannel,
} from './channels'

/**
 * Channel creation and checks, switching the acting channel, and the session user.
 */
export function channelRoutes(app: FastifyInstance, deps: AppDeps): void {
  const { db } = deps

  route(app, accountEndpoints.createChannel, async ({ body, me: member }) => {
    const channel = await createChannel(db, member.id, {
      handle: body.channelId,
      nickname: body.nickname.normalize('NFC'),
    })
    return { channelId: channel.handle, nickname: channel.nickname }
  })

  route(app, accountEndpoints.checkChannel, async ({ body }) => {
    if (body.channelId === undefined && body.nickname === undefined) {
      throw badRequest('Send a channelId, a nickname or both')
    }
    const nickname = body.nickname?.normalize('NFC')
    if (body.channelId !== undefined) checkChannelIdRules(body.channelId)
    if (nickname !== undefined) checkNicknameRules(nickname)
    await checkAvailability(db, { channelId: body.channelId, nickname })
    return null
  })

  route(app, accountEndpoints.listMyChannels, async ({ me: member }) => {
    const [rows, account] = await Promise.all([
      listOwnedChannels(db, member.id),
      accountOf(db, member.id),
    ])
    return rows.map((row) => ({
      channelId: row.handle,
      nickname: row.nickname,
      channelProfileImg: row.profileImg,
      active: row.id === account.activeChannelId,
      blocked: row.blocked,
      createDate: row.createdAt.toISOString(),
    }))
  })

  // The session's access token names the acting channel, which may have been the deleted one:
  // the caller gets a new one in the same refresh family (never a refresh token: a 15-minute
  // token must not buy a year-long one).
  route(app, accountEndpoints.deleteChannel, async ({ body, me: member }) => {
    const active = await deleteOwnedChannel(db, member.id, body.channelId)
    deps.commentPages.invalidateAll()
    return reissueAccessToken(deps.config.jwtSecret, member, active)
  })

  route(app, accountEndpoints.switchChannel, async ({ body, me: member }) => {
    const channel = await ownedChannel(db, member.id, body.channelId)
    if (channel.blocked) throw channelBlocked()
    await setActiveChannel(db, member.id, channel.id)
    return reissueAccessToken(deps.config.jwtSecret, member, channel.id)
  })

  route(app, channelEndpoints.getMyChannel, async ({ me: member }) => {
    const row = await accountOf(db, member.id)
    const { channel } = member
    return {
      channel: channel
        ? {
            channelId: channel.channelId,
            nickname: channel.nickname,
            channelProfileImg: channel.profileImg,
            channelRole: channel.role,
          }
        : null,
      userInfo: {
        // An embed's session is the viewer's on someone else's page: it learns who, not how to
        // reach them.
        email: member.scope === 'embed' ? maskEmail(row.email) : row.email,
        socialPlatform: row.socialPlatform,
        signUpDate: row.createdAt.toISOString(),
      },
    }
  })
}
