import * as z from 'zod/mini'
import { endpoint } from '../../core/endpoint'
import { queryInteger } from '../../core/queryInteger'
import { tokenPairSchema } from '../../core/tokenPair'
import { unreadAnswer as none } from '../core/fields'
import {
  socialAuthorizationSchema,
  socialAuthorizeSchema,
  socialCheckResultSchema,
  socialCheckSchema,
  socialProviderSchema,
  socialSignUpInfoSchema,
  socialSignUpSchema,
  thirdPartyPageSchema,
} from './social.schemas'

const listProviders = endpoint({
  method: 'GET',
  path: '/member/auth/social/providers',
  answer: z.object({ providers: z.array(socialProviderSchema) }),
  auth: 'none',
  chosen: 'path not shown: the platforms this server is configured for',
})

const authorize = endpoint({
  method: 'POST',
  path: '/member/auth/social/{platform}/authorize',
  body: socialAuthorizeSchema,
  answer: socialAuthorizationSchema,
  auth: 'optional',
  chosen:
    'path not shown: starts the OpenID Connect flow (state, nonce, PKCE kept by the server, ' +
    'bound to this browser by an httpOnly cookie); link and check need a signed-in member',
})

const check = endpoint({
  method: 'POST',
  path: '/member/auth/social/{platform}/check',
  body: socialCheckSchema,
  answer: socialCheckResultSchema,
  auth: 'optional',
  chosen:
    'accessToken is the one-time social token of the return page; answers the outcome, and ' +
    'signs in (session cookie) when the account is linked',
})

const getSignUp = endpoint({
  method: 'GET',
  path: '/member/auth/social/sign-up',
  answer: socialSignUpInfoSchema,
  auth: 'none',
  chosen: 'path not shown: the pending social sign-up of this browser (404 when none)',
})

const signUp = endpoint({
  method: 'POST',
  path: '/member/auth/social/sign-up',
  body: socialSignUpSchema,
  answer: tokenPairSchema,
  auth: 'none',
  chosen:
    'path not shown: agreement, birth date and channel in one call; signs in (session cookie), ' +
    'the answer has no refresh token',
})

const listLinks = endpoint({
  method: 'GET',
  path: '/v2/member/channel/third-party',
  query: z.object({
    page: z._default(queryInteger(), 1),
    limit: z._default(queryInteger(100), 10),
  }),
  answer: thirdPartyPageSchema,
  auth: 'required',
  chosen: 'answer shape not shown: { items, total, hasPassword }',
})

const unlink = endpoint({
  method: 'DELETE',
  path: '/v2/member/channel/third-party/{thirdPartyIdx}',
  answer: none,
  auth: 'required',
})

/**
 * Social sign-in (google, apple, facebook over OpenID Connect), the social sign-up and the
 * linked accounts.
 *
 * @example
 * const client = createClient({ baseUrl: '', endpoints: { social: socialEndpoints }, session })
 * const { authorizationUrl } = await client.social.authorize('google', { intent: 'login', returnPath: '/login/popup/google' })
 */
export const socialEndpoints = {
  listProviders,
  authorize,
  check,
  getSignUp,
  signUp,
  listLinks,
  unlink,
}
