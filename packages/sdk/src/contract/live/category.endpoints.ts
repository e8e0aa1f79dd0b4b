import { endpoint } from '../../core/endpoint'
import { unreadAnswer as done } from '../core/fields'
import { switchEndpoints } from '../core/switchEndpoints'
import { categoryListSchema, categorySchema, categoryTargetSchema } from './category.schemas'

/**
 * Every category, in the platform's order, each with the channels live in it now.
 *
 * @example const { categoryList } = await client.live.listCategories()
 */
const listCategories = endpoint({
  method: 'GET',
  path: '/v2/category',
  answer: categoryListSchema,
  auth: 'optional',
  chosen: 'path and answer {categoryList}: the spec names the category fields, not the call',
})

/**
 * One category by its `pathName` (or its `idx`); 404 for none.
 *
 * @example const games = await client.live.getCategoryInfo('games')
 */
const getCategoryInfo = endpoint({
  method: 'GET',
  path: '/v2/category/info/{category}',
  answer: categorySchema,
  auth: 'optional',
  chosen: 'path: the spec has "get category info by idx" without its path; pathName accepted too',
})

/** The categories the member follows. @example client.live.listFollowedCategories() */
const listFollowedCategories = endpoint({
  method: 'GET',
  path: '/v2/category/following',
  answer: categoryListSchema,
  auth: 'required',
  chosen: 'path and answer: what /following/category lists',
})

/**
 * @example client.live.followCategory({ categoryIdx: 2 })
 * @example client.live.unfollowCategory({ categoryIdx: 2 })
 */
const { on: followCategory, off: unfollowCategory } = switchEndpoints({
  path: '/v2/category/follow',
  body: categoryTargetSchema,
  answer: done,
  auth: 'required',
  chosen: 'path and body {categoryIdx}',
})

/**
 * The category calls, part of `liveEndpoints` (a category page lists streams with
 * `listStreams({ categoryIdx })` and videos with `video.listV2({ categoryIdx, type })`).
 *
 * @example bindEndpoints(transport, { category: categoryEndpoints })
 */
export const categoryEndpoints = {
  listCategories,
  getCategoryInfo,
  listFollowedCategories,
  followCategory,
  unfollowCategory,
}
