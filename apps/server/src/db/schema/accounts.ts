import { sql } from 'drizzle-orm'
import { index, integer, jsonb, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core'
import { at, belongsTo, counter, createdAt, deletedAt, flag, serialId, updatedAt } from './columns'

// Tables use unqualified names and no pg enums, so that tests can migrate into a schema of
// their own through `search_path`.

/** An account. Deleted accounts keep their row (so references stay valid) but free the e-mail. */
export const members = pgTable(
  'members',
  {
    id: serialId(),
    email: text('email').notNull(),
    passwordHash: text('password_hash').notNull(),
    birthDate: text('birth_date').notNull(),
    socialPlatform: text('social_platform'),
    /** The channel the member acts as; `null` until the first channel is created. */
    activeChannelId: integer('active_channel_id'),
    blocked: flag('blocked'),
    createdAt: createdAt(),
    passwordChangedAt: at('password_changed_at'),
    deletedAt: deletedAt(),
    unregisterReason: jsonb('unregister_reason'),
  },
  (t) => [uniqueIndex('members_email_live').on(t.email).where(sql`${t.deletedAt} is null`)],
)

/**
 * A channel, owned by a member. `handle` is the public channel id (`/{channelId}`); `id` is the
 * internal key other tables reference. Handles stay reserved after deletion (CHA30071).
 */
export const channels = pgTable(
  'channels',
  {
    id: serialId(),
    handle: text('handle').notNull(),
    nickname: text('nickname').notNull(),
    ownerId: belongsTo('owner_id', () => members.id),
    profileImg: text('profile_img'),
    /** 2 is a platform admin, 1 everyone else. */
    role: integer('role').notNull().default(1),
    blocked: flag('blocked'),
    suspended: flag('suspended'),
    /** The chat nickname colour the member chose; `null` is the colour derived from the handle. */
    nicknameColor: text('nickname_color'),
    createdAt: createdAt(),
    deletedAt: deletedAt(),
  },
  (t) => [
    uniqueIndex('channels_handle').on(sql`lower(${t.handle})`),
    uniqueIndex('channels_nickname_live')
      .on(sql`lower(${t.nickname})`)
      .where(sql`${t.deletedAt} is null`),
    index('channels_owner').on(t.ownerId),
  ],
)

/**
 * Refresh tokens, stored as sha256 hashes. Every refresh rotates the token within its family;
 * presenting a rotated token again revokes the whole family (a stolen token was replayed).
 */
export const refreshTokens = pgTable(
  'refresh_tokens',
  {
    id: serialId(),
    memberId: belongsTo('member_id', () => members.id),
    familyId: text('family_id').notNull(),
    tokenHash: text('token_hash').notNull(),
    clientId: text('client_id'),
    /** `full`, or `embed` for an embed's session on a partner's page (see tokens.ts). */
    scope: text('scope').notNull().default('full'),
    expiresAt: at('expires_at').notNull(),
    rotatedAt: at('rotated_at'),
    revokedAt: at('revoked_at'),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('refresh_tokens_hash').on(t.tokenHash),
    index('refresh_tokens_family').on(t.familyId),
    index('refresh_tokens_member').on(t.memberId),
  ],
)

/** E-mail verification codes (sign-up, password reset), stored as sha256 hashes. */
export const verificationCodes = pgTable(
  'verification_codes',
  {
    id: serialId(),
    email: text('email').notNull(),
    purpose: text('purpose').notNull(),
    codeHash: text('code_hash').notNull(),
    expiresAt: at('expires_at').notNull(),
    attempts: counter('attempts'),
    consumedAt: at('consumed_at'),
    createdAt: createdAt(),
  },
  (t) => [index('verification_codes_email').on(t.email, t.purpose)],
)

/** Mail sent without SMTP; served newest first at `GET /dev/mail` outside production. */
export const mailOutbox = pgTable('mail_outbox', {
  id: serialId(),
  to: text('to').notNull(),
  subject: text('subject').notNull(),
  text: text('text').notNull(),
  createdAt: createdAt(),
})

/**
 * Fixed-window counters of the sign-in and mail limits until they moved to the one limiter
 * (`limits/`, Redis or memory). Nothing reads or writes it now: drop it with the next migration.
 */
export const rateLimits = pgTable('rate_limits', {
  key: text('key').primaryKey(),
  count: integer('count').notNull(),
  windowStart: at('window_start').notNull(),
})

/** Platform-wide switches that must survive a restart (maintenance notice). One row per key. */
export const platformSettings = pgTable('platform_settings', {
  key: text('key').primaryKey(),
  value: jsonb('value').notNull(),
  updatedAt: updatedAt(),
})
