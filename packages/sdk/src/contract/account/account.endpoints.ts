import * as z from 'zod/mini'
import { endpoint } from '../../core/endpoint'
import { unreadAnswer as none } from '../core/fields'
import {
  channelCheckSchema,
  credentialsSchema,
  newChannelSchema,
  ownChannelSchema,
  passwordChangeSchema,
  passwordCheckSchema,
  passwordResetSchema,
  signedInClientSchema,
  signUpSchema,
  tokenPairSchema,
  unregisterReasonSchema,
  verificationCheckSchema,
  withdrawalSchema,
} from './account.schemas'
import { signInLinkTokenSchema } from './signInLink'

// Query values arrive as strings at the server; typed as numbers for callers.
const sessionCookie = 'same-origin route of the web app, not the platform host'
// The address a code or a sign-in link is mailed to: structural limits only (email.ts has the rules).
const mailTo = z.object({ email: z.string().check(z.minLength(3), z.maxLength(254)) })

const sendVerification = endpoint({
  method: 'POST',
  path: '/member/email/verification',
  body: mailTo,
  answer: none,
  auth: 'none',
  chosen: 'path not shown; e-mails a 6-digit code valid for 300 s',
})

const checkVerification = endpoint({
  method: 'POST',
  path: '/member/email/verification/check',
  body: z.extend(mailTo, { number: z.string().check(z.regex(/^\d{6}$/)) }),
  answer: verificationCheckSchema,
  auth: 'none',
  chosen:
    'not in the spec: checks the code without spending it (a wrong one counts an attempt), ' +
    'so the sign-up and reset forms say a wrong code and a taken address at their first step',
})

const signUp = endpoint({
  method: 'POST',
  path: '/member/sign-up',
  body: signUpSchema,
  answer: tokenPairSchema,
  auth: 'none',
  chosen:
    'path not shown; answers the token pair so the member is signed in (to a web app that ' +
    'keeps its session in the cookie, `x-airwave-session: cookie`, without the refresh token)',
})

const signIn = endpoint({
  method: 'POST',
  path: '/member/auth/sign-in',
  body: credentialsSchema,
  answer: tokenPairSchema,
  auth: 'none',
  chosen:
    'path not shown (e-mail sign-in with email and password); to a web app that keeps its ' +
    'session in the cookie (`x-airwave-session: cookie`), the pair goes there and the answer ' +
    'has no refresh token',
})

/**
 * While sign-in is locked for the caller (too many failed passwords), mails the account a
 * one-time sign-in link valid 15 minutes, so a lock never shuts its owner out; answers alike
 * whether the address is registered or locked, or not.
 */
const requestSignInLink = endpoint({
  method: 'POST',
  path: '/member/auth/sign-in-link',
  body: mailTo,
  answer: none,
  auth: 'none',
  chosen: 'not in the spec: a sign-in link mailed during a lock',
})

/**
 * Signs in with a mailed link (once, within 15 minutes): a wrong, used or expired one is
 * VERIFICATION_FAILED, a blocked account MEM10029 and channel MEM10058.
 */
const signInWithLink = endpoint({
  method: 'POST',
  path: '/member/auth/sign-in-link/use',
  body: z.object({ token: signInLinkTokenSchema }),
  answer: tokenPairSchema,
  auth: 'none',
  chosen: 'not in the spec: signs in with a mailed link, once',
})

const refreshTokens = endpoint({
  method: 'POST',
  path: '/api/auth/refresh',
  // Without `refreshToken`, the server reads it from the same-origin session cookie.
  body: z.object({ clientId: z.string(), refreshToken: z.optional(z.string()) }),
  answer: tokenPairSchema,
  auth: 'none',
  embed: true,
})

// The web app's session cookie: read, stored and cleared on one same-origin route.
const cookieRoute = { path: '/api/auth', auth: 'none', chosen: sessionCookie } as const
const readSessionCookie = endpoint({
  ...cookieRoute,
  method: 'GET',
  answer: z.nullable(tokenPairSchema),
})
const storeSessionCookie = endpoint({
  ...cookieRoute,
  method: 'POST',
  body: tokenPairSchema,
  answer: none,
  embed: true,
})
const clearSessionCookie = endpoint({ ...cookieRoute, method: 'DELETE', answer: none, embed: true })

