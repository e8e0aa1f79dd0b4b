import * as z from 'zod/mini'

/** Followers a page of `/dashboard/followers` shows (the spec's dashboard list limit 30). */
export const FOLLOWER_PAGE_SIZE = 30

/**
 * One follower of the caller's channel: the channel the member acts as, and when they followed.
 *
 * @example const { items } = await client.channel.listFollowers({ page: 1 })
 */
export const followerSchema = z.object({
  channelId: z.string(),
  nickname: z.string(),
  channelProfileImg: z.nullable(z.string()),
  followDate: z.string(),
})
export type Follower = z.output<typeof followerSchema>

/** A page of followers, newest first. */
export const followerPageSchema = z.object({
  items: z.array(followerSchema),
  total: z.number(),
  page: z.number(),
})
export type FollowerPage = z.output<typeof followerPageSchema>
