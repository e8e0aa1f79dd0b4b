import { describe, expect, it } from 'vitest'
import { createActor, fromCallback, fromPromise, waitFor } from 'xstate'
import type { Raid } from '../contract/raid/raid.schemas'
import { ApiError } from '../core/apiError'
import { errorKind } from '../core/errorCatalogue'
import { createRealtime } from '../realtime/createRealtime'
import { fakeSocketTransport } from '../realtime/fakeSocketTransport.fixture'
import { raidLauncherActors } from './raid.actors'
import { raidLauncherMachine, raidLauncherStateOf, raidRefusalOf } from './raidLauncher.machine'

function start(answer: (raidChannelId: string) => Promise<Raid>, available = true) {
  const calls: string[] = []
  const machine = raidLauncherMachine.provide({
    actors: {
      availabilityFeed: fromCallback(() => undefined),
      startRaid: fromPromise(async ({ input }: { input: { raidChannelId: string } }) => {
        calls.push(input.raidChannelId)
        return answer(input.raidChannelId)
      }),
    },
  })
  const actor = createActor(machine, { input: { channelId: 'airwave', available } }).start()
  const state = () => raidLauncherStateOf(actor.getSnapshot())
  const settled = () => waitFor(actor, (s) => !s.matches('sending'), { timeout: 5000 })
  return { actor, calls, state, settled }
}

const sent = (raidChannelId: string): Raid => ({
  raidFromChannelId: 'airwave',
  raidChannelId,
  raidKey: 'k1',
  refKey: 'r1',
})

describe('raidLauncherMachine', () => {
  it('starts a raid while available, and keeps what the server sent', async () => {
    const launcher = start(async (id) => sent(id))
    expect(launcher.state()).toBe('idle')
    launcher.actor.send({ type: 'START', raidChannelId: ' viewer1 ' })
    expect(launcher.state()).toBe('sending')
    // A second start while one is sending is not sent.
    launcher.actor.send({ type: 'START', raidChannelId: 'viewer2' })
    await launcher.settled()
    expect(launcher.calls).toEqual(['viewer1'])
    expect(launcher.state()).toBe('sent')
    expect(launcher.actor.getSnapshot().context.raid?.raidChannelId).toBe('viewer1')
    launcher.actor.send({ type: 'DISMISS' })
    expect(launcher.state()).toBe('idle')
  })

  it('is unavailable while not live, and follows RAID_AVAILABILITY', async () => {
    const launcher = start(async (id) => sent(id), false)
    expect(launcher.state()).toBe('unavailable')
    launcher.actor.send({ type: 'START', raidChannelId: 'viewer1' })
    expect(launcher.calls).toEqual([])
    launcher.actor.send({ type: 'FEED.AVAILABILITY', isRaidAvailable: true })
    expect(launcher.state()).toBe('idle')
    launcher.actor.send({ type: 'START', raidChannelId: 'viewer1' })
    await launcher.settled()
    launcher.actor.send({ type: 'FEED.AVAILABILITY', isRaidAvailable: false })
    launcher.actor.send({ type: 'DISMISS' })
    expect(launcher.state()).toBe('unavailable')
  })

  it('says why a raid was refused, by code', async () => {
    const cases: [string, string][] = [
      ['STR40010', 'not-live'],
      ['CHA30017', 'own-channel'],
      ['CHA30023', 'not-found'],
      ['STR40011', 'target-offline'],
      ['STR40012', 'refused'],
      ['RATE_LIMITED', 'rate-limited'],
      ['INTERNAL', 'unknown'],
    ]
    for (const [code, refusal] of cases) {
      const launcher = start(async () => {
        throw new ApiError(409, code, `refused ${code}`)
      })
      launcher.actor.send({ type: 'START', raidChannelId: 'viewer1' })
      await launcher.settled()
      expect(launcher.state()).toBe('failed')
      expect(launcher.actor.getSnapshot().context).toMatchObject({
        refusal,
        message: `refused ${code}`,
        raid: undefined,
      })
    }
    expect(raidRefusalOf(new Error('offline'))).toBe('unknown')
  })

  it('a new start after a refusal clears it', async () => {
    let fail = true
    const launcher = start(async (id) => {
      if (fail) throw new ApiError(409, 'STR40011', 'offline')
      return sent(id)
    })
    launcher.actor.send({ type: 'START', raidChannelId: 'viewer1' })
    await launcher.settled()
    fail = false
    launcher.actor.send({ type: 'START', raidChannelId: 'viewer2' })
    expect(launcher.actor.getSnapshot().context.refusal).toBeUndefined()
    await launcher.settled()
    expect(launcher.state()).toBe('sent')
  })
})

describe('raid codes', () => {
  it('are in the error catalogue as raid refusals', () => {
    for (const code of ['STR40010', 'STR40011', 'STR40012']) {
      expect(errorKind(code, 409)).toBe('raid')
    }
    expect(errorKind('CHA30017', 403)).toBe('own-channel')
  })
})

describe('raidLauncherActors', () => {
  it("follows RAID_AVAILABILITY on the member's socket and calls viewerRaid", async () => {
    const transport = fakeSocketTransport()
    const realtime = createRealtime({
      baseUrl: 'http://127.0.0.1:1',
      clientId: 'web',
      transport,
      provide: { actors: { network: fromCallback(() => undefined) } },
    })
    const bodies: unknown[] = []
    const client = {
      live: {
        viewerRaid: async (body: { raidChannelId: string }) => {
          bodies.push(body)
          return sent(body.raidChannelId)
        },
      },
    }
    const launcher = createActor(
      raidLauncherMachine.provide({ actors: raidLauncherActors({ realtime, client }) }),
      { input: { channelId: 'airwave' } },
    ).start()
    transport.signal({ type: 'connected', recovered: false })
    transport.signal({
      type: 'event',
      name: 'RAID_AVAILABILITY',
      payload: { isRaidAvailable: true },
    })
    expect(raidLauncherStateOf(launcher.getSnapshot())).toBe('idle')
    launcher.send({ type: 'START', raidChannelId: 'viewer1' })
    await waitFor(launcher, (s) => raidLauncherStateOf(s) === 'sent', { timeout: 5000 })
    expect(bodies).toEqual([{ raidChannelId: 'viewer1' }])
    launcher.stop()
    realtime.stop()
  })
})
