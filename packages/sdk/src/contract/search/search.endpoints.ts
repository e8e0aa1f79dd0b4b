import * as z from 'zod/mini'
import { endpoint, type Schema } from '../../core/endpoint'
import { optionalQueryNumber as queryNum, optionalString as str } from '../core/fields'
import {
  searchCardPageSchema,
  searchChannelPageSchema,
  searchHistoryItemSchema,
} from './search.schemas'

/**
 * A search of one kind of result: the keyword or tag and the page in the query, a page of
 * results in the answer; open to guests.
 */
function searchCall<const Path extends string, Answer extends Schema>(path: Path, answer: Answer) {
  return endpoint({
    method: 'GET',
    path,
    query: z.object({ keyword: str, tagName: str, page: queryNum, limit: queryNum }),
    answer,
    auth: 'optional',
    chosen:
      'query {keyword, tagName, page, limit}; answer {list, totalCount, currentPage, hasNext}',
  })
}

/** @example client.search.searchChannels({ keyword: 'kim' }) */
const searchChannels = searchCall('/v2/search/channel', searchChannelPageSchema)

/** @example client.search.searchStreams({ tagName: 'fps' }) */
const searchStreams = searchCall('/v2/search/stream', searchCardPageSchema)

/** @example client.search.searchVideos({ keyword: 'finals', page: 2 }) */
const searchVideos = searchCall('/v2/search/video', searchCardPageSchema)

/** Session key for search logging. @example client.search.getSessionKey() */
const getSessionKey = endpoint({
  method: 'GET',
  path: '/v2/search/sck-session-key',
  answer: z.object({ sessionKey: z.string() }),
  auth: 'optional',
  chosen: 'answer {sessionKey}',
})

/** @example client.search.listRecent() */
const listRecent = endpoint({
  method: 'GET',
  path: '/v2/search/recent',
  answer: z.array(searchHistoryItemSchema),
  auth: 'required',
  chosen: 'answer an array of {search}',
})

/** @example client.search.addRecent({ search: 'fps' }) */
const addRecent = endpoint({
  method: 'POST',
  path: '/v2/search/recent',
  body: z.object({ search: z.string().check(z.trim(), z.minLength(1)) }),
  answer: z.unknown(),
  auth: 'required',
  chosen: 'POST /v2/search/recent {search}',
})

/** Deletes one entry with `search`, or all without it. @example client.search.deleteRecent({ search: 'fps' }) */
const deleteRecent = endpoint({
  method: 'DELETE',
  path: '/v2/search/recent',
  query: z.object({ search: str }),
  answer: z.unknown(),
  auth: 'required',
})

/** @example client.search.log({ logData: JSON.stringify({ keyword: 'fps' }) }) */
const log = endpoint({
  method: 'POST',
  path: '/v2/search/log',
  body: z.object({ logData: z.string() }),
  answer: z.unknown(),
  auth: 'optional',
  chosen: 'POST /v2/search/log {logData}',
})

/** Search calls. @example bindEndpoints(transport, { search: searchEndpoints }) */
export const searchEndpoints = {
  searchChannels,
  searchStreams,
  searchVideos,
  getSessionKey,
  listRecent,
  addRecent,
  deleteRecent,
  log,
}
