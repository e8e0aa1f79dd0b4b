import { describe, expect, it } from 'vitest'
import { createActor, waitFor } from 'xstate'
import { type AccountClient, accountActors } from '../../account/account.actors'
import { linkSignInMachine } from '../../account/linkSignIn.machine'
import { signInLinkRequestMachine } from '../../account/signInLinkRequest.machine'
import { ApiError } from '../../core/apiError'
import type { TokenPair } from '../../core/tokenPair'
import { SIGN_IN_LINK_PATH, signInLinkToken, signInLinkUrl } from './signInLink'

const TOKEN = `42.${'a'.repeat(43)}`
const pair: TokenPair = {
  accessToken: 'access',
  refreshToken: 'refresh',
  accessTokenExpiredDate: '2030-01-01T00:00:00.000Z',
  refreshTokenExpiredDate: '2031-01-01T00:00:00.000Z',
}

function actorsOver(account: Partial<AccountClient['account']>, stored: TokenPair[] = []) {
  const session = {
    signIn: async (tokens: TokenPair) => {
      stored.push(tokens)
    },
    signOut: async () => {},
  }
  return accountActors({ client: { account } as AccountClient, session })
}

describe('sign-in links', () => {
  it('carry their token in the fragment, read back only when well formed', () => {
    const url = signInLinkUrl('https://airwave.example/', TOKEN)
    expect(url).toBe(`https://airwave.example${SIGN_IN_LINK_PATH}#token=${TOKEN}`)
    expect(signInLinkToken(new URL(url).hash)).toBe(TOKEN)
    expect(signInLinkToken('#token=42.short')).toBeUndefined()
    expect(signInLinkToken('')).toBeUndefined()
  })
})

describe('signInLinkRequestMachine', () => {
  it('asks for a link, says it was sent, and keeps a refusal to show', async () => {
    const asked: unknown[] = []
    let refuse = true
    const actors = actorsOver({
      requestSignInLink: async (body: { email: string }) => {
        asked.push(body)
        if (refuse) throw new ApiError(429, 'RATE_LIMITED', 'Too many at once')
        return null
      },
    })
    const offer = createActor(
      signInLinkRequestMachine.provide({ actors: actors.signInLinkRequest }),
      {
        input: { email: ' kim@example.com ' },
      },
    ).start()
    offer.send({ type: 'SEND' })
    await waitFor(offer, (s) => s.matches('idle') && s.context.failure !== undefined)
    expect(offer.getSnapshot().context.failure).toEqual({ key: 'rateLimited' })
    refuse = false
    offer.send({ type: 'SEND' })
    await waitFor(offer, (s) => s.matches('sent'))
    expect(offer.getSnapshot().context.failure).toBeUndefined()
    expect(asked).toEqual([{ email: 'kim@example.com' }, { email: 'kim@example.com' }])
  })
})

describe('linkSignInMachine', () => {
  it('signs in with the token, stores the pair and says so', async () => {
    const stored: TokenPair[] = []
    const used: unknown[] = []
    const actors = actorsOver(
      {
        signInWithLink: async (body: { token: string }) => {
          used.push(body)
          return pair
        },
      },
      stored,
    )
    const landing = createActor(linkSignInMachine.provide({ actors: actors.linkSignIn }), {
      input: { token: TOKEN },
    })
    const emitted: unknown[] = []
    landing.on('*', (event) => emitted.push(event))
    landing.start()
    await waitFor(landing, (s) => s.matches('signedIn'))
    expect(used).toEqual([{ token: TOKEN }])
    expect(stored).toEqual([pair])
    expect(emitted).toEqual([{ type: 'signed-in' }])
  })

  it('tells a broken, used or expired link apart from a block and a failure', async () => {
    const run = async (token: string | undefined, error: unknown) => {
      const actors = actorsOver({
        signInWithLink: async () => {
          throw error
        },
      })
      const landing = createActor(linkSignInMachine.provide({ actors: actors.linkSignIn }), {
        input: { token },
      })
      const emitted: unknown[] = []
      landing.on('*', (event) => emitted.push(event))
      landing.start()
      await waitFor(landing, (s) => !s.matches('signingIn'))
      return { state: landing.getSnapshot().value, emitted, landing }
    }
    expect((await run(undefined, undefined)).state).toBe('invalid')
    const used = new ApiError(
      400,
      'VERIFICATION_FAILED',
      'This sign-in link is wrong, used or expired',
    )
    expect((await run(TOKEN, used)).state).toBe('invalid')
    const blocked = await run(TOKEN, new ApiError(403, 'MEM10029', 'This account is blocked'))
    expect(blocked.state).toBe('blocked')
    expect(blocked.emitted).toEqual([{ type: 'blocked', block: 'account' }])
    const offline = await run(TOKEN, new ApiError(0, 'NETWORK_ERROR', 'Failed to fetch'))
    expect(offline.state).toBe('failed')
    expect(offline.landing.getSnapshot().context.failure).toEqual({ key: 'offline' })
  })
})
