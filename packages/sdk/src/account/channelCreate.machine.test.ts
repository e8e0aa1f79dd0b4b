import { expect, it } from 'vitest'
import { type AnyActorRef, createActor, waitFor } from 'xstate'
import { ApiError } from '../core/apiError'
import { problemAt } from '../core/formProblem'
import { type AccountClient, accountActors } from './account.actors'
import { channelCreateMachine } from './channelCreate.machine'

it('checks the names by their rules and with the server, then creates the channel', async () => {
  const created: unknown[] = []
  const switched: unknown[] = []
  const checks: unknown[] = []
  const account = {
    checkChannel: async (body: { channelId?: string; nickname?: string }) => {
      checks.push(body)
      if (body.nickname === 'Admin') throw new ApiError(400, 'CHA30001', 'Forbidden word')
      if (body.nickname === 'Taken') throw new ApiError(409, 'CHA30008', 'Taken')
      return null
    },
    createChannel: async (body: unknown) => {
      created.push(body)
      return null
    },
    switchChannel: async (body: { channelId: string }) => {
      switched.push(body)
      return { accessToken: `token-of-${body.channelId}` }
    },
  }
  const signedIn: unknown[] = []
  const session = {
    signIn: async (tokens: unknown) => {
      signedIn.push(tokens)
    },
    signOut: async () => {},
  }
  const actors = accountActors({ client: { account } as unknown as AccountClient, session })
  const actor = createActor(channelCreateMachine.provide({ actors: actors.channelCreate }))
  const emitted: unknown[] = []
  actor.on('created', (event) => emitted.push(event))
  actor.start()
  const names = actor.getSnapshot().children.names as AnyActorRef

  names.send({ type: 'SUBMIT' })
  expect(names.getSnapshot().context.problems).toEqual([
    { field: 'channelId', code: 'required' },
    { field: 'nickname', code: 'required' },
  ])
  names.send({ type: 'CHANNEL_ID.CHANGE', value: 'abc' })
  names.send({ type: 'CHANNEL_ID.BLUR' })
  expect(problemAt(names.getSnapshot().context.problems, 'channelId')?.code).toBe(65)
  names.send({ type: 'CHANNEL_ID.CHANGE', value: 'good_id' })
  names.send({ type: 'CHANNEL_ID.BLUR' })
  expect(problemAt(names.getSnapshot().context.problems, 'channelId')?.code).toBe(66)
  names.send({ type: 'NICKNAME.CHANGE', value: 'x' })
  names.send({ type: 'NICKNAME.BLUR' })
  expect(problemAt(names.getSnapshot().context.problems, 'nickname')?.code).toBe(23)
  names.send({ type: 'NICKNAME.CHANGE', value: 'a'.repeat(21) })
  names.send({ type: 'NICKNAME.BLUR' })
  expect(problemAt(names.getSnapshot().context.problems, 'nickname')?.code).toBe(24)
  names.send({ type: 'NICKNAME.CHANGE', value: 'nick name' })
  names.send({ type: 'NICKNAME.BLUR' })
  expect(problemAt(names.getSnapshot().context.problems, 'nickname')?.code).toBe(25)
  expect(checks).toEqual([])

  names.send({ type: 'CHANNEL_ID.CHANGE', value: 'goodId42' })
  names.send({ type: 'NICKNAME.CHANGE', value: 'Admin' })
  names.send({ type: 'NICKNAME.BLUR' })
  await waitFor(names, (s) => problemAt(s.context.problems, 'nickname')?.code === 'CHA30001')
  names.send({ type: 'NICKNAME.CHANGE', value: 'Taken' })
  names.send({ type: 'SUBMIT' })
  await waitFor(names, (s) => problemAt(s.context.problems, 'nickname')?.code === 'CHA30008')
  names.send({ type: 'NICKNAME.CHANGE', value: 'Goodnick' })
  names.send({ type: 'SUBMIT' })
  await waitFor(actor, (s) => s.status === 'done')
  expect(created).toEqual([{ channelId: 'goodId42', nickname: 'Goodnick' }])
  // The member now acts as the new channel: the switch's pair is the session's.
  expect(switched).toEqual([{ channelId: 'goodId42' }])
  expect(signedIn).toEqual([{ accessToken: 'token-of-goodId42' }])
  expect(emitted).toEqual([
    {
      type: 'created',
      channel: { channelId: 'goodId42', nickname: 'Goodnick' },
      switched: true,
    },
  ])
})