const createChannel = endpoint({
  method: 'POST',
  path: '/member/channel',
  body: newChannelSchema,
  answer: none,
  auth: 'required',
})

const listMyChannels = endpoint({
  method: 'GET',
  path: '/member/channel',
  answer: z.array(ownChannelSchema),
  auth: 'required',
  chosen: 'not in the spec: the channels the member owns, for the channel switch',
})

const deleteChannel = endpoint({
  method: 'DELETE',
  path: '/member/channel',
  body: z.object({ channelId: z.string().check(z.minLength(1), z.maxLength(15)) }),
  answer: tokenPairSchema,
  auth: 'required',
  chosen:
    'not in the spec (the /channel/delete page): deletes an owned channel; answers a new ' +
    'access token of the same session (the acting channel may change), never a refresh token',
})

const checkChannel = endpoint({
  method: 'POST',
  path: '/member/channel/check',
  body: channelCheckSchema,
  answer: none,
  auth: 'optional',
  chosen: 'payload not shown: { nickname?, channelId? }; a taken or forbidden one is an error',
})

const checkPassword = endpoint({
  method: 'POST',
  path: '/member/check-password',
  body: z.object({ email: z.string(), password: z.string() }),
  answer: passwordCheckSchema,
  auth: 'optional',
})

const changePassword = endpoint({
  method: 'PUT',
  path: '/member/password',
  body: passwordChangeSchema,
  answer: none,
  auth: 'required',
})

const resetPassword = endpoint({
  method: 'POST',
  path: '/member/reset-password',
  body: passwordResetSchema,
  answer: none,
  auth: 'none',
  chosen: 'the spec shows { email, resetPassword }; verificationNumber proves the e-mail',
})

const signOut = endpoint({
  method: 'POST',
  path: '/member/auth/sign-out',
  answer: none,
  auth: 'required',
  embed: true,
})

const deleteAccount = endpoint({
  method: 'DELETE',
  path: '/member/me',
  body: withdrawalSchema,
  answer: none,
  auth: 'required',
})

const switchChannel = endpoint({
  method: 'POST',
  path: '/member/channel/switch',
  body: z.object({ channelId: z.string() }),
  answer: tokenPairSchema,
  auth: 'required',
  chosen: 'answers a new token pair, since the tokens name the acting channel',
})

const listUnregisterReasons = endpoint({
  method: 'GET',
  path: '/member/unregister/reason',
  answer: z.array(unregisterReasonSchema),
  auth: 'optional',
  chosen: 'answer shape not shown: [{ code, reason }]',
})

const checkAuth = endpoint({
  method: 'POST',
  path: '/member/auth/check',
  body: credentialsSchema,
  answer: none,
  auth: 'optional',
})

const logoutClient = endpoint({
  method: 'POST',
  path: '/v2/member/client/logout',
  query: z.object({ clientId: z.string() }),
  answer: none,
  auth: 'required',
})

const listClients = endpoint({
  method: 'GET',
  path: '/v2/member/client',
  answer: z.array(signedInClientSchema),
  auth: 'required',
  chosen: 'answer shape not shown: [{ clientId, clientType?, lastAccessDate? }]',
})

/**
 * Sign-up, sign-in, session cookie, password, channel creation and account settings calls.
 *
 * @example
 * const client = bindEndpoints(transport, { account: accountEndpoints })
 * const tokens = await client.account.signIn({ email, password })
 */
export const accountEndpoints = {
  sendVerification,
  checkVerification,
  signUp,
  signIn,
  requestSignInLink,
  signInWithLink,
  refreshTokens,
  readSessionCookie,
  storeSessionCookie,
  clearSessionCookie,
  createChannel,
  listMyChannels,
  deleteChannel,
  checkChannel,
  checkPassword,
  changePassword,
  resetPassword,
  signOut,
  deleteAccount,
  switchChannel,
  listUnregisterReasons,
  checkAuth,
  logoutClient,
  listClients,
}
