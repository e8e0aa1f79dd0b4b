import { channelEndpoints } from '@airwave/sdk/channel'
import { communityEndpoints } from '@airwave/sdk/community'
import { count } from 'drizzle-orm'
import type { PgTable } from 'drizzle-orm/pg-core'
import { hashPassword } from '../account/passwords'
import { issueTokenPair } from '../account/tokens'
import {
  channelBlocks,
  channelFollows,
  channelNotInterested,
  channels,
  commentLikes,
  commentReplies,
  communityPosts,
  communityReports,
  members,
  postComments,
  postLikes,
  replyLikes,
} from '../db/schema'
import type { RunningServer } from '../server'
import { signedClient } from '../testing/sdkClient'

export { apiError } from '../testing/sdkClient'

// Test helpers of the community and channel routes: members with tokens, and SDK clients.

/**
 * The SDK client over the community and channel endpoints; with a token, every call carries it.
 *
 * @example
 * const client = communityClient(server.url, token)
 * await client.community.listPosts({ channelId: 'airwave' })
 */
export function communityClient(baseUrl: string, token?: string) {
  return signedClient(baseUrl, { community: communityEndpoints, channel: channelEndpoints }, token)
}

type CommunityClient = ReturnType<typeof communityClient>

export interface TestMember {
  memberId: number
  channelIdx: number | undefined
  channelId: string
  token: string
  client: CommunityClient
}

/**
 * A member with a channel `handle` (or none with `channel: false`), a token and a client.
 *
 * @example
 * const owner = await addMember(server, 'owner')
 */
export async function addMember(
  server: RunningServer,
  handle: string,
  options: { channel?: boolean; password?: string } = {},
): Promise<TestMember> {
  const { db, config } = server.deps
  // Hashing costs time: only the members who confirm their password (a withdrawal) get one.
  const passwordHash = options.password ? await hashPassword(options.password) : 'x'
  const [member] = await db
    .insert(members)
    .values({ email: `${handle}@airwave.test`, passwordHash, birthDate: '1990-01-01' })
    .returning()
  if (!member) throw new Error('no member')
  let channelIdx: number | undefined
  if (options.channel !== false) {
    const [channel] = await db
      .insert(channels)
      .values({ handle, nickname: `Nick ${handle}`, ownerId: member.id })
      .returning()
    channelIdx = channel?.id
  }
  const pair = await issueTokenPair(db, config.jwtSecret, {
    memberId: member.id,
    channelIdx: channelIdx ?? null,
  })
  return {
    memberId: member.id,
    channelIdx,
    channelId: handle,
    token: pair.accessToken,
    client: communityClient(server.url, pair.accessToken),
  }
}

/**
 * Row counts of every community table and the sum of every counter column: equal before and
 * after a call means the call changed nothing.
 *
 * @example
 * const before = await snapshot(server)
 */
export async function snapshot(server: RunningServer) {
  const { db } = server.deps
  const rows = async (table: PgTable) => {
    const [row] = await db.select({ n: count() }).from(table)
    return row?.n ?? 0
  }
  const comments = await db.select().from(postComments)
  const posts = await db.select().from(communityPosts)
  const replies = await db.select().from(commentReplies)
  return {
    posts: JSON.stringify(posts),
    comments: JSON.stringify(comments),
    replies: JSON.stringify(replies),
    postLikes: await rows(postLikes),
    commentLikes: await rows(commentLikes),
    replyLikes: await rows(replyLikes),
    reports: await rows(communityReports),
    blocks: await rows(channelBlocks),
    follows: await rows(channelFollows),
    notInterested: await rows(channelNotInterested),
  }
}
