import { itemEndpoints } from '@airwave/sdk/contract'
import type { FastifyInstance } from 'fastify'
import { targetChannel } from '../../channel/channelRelations'
import type { UploadStorage } from '../../community/uploads/storage'
import { defaultStorage, uploadsDir } from '../../community/uploads/uploads.routes'
import type { AppDeps } from '../../deps'
import { requireChannel } from '../../http/auth'
import { route } from '../../http/route'
import { dayRange } from '../../item/dayRange'
import {
  badgeNickColor,
  nameColorSettings,
  saveNameColorSettings,
  setNickColor,
} from './nameColors'
import { readImageForm } from './perkImages'
import { writeDemoBadges } from './perks.seed'
import { badgeMonthsOf, badgesOf, removeBadge, setBadge } from './subscriberBadges'
import { addEmoticon, removeEmoticon } from './subscriberEmoticons'
import { revenueOf, subscribersOf } from './subscribers'

/**
 * The streamer's subscriber pages (subscribers, revenue, badges, emoticons, name colours), each
 * on the caller's acting channel (their own: managers have no call that names another
 * channel's), and a subscriber's own badge and colour in a channel. Badges are public to read.
 * The images are stored and served as the community uploads are (`/uploads/{name}`).
 *
 * @example export const routeModules = [..., subscriberPerkRoutes]
 */
export function subscriberPerkRoutes(
  app: FastifyInstance,
  deps: AppDeps,
  storage: UploadStorage = defaultStorage(deps),
): void {
  const { db } = deps
  const item = itemEndpoints

  route(app, item.listSubscribers, async ({ query, me }) => {
    const channel = requireChannel(me)
    const page = await subscribersOf(db, channel.idx, {
      state: query.state,
      range: dayRange(query.startDate, query.endDate),
      offset: (query.page - 1) * query.limit,
      limit: query.limit,
    })
    return { ...page, page: query.page, limit: query.limit }
  })

  route(app, item.getSubscriptionRevenue, ({ me }) => revenueOf(db, requireChannel(me).idx))

  route(app, item.listSubscriberBadges, async ({ params }) => {
    const channel = await targetChannel(db, params.channelId ?? '')
    return { list: await badgesOf(db, channel.id) }
  })

  route(app, item.uploadSubscriberBadge, async ({ me, request }) => {
    const channel = requireChannel(me)
    const form = await readImageForm(request, 'the badge')
    const months = badgeMonthsOf(form.fields.months)
    return setBadge(db, storage, channel.idx, months, form.bytes)
  })

  route(app, item.deleteSubscriberBadge, async ({ params, me }) => {
    const channel = requireChannel(me)
    await removeBadge(db, channel.idx, badgeMonthsOf(params.months))
    return null
  })

  route(app, item.uploadSubscriberEmoticon, async ({ me, request }) => {
    const channel = requireChannel(me)
    const form = await readImageForm(request, 'the emoticon')
    return addEmoticon(db, storage, channel.idx, form.fields.keyword, form.bytes)
  })

  route(app, item.deleteSubscriberEmoticon, async ({ params, me }) => {
    const channel = requireChannel(me)
    await removeEmoticon(db, channel.idx, params.keyword ?? '')
    return null
  })

  route(app, item.getSubscriberNameColor, ({ me }) => nameColorSettings(db, requireChannel(me).idx))

  route(app, item.setSubscriberNameColor, ({ body, me }) =>
    saveNameColorSettings(db, requireChannel(me).idx, body),
  )

  route(app, item.getBadgeNickColor, async ({ params, me }) => {
    const subscriber = requireChannel(me)
    const channel = await targetChannel(db, params.channelId ?? '')
    return badgeNickColor(db, channel.id, subscriber.idx)
  })

  route(app, item.setBadgeNickColor, async ({ params, body, me }) => {
    const subscriber = requireChannel(me)
    const channel = await targetChannel(db, params.channelId ?? '')
    return setNickColor(db, channel.id, subscriber.idx, body.nickColor)
  })

  // The seeded badges link these; written before the server turns ready.
  if (!deps.config.production) {
    app.addHook('onReady', () => writeDemoBadges(uploadsDir(deps)))
  }
}
