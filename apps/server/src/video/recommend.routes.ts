import { videoEndpoints } from '@airwave/sdk/contract'
import type { FastifyInstance } from 'fastify'
import type { AppDeps } from '../deps'
import { route } from '../http/route'
import { liveEndRecommendation, liveEndRecommendations, RECOMMEND_LIST_LIMIT } from './recommend'

/**
 * The live-end recommendations: `GET /v2/vod/recommend/live-end-autoplay` (one video, or null)
 * and `GET /v2/vod/recommend/live-end-autoplay/list` (up to 20), each with `channelId` and
 * `categoryIdx`, answered from the channel's and the category's recent ready videos. Public.
 */
export function recommendRoutes(app: FastifyInstance, deps: AppDeps): void {
  route(app, videoEndpoints.recommendLiveEnd, ({ query }) => liveEndRecommendation(deps.db, query))
  route(app, videoEndpoints.recommendLiveEndList, ({ query }) =>
    liveEndRecommendations(deps.db, query, RECOMMEND_LIST_LIMIT),
  )
}
