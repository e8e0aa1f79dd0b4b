import { type VideoListPage, videoEndpoints } from '@airwave/sdk/contract'
import type { FastifyInstance } from 'fastify'
import { targetChannel } from '../channel/channelRelations'
import type { AppDeps } from '../deps'
import type { AuthMember } from '../http/auth'
import { badRequest } from '../http/httpError'
import { route } from '../http/route'
import { managesChannel, notVodOwner, vodViewerOf } from './vodAccess'
import { type VodFilters, vodCards, vodFileTypeOf, vodSinceOf, vodSortOf } from './vodCards'

/** Video list default page size (viewing.md section 9: limit 20). */
const LIST_LIMIT = 20
/** `/v2/vod` without a `limit`: the first page holds 20, later pages 10 (section 9). */
const V2_FIRST_PAGE = 20
const V2_PAGE = 10
/** The largest page a client may ask for (chosen). */
const MAX_LIMIT = 50

function pageOf(value: number | undefined): number {
  if (value === undefined) return 1
  if (!Number.isInteger(value) || value < 1) throw badRequest('query.page: a whole number from 1')
  return value
}

function limitOf(value: number | undefined, fallback: number): number {
  if (value === undefined) return fallback
  if (!Number.isInteger(value) || value < 1) throw badRequest('query.limit: a whole number from 1')
  return Math.min(MAX_LIMIT, value)
}

/** A paged answer: page `page` of `size` items (the first of `firstSize`) from `total`. */
function pageAnswer(
  items: VideoListPage['vodList'],
  page: number,
  total: number,
  size: number,
  firstSize = size,
): VideoListPage {
  const totalPages = total <= firstSize ? 1 : 1 + Math.ceil((total - firstSize) / size)
  const hasNext = page < totalPages && total > 0
  return {
    vodList: items,
    currentPage: page,
    page,
    totalCount: total,
    totalPages,
    hasNext,
    isNext: hasNext,
  }
}

type ListQuery = {
  limit?: number | undefined
  dateRange?: string | undefined
  page?: number | undefined
  sort?: string | undefined
  type?: string | undefined
  languageCodeList?: string[] | undefined
  channelId?: string | undefined
  categoryIdx?: number | undefined
  vodNo?: number | undefined
  pattern?: string | undefined
}

/**
 * The video lists of the SDK's contract, as thumbnail cards: `/vod` and `/v2/vod` across
 * channels (filters type, channelId, categoryIdx, languageCodeList, pattern, vodNo left out,
 * dateRange 1y by default, sort newest first by default), `/vod/list/{channelId}` and
 * `/v2/vod/channel/list/{id}` of one channel (20 a page; its owner and managers also see its
 * hidden videos), and the owner's dashboard list. Only ready videos of channels that can be
 * shown; lists across channels leave out those the member marked not interested.
 */
export function vodListRoutes(app: FastifyInstance, deps: AppDeps): void {
  const { db } = deps

  const filtersOf = async (query: ListQuery | undefined, member: AuthMember | undefined) => {
    const channel = query?.channelId ? await targetChannel(db, query.channelId) : undefined
    const filters: VodFilters = {
      channelIdx: channel?.id,
      manager: channel ? await managesChannel(db, member, channel.id) : false,
      fileType: vodFileTypeOf(query?.type),
      categoryIdx: query?.categoryIdx,
      since: vodSinceOf(query?.dateRange),
      languageCodes: query?.languageCodeList,
      exceptVod: query?.vodNo,
      pattern: query?.pattern?.trim().slice(0, 100),
    }
    return filters
  }

  // A page of the videos the query filters and sorts, as the member may see them.
  const listedCards = async (
    query: ListQuery | undefined,
    member: AuthMember | undefined,
    offset: number,
    limit: number,
  ) => {
    const filters = await filtersOf(query, member)
    const viewer = await vodViewerOf(db, member)
    return vodCards(db, viewer, filters, vodSortOf(query?.sort), offset, limit)
  }

  route(app, videoEndpoints.list, async ({ query, member }) => {
    const page = pageOf(query?.page)
    const limit = limitOf(query?.limit, LIST_LIMIT)
    const { items, total } = await listedCards(query, member, (page - 1) * limit, limit)
    return pageAnswer(items, page, total, limit)
  })

  route(app, videoEndpoints.listV2, async ({ query, member }) => {
    const page = pageOf(query?.page)
    const size = limitOf(query?.limit, V2_PAGE)
    const firstSize = query?.limit === undefined ? V2_FIRST_PAGE : size
    const offset = page === 1 ? 0 : firstSize + (page - 2) * size
    const { items, total } = await listedCards(query, member, offset, page === 1 ? firstSize : size)
    return pageAnswer(items, page, total, size, firstSize)
  })

  const channelList = async (
    handle: string,
    query: { page?: number | undefined; limit?: number | undefined } | undefined,
    member: AuthMember | undefined,
    onlyManagers = false,
  ) => {
    const page = pageOf(query?.page)
    const limit = limitOf(query?.limit, LIST_LIMIT)
    const channel = await targetChannel(db, handle)
    const manager = await managesChannel(db, member, channel.id)
    if (onlyManagers && !manager) throw notVodOwner()
    const viewer = await vodViewerOf(db, member)
    const { items, total } = await vodCards(
      db,
      viewer,
      { channelIdx: channel.id, manager },
      'createDate-desc',
      (page - 1) * limit,
      limit,
    )
    return pageAnswer(items, page, total, limit)
  }

  route(app, videoEndpoints.listByChannel, ({ params, query, member }) =>
    channelList(params.channelId, query, member),
  )
  route(app, videoEndpoints.listChannel, ({ params, query, member }) =>
    channelList(params.id, query, member),
  )
  route(app, videoEndpoints.listDashboard, ({ params, query, me }) =>
    channelList(params.id, query, me, true),
  )
}
