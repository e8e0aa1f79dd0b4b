import { integer, pgTable, text } from 'drizzle-orm/pg-core'
import { at, createdAt, updatedAt } from './columns'
import { channelKey, optionalMemberRef } from './refs'

/**
 * A channel's embed settings: the host domains (`news.example.com`, `localhost:5173`, as
 * `normalizeEmbedHost` writes them) whose pages may embed its player and board. No row, or an
 * empty list: nowhere.
 */
export const embedSettings = pgTable('embed_settings', {
  channelId: channelKey(),
  allowedHosts: text('allowed_hosts').array().notNull(),
  updatedAt: updatedAt(),
})

/**
 * An embed's sign-in in progress (the handoff of `embed/embedLogin.ts`): begun from the
 * embed's page for `origin`, its key handed by the popup's first page to that origin only
 * (`keyHash`), completed by the member's sign-in in the popup (`memberId`), then claimed once
 * from the same page with the key. Kept by the hash of its id; gone after ten minutes.
 */
export const embedLogins = pgTable('embed_logins', {
  idHash: text('id_hash').primaryKey(),
  origin: text('origin').notNull(),
  keyHash: text('key_hash'),
  memberId: optionalMemberRef(),
  channelIdx: integer('channel_idx'),
  createdAt: createdAt(),
  expiresAt: at('expires_at').notNull(),
  completedAt: at('completed_at'),
  claimedAt: at('claimed_at'),
})
