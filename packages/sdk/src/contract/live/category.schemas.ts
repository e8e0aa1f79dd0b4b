import * as z from 'zod/mini'
import { int32 } from '../../core/int32'

/**
 * A category of streams and videos: `idx` is what streams and videos carry as `categoryIdx`,
 * `pathName` names its page (`/category/{pathName}/live|video|clip`). `liveCount` (channels
 * live in it now) and `isFollow` (the signed-in member follows it) are chosen, sent by lists.
 *
 * @example z.parse(categorySchema, { idx: 2, name: 'Games', pathName: 'games' })
 */
export const categorySchema = z.object({
  idx: z.number(),
  name: z.string(),
  pathName: z.string(),
  liveCount: z.optional(z.number()),
  isFollow: z.optional(z.boolean()),
})
export type Category = z.output<typeof categorySchema>

/** @example z.parse(categoryListSchema, { categoryList: [] }) */
export const categoryListSchema = z.object({
  categoryList: z._default(z.array(categorySchema), []),
})
export type CategoryList = z.output<typeof categoryListSchema>

/** Body naming a category to follow or unfollow. @example client.live.followCategory({ categoryIdx: 2 }) */
export const categoryTargetSchema = z.object({
  categoryIdx: int32(1),
})
export type CategoryTarget = z.input<typeof categoryTargetSchema>
