import * as z from 'zod/mini'
import { endpoint } from '../../core/endpoint'
import { queryNumber } from '../../core/queryNumber'
import { autoplayVodSchema } from './video.schemas'

// The two live-end recommendation calls, apart from the other video calls: a live page binds
// these (the live-end autoplay), not the video page's thirty.
const recommendQuery = z.object({
  categoryIdx: z.optional(queryNumber()),
  channelId: z.optional(z.string()),
})

/** The one VOD to offer when a live ends. @example client.video.recommendLiveEnd({ categoryIdx, channelId }) */
const recommendLiveEnd = endpoint({
  method: 'GET',
  path: '/v2/vod/recommend/live-end-autoplay',
  query: recommendQuery,
  answer: z.nullish(autoplayVodSchema),
  auth: 'optional',
  chosen: 'answer: one autoplay VOD, or null when none',
})

/** Fallback list; the client uses the first 8. @example client.video.recommendLiveEndList({ channelId }) */
const recommendLiveEndList = endpoint({
  method: 'GET',
  path: '/v2/vod/recommend/live-end-autoplay/list',
  query: recommendQuery,
  answer: z.array(autoplayVodSchema),
  auth: 'optional',
  chosen: 'answer: a list of autoplay VODs',
})

/**
 * The live-end recommendation calls, also in `videoEndpoints`: bind these alone where only
 * the live-end autoplay is needed.
 *
 * @example createClient({ baseUrl, endpoints: { video: liveEndRecommendEndpoints } })
 */
export const liveEndRecommendEndpoints = { recommendLiveEnd, recommendLiveEndList }
