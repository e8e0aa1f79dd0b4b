import { describe, expect, it } from 'vitest'
import { createActor, fromPromise, waitFor } from 'xstate'
import type { SocialCheckResult, SocialPlatform } from '../contract/account/social.schemas'
import type { SocialReturn } from '../contract/account/socialReturn'
import { ApiError } from '../core/apiError'
import { type SocialFlowEmitted, socialFlowMachine } from './socialFlow.machine'

const token = 'b'.repeat(43)

function start(options: {
  answer?: SocialReturn
  check?: (args: {
    input: { platform: SocialPlatform; socialToken: string }
  }) => Promise<SocialCheckResult>
  authorize?: () => Promise<{ authorizationUrl: string }>
}) {
  const followed: string[] = []
  const emitted: SocialFlowEmitted[] = []
  const machine = socialFlowMachine.provide({
    actors: {
      authorize: fromPromise(
        options.authorize ?? (async () => ({ authorizationUrl: 'https://idp.example/auth' })),
      ),
      followProvider: fromPromise(async ({ input }) => {
        followed.push(input.authorizationUrl)
        return options.answer ?? { kind: 'token', socialToken: token }
      }),
      check: fromPromise(
        options.check ??
          (async ({ input }: { input: { platform: SocialPlatform; socialToken: string } }) => ({
            status: 'signed-in' as const,
            platform: input.platform,
          })),
      ),
    },
  })
  const actor = createActor(machine, { input: { intent: 'login' } })
  for (const type of ['done', 'failed', 'cancelled'] as const) {
    actor.on(type, (event) => emitted.push(event))
  }
  actor.start()
  return { actor, followed, emitted }
}

describe('socialFlowMachine', () => {
  it('authorizes, follows the provider, checks the token and emits the outcome', async () => {
    const { actor, followed, emitted } = start({})
    actor.send({ type: 'START', platform: 'google', returnPath: '/login/popup/google' })
    await waitFor(actor, (s) => s.matches('done'))
    expect(followed).toEqual(['https://idp.example/auth'])
    expect(emitted).toEqual([
      { type: 'done', outcome: 'signed-in', result: { status: 'signed-in', platform: 'google' } },
    ])
  })

  it('ends cancelled when the member cancels at the provider', async () => {
    const { actor, emitted } = start({ answer: { kind: 'cancelled' } })
    actor.send({ type: 'START', platform: 'apple', returnPath: '/login/popup/apple' })
    await waitFor(actor, (s) => s.matches('cancelled'))
    expect(emitted).toEqual([{ type: 'cancelled' }])
  })

  it('fails with the server code: a refused check, a failed callback, a failed authorize', async () => {
    const refused = start({
      check: () => Promise.reject(new ApiError(409, 'SOC10001', 'linked elsewhere')),
    })
    refused.actor.send({ type: 'START', platform: 'google', returnPath: '/x' })
    await waitFor(refused.actor, (s) => s.matches('failed'))
    expect(refused.emitted).toEqual([{ type: 'failed', code: 'SOC10001' }])

    const callback = start({ answer: { kind: 'failed', code: 'SOC10004' } })
    callback.actor.send({ type: 'START', platform: 'google', returnPath: '/x' })
    await waitFor(callback.actor, (s) => s.matches('failed'))
    expect(callback.actor.getSnapshot().context.errorCode).toBe('SOC10004')

    const offline = start({ authorize: () => Promise.reject(new TypeError('fetch failed')) })
    offline.actor.send({ type: 'START', platform: 'google', returnPath: '/x' })
    await waitFor(offline.actor, (s) => s.matches('failed'))
    expect(offline.actor.getSnapshot().context.errorCode).toBe('SOC10004')
  })

  it('checks an answer the return page read itself, and starts again after an end', async () => {
    const { actor, followed } = start({})
    actor.send({
      type: 'RETURNED',
      platform: 'facebook',
      result: { kind: 'token', socialToken: token },
    })
    await waitFor(actor, (s) => s.matches('done'))
    expect(followed).toEqual([])
    expect(actor.getSnapshot().context.result?.platform).toBe('facebook')
    actor.send({ type: 'START', platform: 'google', returnPath: '/y' })
    await waitFor(actor, (s) => s.matches('done') && s.context.platform === 'google')
    expect(followed).toHaveLength(1)
  })
})
