import {
  accountEndpoints,
  channelEndpoints,
  validateChannelId,
  validateNickname,
} from '@airwave/sdk/contract'
import { and, count, eq, isNull, sql } from 'drizzle-orm'
import type { FastifyInstance } from 'fastify'
import { containsForbiddenWord } from '../accounts/forbiddenWords'
import { issueTokenPair } from '../accounts/tokens'
import type { Db } from '../db/database'
import { channels, members } from '../db/schema'
import type { AppDeps } from '../deps'
import { channelBlocked } from '../http/auth'
import { badRequest, conflict, type HttpError, notFound } from '../http/httpError'
import { route } from '../http/route'

/** Channels one account may own (not shown in the spec; enough for a main and side channels). */
const MAX_CHANNELS_PER_MEMBER = 5

const channelIdMessages = {
  65: 'The channel id needs 4 to 15 characters',
  66: 'The channel id may hold only letters and digits',
} as const
const nicknameMessages = {
  23: 'The nickname needs at least 2 characters',
  24: 'The nickname may hold at most 20 characters',
  25: 'The nickname holds a character that is not allowed',
} as const

/** Section 5 rules, then the forbidden words (CHA30000, CHA30001). */
function checkChannelIdRules(channelId: string) {
  const result = validateChannelId(channelId)
  if (!result.valid) throw badRequest(channelIdMessages[result.key])
  if (containsForbiddenWord(channelId)) {
    throw badRequest('The channel id contains a forbidden word', 'CHA30000')
  }
}

function checkNicknameRules(nickname: string) {
  const result = validateNickname(nickname)
  if (!result.valid) throw badRequest(nicknameMessages[result.key])
  if (containsForbiddenWord(nickname)) {
    throw badRequest('The nickname contains a forbidden word', 'CHA30001')
  }
}

/** Ids stay taken after a channel is deleted (CHA30071 must still find it); nicknames free up. */
async function checkAvailability(db: Db, input: { channelId?: string; nickname?: string }) {
  if (input.channelId !== undefined) {
    const [taken] = await db
      .select({ id: channels.id })
      .from(channels)
      .where(eq(sql`lower(${channels.handle})`, input.channelId.toLowerCase()))
    if (taken) throw conflict('This channel id is already registered', 'CHA30007')
  }
  if (input.nickname !== undefined) {
    const [taken] = await db
      .select({ id: channels.id })
      .from(channels)
      .where(
        and(
          eq(sql`lower(${channels.nickname})`, input.nickname.toLowerCase()),
          isNull(channels.deletedAt),
        ),
      )
    if (taken) throw conflict('This nickname is already registered', 'CHA30008')
  }
}

/** Postgres unique violation on the handle or nickname index: someone took it meanwhile. */
function takenMeanwhile(error: unknown): HttpError | undefined {
  const text = String((error as { cause?: unknown })?.cause ?? error)
  if (text.includes('channels_handle')) {
    return conflict('This channel id is already registered', 'CHA30007')
  }
  if (text.includes('channels_nickname_live')) {
    return conflict('This nickname is already registered', 'CHA30008')
  }
  return undefined
}

/**
 * Channel creation and checks, switching the acting channel, and the session user.
 */
export function channelRoutes(app: FastifyInstance, deps: AppDeps): void {
  const { db } = deps

  route(app, accountEndpoints.createChannel, async ({ body, me: member }) => {
    const nickname = body.nickname.normalize('NFC')
    checkChannelIdRules(body.channelId)
    checkNicknameRules(nickname)
    const [owned] = await db
      .select({ n: count() })
      .from(channels)
      .where(and(eq(channels.ownerId, member.id), isNull(channels.deletedAt)))
    if ((owned?.n ?? 0) >= MAX_CHANNELS_PER_MEMBER) {
      throw conflict(`An account may own at most ${MAX_CHANNELS_PER_MEMBER} channels`)
    }
    await checkAvailability(db, { channelId: body.channelId, nickname })
    try {
      const channel = await db.transaction(async (tx) => {
        const [row] = await tx
          .insert(channels)
          .values({ handle: body.channelId, nickname, ownerId: member.id })
          .returning()
        if (!row) throw new Error('channel insert returned nothing')
        // The first channel becomes the acting one; later ones are switched to explicitly.
        await tx
          .update(members)
          .set({ activeChannelId: row.id })
          .where(and(eq(members.id, member.id), isNull(members.activeChannelId)))
        return row
      })
      return { channelId: channel.handle, nickname: channel.nickname }
    } catch (error) {
      throw takenMeanwhile(error) ?? error
    }
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

  route(app, accountEndpoints.switchChannel, async ({ body, me: member, request }) => {
    const [channel] = await db
      .select()
      .from(channels)
      .where(
        and(
          eq(sql`lower(${channels.handle})`, body.channelId.toLowerCase()),
          eq(channels.ownerId, member.id),
          isNull(channels.deletedAt),
        ),
      )
    if (!channel) throw notFound('You own no channel with this id', 'CHA30006')
    if (channel.blocked) throw channelBlocked()
    await db.update(members).set({ activeChannelId: channel.id }).where(eq(members.id, member.id))
    const clientId = request.headers['x-client-id']
    return issueTokenPair(deps.db, deps.config.jwtSecret, {
      memberId: member.id,
      channelIdx: channel.id,
      familyId: member.familyId,
      clientId: typeof clientId === 'string' ? clientId.slice(0, 100) : null,
    })
  })

  route(app, channelEndpoints.getMyChannel, async ({ me: member }) => {
    const [row] = await db.select().from(members).where(eq(members.id, member.id))
    if (!row) throw notFound('The account no longer exists')
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
        email: row.email,
        socialPlatform: row.socialPlatform,
        signUpDate: row.createdAt.toISOString(),
      },
    }
  })
}
