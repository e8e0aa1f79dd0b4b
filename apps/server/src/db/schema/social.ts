import { index, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core'
import { at, createdAt, flag, serialId } from './columns'
import { memberRef, optionalMemberRef } from './refs'

/**
 * A social account (the provider's subject) linked to a member: `id` is the spec's
 * `thirdPartyIdx`. One subject of a platform belongs to one member, and a member links one
 * account per platform.
 */
export const socialLinks = pgTable(
  'social_links',
  {
    id: serialId(),
    memberId: memberRef(),
    platform: text('platform').notNull(),
    /** The provider's `sub` claim: stable for the account at that provider. */
    subject: text('subject').notNull(),
    email: text('email'),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('social_links_subject').on(t.platform, t.subject),
    uniqueIndex('social_links_member_platform').on(t.memberId, t.platform),
  ],
)

/**
 * One social flow, from the authorization request to its outcome. `state` travels to the
 * provider and back; the nonce and the PKCE verifier never leave the server. `bindingHash` ties
 * the flow to the browser that started it (an httpOnly cookie), so a provider's answer or a
 * social token replayed in another browser is refused. After the callback, the verified
 * identity waits here under `tokenHash` (the one-time social token) for the check, and a
 * sign-up for its agreement and channel.
 */
export const socialFlows = pgTable(
  'social_flows',
  {
    id: serialId(),
    state: text('state').notNull(),
    platform: text('platform').notNull(),
    /** 'login', 'link' or 'check'. */
    intent: text('intent').notNull(),
    /** Who links or re-verifies; null for a sign-in. */
    memberId: optionalMemberRef(),
    bindingHash: text('binding_hash').notNull(),
    nonce: text('nonce').notNull(),
    codeVerifier: text('code_verifier').notNull(),
    redirectUri: text('redirect_uri').notNull(),
    returnPath: text('return_path').notNull(),
    /** 'authorizing', then 'verified' (callback), 'sign-up' (check found nobody), 'done'. */
    stage: text('stage').notNull().default('authorizing'),
    tokenHash: text('token_hash'),
    subject: text('subject'),
    email: text('email'),
    emailVerified: flag('email_verified'),
    name: text('name'),
    expiresAt: at('expires_at').notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('social_flows_state').on(t.state),
    uniqueIndex('social_flows_token').on(t.tokenHash),
    index('social_flows_binding').on(t.bindingHash),
  ],
)
