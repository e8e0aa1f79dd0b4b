import { emoticonEndpoints } from '@airwave/sdk/contract'
import { and, asc, eq, isNull } from 'drizzle-orm'
import type { FastifyInstance, FastifyRequest } from 'fastify'
import { now } from '../clock'
import { findChannel } from '../community/access'
import { storableText } from '../community/text'
import { channels, subscriptions } from '../db/schema'
import type { AppDeps } from '../deps'
import { notFound } from '../http/httpError'
import { publicOrigin } from '../http/publicUrl'
import { route } from '../http/route'
import { benefitsOnSql } from '../subscription/activeSubscription'
import { emoticonsOfChannels } from '../subscription/perks/subscriberEmoticons'
import type { EmoticonKeyword } from './emoticonArt'
import { defaultGroups, emoticonImage, emoticonImageFile } from './emoticonCatalog'

const IMAGE_PATH = '/media/emoticons/'
/** The spec keeps the default list for 1 hour (community.md section 7). */
const LIST_CACHE = 'public, max-age=3600'
const IMAGE_CACHE = 'public, max-age=31536000, immutable'

/** Keywords as the answers carry them, with absolute image URLs like every other answer. */
function emoticonViews(request: FastifyRequest, keywords: readonly EmoticonKeyword[]) {
  const origin = publicOrigin(request)
  return keywords.map((keyword, index) => ({
    emoticonKeyword: keyword,
    emoticonImgUrl: `${origin}${IMAGE_PATH}${emoticonImageFile(keyword)}`,
    emoticonOrder: index + 1,
  }))
}

/**
 * The emoticon picker's calls from the SDK's `emoticonEndpoints`, and the emoticon images
 * under `/media/emoticons/`. A channel's subscriber emoticons are its streamer's uploads
 * (`subscriber_emoticons`). A member may use those of their own channel and of the channels
 * theirs subscribes to (`subscriptions` with benefits on); everyone else sees them locked.
 *
 * @example
 * export const routeModules = [..., emoticonRoutes]
 */
export function emoticonRoutes(app: FastifyInstance, deps: AppDeps): void {
  route(app, emoticonEndpoints.listEmoticons, ({ request, reply }) => {
    reply.header('cache-control', LIST_CACHE)
    return Object.fromEntries(
      defaultGroups.map((group) => [
        group.id,
        { name: group.name, emoticons: emoticonViews(request, group.emoticons) },
      ]),
    )
  })

  route(app, emoticonEndpoints.listChannelEmoticons, async ({ query }) => {
    const channel = await findChannel(deps.db, storableText(query.channelId, 'channelId'))
    const lists = await emoticonsOfChannels(deps.db, [channel.idx])
    return {
      channelId: channel.handle,
      nickName: channel.nickname,
      emoticons: lists.get(channel.idx) ?? [],
    }
  })

  // The answer is the member's, whatever the channel: subscriptions are to streamers, and each
  // list names its streamer. A streamer counts as a subscriber of their own channel (viewing.md
  // section 4): their own list comes first, since the picker fetches a channel's list only for
  // non-subscribers; then the lists of the channels the member's channel subscribes to.
  route(app, emoticonEndpoints.getUserEmoticons, async ({ me }) => {
    if (!me.channel) return { emoticonKeys: [], subStreamerEmoticonList: [] }
    const subscribed = await deps.db
      .select({ idx: channels.id, channelId: channels.handle, nickName: channels.nickname })
      .from(subscriptions)
      .innerJoin(channels, eq(channels.id, subscriptions.channelId))
      .where(
        and(
          eq(subscriptions.subscriberChannelId, me.channel.idx),
          benefitsOnSql(now()),
          isNull(channels.deletedAt),
        ),
      )
      .orderBy(asc(subscriptions.startedAt), asc(channels.id))
    const streamers = [
      { idx: me.channel.idx, channelId: me.channel.channelId, nickName: me.channel.nickname },
      ...subscribed,
    ]
    const byChannel = await emoticonsOfChannels(
      deps.db,
      streamers.map((streamer) => streamer.idx),
    )
    const lists = streamers
      .map((streamer) => ({
        channelId: streamer.channelId,
        nickName: streamer.nickName,
        emoticons: byChannel.get(streamer.idx) ?? [],
      }))
      .filter((list) => list.emoticons.length > 0)
    return {
      emoticonKeys: lists.flatMap((list) => list.emoticons.map((e) => e.emoticonKeyword)),
      subStreamerEmoticonList: lists,
    }
  })

  app.get(`${IMAGE_PATH}:file`, async (request, reply) => {
    const { file } = request.params as { file: string }
    const body = emoticonImage(file)
    if (!body) throw notFound('No such emoticon')
    return (
      reply
        .header('content-type', 'image/svg+xml')
        .header('cache-control', IMAGE_CACHE)
        .header('x-content-type-options', 'nosniff')
        // Opened on its own, an SVG is a document: ours need nothing, so it may load and run nothing.
        .header('content-security-policy', "default-src 'none'")
        .send(body)
    )
  })
}
