import { index, jsonb, pgTable, text } from 'drizzle-orm/pg-core'
import { createdAt, flag, serialId, updatedAt } from './columns'
import { channelKey, channelRef } from './refs'

/**
 * What a streamer tells about their channel on `/dashboard/channel-info`: a description and up to
 * five links (http and https only, checked with the SDK's `channelLinkUrl`), and whether the
 * channel page shows its first banner. No row: none yet.
 */
export const channelProfiles = pgTable('channel_profiles', {
  channelId: channelKey(),
  description: text('description').notNull().default(''),
  links: jsonb('links').$type<{ title: string; url: string }[]>().notNull().default([]),
  isBanner: flag('is_banner'),
  updatedAt: updatedAt(),
})

/** A channel's banners (at most five, kept by the server), oldest first. */
export const channelBanners = pgTable(
  'channel_banners',
  {
    id: serialId(),
    channelId: channelRef(),
    imageUrl: text('image_url').notNull(),
    linkUrl: text('link_url'),
    createdAt: createdAt(),
  },
  (table) => [index('channel_banners_channel_idx').on(table.channelId, table.id)],
)
