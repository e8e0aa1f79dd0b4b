import { describe, expect, it } from 'vitest'
import * as z from 'zod/mini'
import { accountEndpoints as e } from './account.endpoints'

describe('accountEndpoints', () => {
  it('use the documented methods and paths', () => {
    const routes = Object.fromEntries(
      Object.entries(e).map(([name, d]) => [name, `${d.method} ${d.path}`]),
    )
    expect(routes).toEqual({
      sendVerification: 'POST /member/email/verification',
      checkVerification: 'POST /member/email/verification/check',
      signUp: 'POST /member/sign-up',
      signIn: 'POST /member/auth/sign-in',
      requestSignInLink: 'POST /member/auth/sign-in-link',
      signInWithLink: 'POST /member/auth/sign-in-link/use',
      refreshTokens: 'POST /api/auth/refresh',
      readSessionCookie: 'GET /api/auth',
      storeSessionCookie: 'POST /api/auth',
      clearSessionCookie: 'DELETE /api/auth',
      createChannel: 'POST /member/channel',
      listMyChannels: 'GET /member/channel',
      deleteChannel: 'DELETE /member/channel',
      checkChannel: 'POST /member/channel/check',
      checkPassword: 'POST /member/check-password',
      changePassword: 'PUT /member/password',
      resetPassword: 'POST /member/reset-password',
      signOut: 'POST /member/auth/sign-out',
      deleteAccount: 'DELETE /member/me',
      switchChannel: 'POST /member/channel/switch',
      listUnregisterReasons: 'GET /member/unregister/reason',
      checkAuth: 'POST /member/auth/check',
      logoutClient: 'POST /v2/member/client/logout',
      listClients: 'GET /v2/member/client',
    })
  })

  it('need no session to sign up, sign in or refresh', () => {
    expect(e.signUp.auth).toBe('none')
    expect(e.signIn.auth).toBe('none')
    expect(e.refreshTokens.auth).toBe('none')
    expect(e.deleteAccount.auth).toBe('required')
  })

  it('send the client id of a logout in the query', () => {
    expect(e.logoutClient.body).toBeUndefined()
    expect(z.parse(e.logoutClient.query ?? z.never(), { clientId: 'c1' })).toEqual({
      clientId: 'c1',
    })
  })

  it('read an empty session cookie as null', () => {
    expect(z.parse(e.readSessionCookie.answer, null)).toBeNull()
  })
})
