import * as z from 'zod/mini'
import { withAliases } from '../../core/aliases'
import { channelLabelShape } from '../core/channelLabel'
import { optionalNumber as num } from '../core/fields'
import { listPageSchema } from '../core/listPage'
import { thumbnailCardSchema } from '../video/video.schemas'

/**
 * Search history limits: kept, shown, local time to live, and input debounce.
 *
 * @example history.slice(0, SEARCH_HISTORY.shown)
 */
export const SEARCH_HISTORY = {
  kept: 30,
  shown: 10,
  ttlMs: 14 * 24 * 60 * 60 * 1000,
  debounceMs: 200,
} as const

/** @example const kind: SearchKind = 'live' */
export type SearchKind = 'channel' | 'live' | 'video' | 'category'

/** What each search filter preset shows. @example SEARCH_FILTER_PRESETS.tag.kinds */
export const SEARCH_FILTER_PRESETS: Record<
  'default' | 'tag' | 'search_channel' | 'search_stream' | 'search_video' | 'search_category',
  { kinds: readonly SearchKind[]; showAll: boolean }
> = {
  default: { kinds: ['channel', 'live', 'video', 'category'], showAll: false },
  tag: { kinds: ['live', 'video', 'category'], showAll: false },
  search_channel: { kinds: ['channel'], showAll: true },
  search_stream: { kinds: ['live'], showAll: true },
  search_video: { kinds: ['video'], showAll: true },
  search_category: { kinds: ['category'], showAll: true },
}

/** A server history entry; the server calls the text `search`. @example z.parse(searchHistoryItemSchema, { search: 'fps' }) */
export const searchHistoryItemSchema = withAliases({ text: z.string() }, { search: 'text' })
export type SearchHistoryItem = z.output<typeof searchHistoryItemSchema>

/** The locally kept history. @example { searchTerms: ['fps'], createdDate: 1714557600000 } */
export const localSearchHistorySchema = z.object({
  searchTerms: z._default(z.array(z.string()), []),
  createdDate: z.number(),
})
export type LocalSearchHistory = z.output<typeof localSearchHistorySchema>

/** @example z.parse(searchChannelSchema, { channelId: 'a1b2', nickname: 'Kim', isStream: true }) */
export const searchChannelSchema = z.object({
  ...channelLabelShape,
  totalFollowerCount: num,
  isStream: z.optional(z.boolean()),
})
export type SearchChannel = z.output<typeof searchChannelSchema>

const page = { totalCount: num, currentPage: num, hasNext: z.optional(z.boolean()) }

/** Channel results (list key chosen). @example z.parse(searchChannelPageSchema, { list: [] }) */
export const searchChannelPageSchema = listPageSchema('list', searchChannelSchema, page)
export type SearchChannelPage = z.output<typeof searchChannelPageSchema>

/** Live or video results as cards (list key chosen). @example z.parse(searchCardPageSchema, { list: [] }) */
export const searchCardPageSchema = listPageSchema('list', thumbnailCardSchema, page)
export type SearchCardPage = z.output<typeof searchCardPageSchema>
