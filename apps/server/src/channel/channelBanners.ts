import { CHANNEL_BANNERS_MAX, type ChannelBanner, channelLinkUrl } from '@airwave/sdk/contract'
import { and, asc, eq } from 'drizzle-orm'
import type { Db } from '../db/database'
import { channelBanners, channelProfiles, channels } from '../db/schema'
import { badRequest, notFound } from '../http/httpError'

const tooMany = () =>
  badRequest(`A channel keeps at most ${CHANNEL_BANNERS_MAX} banners`, 'CHANNEL_BANNER_LIMIT')

/**
 * A channel's banners, oldest first.
 *
 * @example const list = await bannersOf(db, channel.id)
 */
export async function bannersOf(db: Db, channelIdx: number): Promise<ChannelBanner[]> {
  const rows = await db
    .select()
    .from(channelBanners)
    .where(eq(channelBanners.channelId, channelIdx))
    .orderBy(asc(channelBanners.id))
  return rows.map((row) => ({
    bannerIdx: row.id,
    imageUrl: row.imageUrl,
    ...(row.linkUrl ? { linkUrl: row.linkUrl } : {}),
  }))
}

/** Whether the channel page shows the first banner. @example await isBannerShown(db, 7) */
export async function isBannerShown(db: Db, channelIdx: number): Promise<boolean> {
  const [row] = await db
    .select({ isBanner: channelProfiles.isBanner })
    .from(channelProfiles)
    .where(eq(channelProfiles.channelId, channelIdx))
  return row?.isBanner ?? false
}

/**
 * 400 CHANNEL_BANNER_LIMIT when the channel already keeps the most banners: asked before the
 * image is stored, so a refused upload stores nothing.
 *
 * @example await checkBannerRoom(db, channel.id)
 */
export async function checkBannerRoom(db: Db, channelIdx: number): Promise<void> {
  const n = await db.$count(channelBanners, eq(channelBanners.channelId, channelIdx))
  if (n >= CHANNEL_BANNERS_MAX) throw tooMany()
}

/**
 * Keeps a stored image as the channel's newest banner; the link, when given, normalised by the
 * SDK's `channelLinkUrl` (400 for one it refuses). The count is checked again under a lock of
 * the channel's row, so two uploads at once cannot pass five.
 *
 * @example await addBanner(db, channel.id, 'https://…/uploads/a.png', undefined)
 */
export async function addBanner(
  db: Db,
  channelIdx: number,
  imageUrl: string,
  link: string | undefined,
): Promise<ChannelBanner> {
  let linkUrl: string | undefined
  if (link !== undefined && link.trim() !== '') {
    linkUrl = channelLinkUrl(link)
    if (!linkUrl) throw badRequest('linkUrl: Links must be http or https addresses')
  }
  return db.transaction(async (tx) => {
    await tx
      .select({ id: channels.id })
      .from(channels)
      .where(eq(channels.id, channelIdx))
      .for('update')
    const n = await tx.$count(channelBanners, eq(channelBanners.channelId, channelIdx))
    if (n >= CHANNEL_BANNERS_MAX) throw tooMany()
    const [row] = await tx
      .insert(channelBanners)
      .values({ channelId: channelIdx, imageUrl, linkUrl: linkUrl ?? null })
      .returning({ id: channelBanners.id })
    if (!row) throw new Error('The banner was not stored')
    return { bannerIdx: row.id, imageUrl, ...(linkUrl ? { linkUrl } : {}) }
  })
}

/** Removes one banner of the channel (404 for another channel's). @example await removeBanner(db, 7, 3) */
export async function removeBanner(db: Db, channelIdx: number, bannerIdx: number): Promise<void> {
  const gone = await db
    .delete(channelBanners)
    .where(and(eq(channelBanners.id, bannerIdx), eq(channelBanners.channelId, channelIdx)))
    .returning({ id: channelBanners.id })
  if (gone.length === 0) throw notFound('No such banner')
}

/** Shows or hides the banner on the channel page. @example await showBanner(db, 7, true) */
export async function showBanner(db: Db, channelIdx: number, isBanner: boolean): Promise<void> {
  await db
    .insert(channelProfiles)
    .values({ channelId: channelIdx, isBanner, updatedAt: new Date() })
    .onConflictDoUpdate({
      target: channelProfiles.channelId,
      set: { isBanner, updatedAt: new Date() },
    })
}
