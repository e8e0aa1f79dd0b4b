import { endpoint } from '../../core/endpoint'
import { tokenPairSchema } from '../../core/tokenPair'
import {
  embedChannelSchema,
  embedLoginAnswerSchema,
  embedLoginClaimSchema,
  embedLoginRequestSchema,
  embedLoginSchema,
  embedParentQuerySchema,
  embedSettingsFormSchema,
  embedSettingsSchema,
  embedVideoSchema,
} from './embed.schemas'

// accounts-platform.md lists the embed's fields (isEmbedPlayer, embedClientId, embedReferer)
// and pages but no calls: REST paths under /v2/embed, and the sign-in under /api/auth beside
// the session cookie it sets.
const CHOSEN = 'REST path under /v2/embed (the spec shows no embed call)'

/**
 * The caller's channel's embed settings (owner only: 403 for anyone else, 401 signed out).
 *
 * @example (await client.embed.getSettings()).allowedHosts // ['news.example.com']
 */
const getSettings = endpoint({
  method: 'GET',
  path: '/v2/embed/settings',
  answer: embedSettingsSchema,
  auth: 'required',
  chosen: CHOSEN,
})

/**
 * Replaces the caller's channel's allowed hosts (normalized and deduplicated by the server).
 *
 * @example await client.embed.updateSettings({ allowedHosts: ['news.example.com', 'localhost:5173'] })
 */
const updateSettings = endpoint({
  method: 'PUT',
  path: '/v2/embed/settings',
  body: embedSettingsFormSchema,
  answer: embedSettingsSchema,
  auth: 'required',
  chosen: CHOSEN,
})

/**
 * A channel's poster for an embed, with `allowed` for the page asking (`parent`, else the
 * request's Origin). Public, and readable from any origin: an unlisted page learns why.
 *
 * @example await client.embed.channel('airwave', { parent: location.host })
 */
const channel = endpoint({
  method: 'GET',
  path: '/v2/embed/channel/{channelId}',
  query: embedParentQuerySchema,
  answer: embedChannelSchema,
  auth: 'none',
  chosen: CHOSEN,
})

/** A video's poster for an embed. @example await client.embed.video(1, { parent: location.host }) */
const video = endpoint({
  method: 'GET',
  path: '/v2/embed/video/{vodNo}',
  query: embedParentQuerySchema,
  answer: embedVideoSchema,
  auth: 'none',
  chosen: CHOSEN,
})

/**
 * Starts an embed's sign-in from the embed's page (credentials included): the server keeps the
 * id in a partitioned cookie of that page's site, the popup carries it to the first-party side.
 *
 * @example const { loginId } = await client.embed.beginLogin()
 */
const beginLogin = endpoint({
  method: 'POST',
  path: '/api/auth/embed-login',
  answer: embedLoginSchema,
  auth: 'none',
  embed: true,
  chosen: 'The embed sign-in handoff (see the widgets README: partitioned cookies)',
})

/**
 * The popup's question, on the site's own side: which page asks for an embed's session (as the
 * server recorded it when that page began the sign-in). 404 EMBED_LOGIN_EXPIRED when nothing
 * waits in this browser.
 *
 * @example const { origin } = await client.embed.pendingLogin()
 */
const pendingLogin = endpoint({
  method: 'GET',
  path: '/api/auth/embed-login/pending',
  answer: embedLoginRequestSchema,
  auth: 'required',
  chosen: 'The embed sign-in handoff: the popup names the asking page before the member allows it',
})

/**
 * The member's answer in the popup: `allow` grants the asking page an embed's session (watch,
 * chat, like, follow, comment: never the account, the stream key or the channel switch); a
 * refusal ends the sign-in.
 *
 * @example await client.embed.answerLogin({ allow: true })
 */
const answerLogin = endpoint({
  method: 'POST',
  path: '/api/auth/embed-login/answer',
  body: embedLoginAnswerSchema,
  answer: embedLoginRequestSchema,
  auth: 'required',
  chosen: 'The embed sign-in handoff: nothing is granted without the member allowing it',
})

/**
 * Ends it once the popup says `signed-in`: when the member allowed this page in the popup, the
 * id's partitioned cookie came with the call and the key is the one the popup handed over, the
 * server sets this page's own (partitioned) session cookie, of an embed's scope, and answers its
 * pair without the refresh token (as `GET /api/auth` does). 409 EMBED_LOGIN_PENDING otherwise.
 *
 * @example await session.signIn(await client.embed.claimLogin({ loginId, key }))
 */
const claimLogin = endpoint({
  method: 'POST',
  path: '/api/auth/embed-login/claim',
  body: embedLoginClaimSchema,
  answer: tokenPairSchema,
  auth: 'none',
  embed: true,
  chosen: 'The embed sign-in handoff (see the widgets README: partitioned cookies)',
})

/** The embed's calls, for `createClient({ endpoints: { embed: embedEndpoints } })`. */
export const embedEndpoints = {
  getSettings,
  updateSettings,
  channel,
  video,
  beginLogin,
  pendingLogin,
  answerLogin,
  claimLogin,
}
