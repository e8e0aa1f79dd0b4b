import { type ChannelProfile, channelLinkUrl } from '@airwave/sdk/contract'
import { eq } from 'drizzle-orm'
import { storableText } from '../community/text'
import type { Db } from '../db/database'
import { channelProfiles } from '../db/schema'
import { badRequest } from '../http/httpError'

/**
 * A channel's description and links; empty for a channel that never wrote them.
 *
 * @example const profile = await channelProfileOf(db, channel.id)
 */
export async function channelProfileOf(db: Db, channelIdx: number): Promise<ChannelProfile> {
  const [row] = await db
    .select({ description: channelProfiles.description, links: channelProfiles.links })
    .from(channelProfiles)
    .where(eq(channelProfiles.channelId, channelIdx))
  return row ?? { description: '', links: [] }
}

/**
 * Replaces a channel's description and links: texts checked as every stored text is, each
 * address normalised by the SDK's `channelLinkUrl` (400 for one it refuses; the contract
 * checked the counts and lengths).
 *
 * @example await saveChannelProfile(db, me.channel.idx, { description: 'Hi', links: [] })
 */
export async function saveChannelProfile(
  db: Db,
  channelIdx: number,
  profile: ChannelProfile,
): Promise<ChannelProfile> {
  const description = storableText(profile.description.trim(), 'description')
  const links = profile.links.map((link, i) => {
    const url = channelLinkUrl(link.url)
    if (!url) throw badRequest(`links.${i}.url: Links must be http or https addresses`)
    return { title: storableText(link.title.trim(), `links.${i}.title`), url }
  })
  const values = { description, links, updatedAt: new Date() }
  await db
    .insert(channelProfiles)
    .values({ channelId: channelIdx, ...values })
    .onConflictDoUpdate({ target: channelProfiles.channelId, set: values })
  return { description, links }
}
