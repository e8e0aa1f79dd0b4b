import { describe, expect, it } from 'vitest'
import { createActor, fromCallback, SimulatedClock } from 'xstate'
import type { RaidChannelData } from '../contract/raid/raid.schemas'
import { createRealtime } from '../realtime/createRealtime'
import { fakeSocketTransport } from '../realtime/fakeSocketTransport.fixture'
import { raidActors } from './raid.actors'
import {
  pickRaidChannel,
  RAID_COUNTDOWN_SECONDS,
  type RaidNavigation,
  raidMachine,
  raidScreenOf,
} from './raid.machine'

const list = [{ channelId: 'alpha' }, { channelId: 'bravo' }, { channelId: 'charlie' }]

function start(options: { random?: () => number; autoplay?: boolean } = {}) {
  const clock = new SimulatedClock()
  const machine = raidMachine.provide({ actors: { raidFeed: fromCallback(() => undefined) } })
  const actor = createActor(machine, {
    clock,
    input: {
      channelId: 'airwave',
      random: options.random ?? (() => 0),
      ...(options.autoplay !== undefined && { autoplay: options.autoplay }),
    },
  })
  const navigations: RaidNavigation[] = []
  actor.on('raid', (event) => navigations.push(event))
  actor.start()
  const raid = (data: Partial<RaidChannelData> & { raidType: 1 | 2 | 3 }) =>
    actor.send({
      type: 'FEED.RAID',
      raidChannelData: { channelList: list, refKey: 'r1', ...data },
    })
  const screen = () => raidScreenOf(actor.getSnapshot())
  const seconds = (n: number) => {
    for (let i = 0; i < n; i++) clock.increment(1000)
  }
  return { actor, clock, navigations, raid, screen, seconds }
}

describe('pickRaidChannel', () => {
  it('picks by the random source, within the list', () => {
    expect(pickRaidChannel(list, () => 0)?.channelId).toBe('alpha')
    expect(pickRaidChannel(list, () => 0.5)?.channelId).toBe('bravo')
    expect(pickRaidChannel(list, () => 0.9999)?.channelId).toBe('charlie')
    // A source that misbehaves still lands in the list.
    expect(pickRaidChannel(list, () => 1)?.channelId).toBe('charlie')
    expect(pickRaidChannel(list, () => -1)?.channelId).toBe('alpha')
    expect(pickRaidChannel([], () => 0.3)).toBeUndefined()
  })
})

describe('raidMachine', () => {
  it('type 1 picks a random channel of the list and counts down at once, even while live', () => {
    const raid = start({ random: () => 0.5 })
    raid.actor.send({ type: 'LIVE', state: 'ON' })
    raid.raid({ raidType: 1 })
    expect(raid.screen()).toMatchObject({
      state: 'countdown',
      kind: 'now',
      target: { channelId: 'bravo' },
      remaining: RAID_COUNTDOWN_SECONDS,
      total: RAID_COUNTDOWN_SECONDS,
    })
  })

  it('type 3 behaves as type 1', () => {
    const raid = start({ random: () => 0.9 })
    raid.raid({ raidType: 3 })
    expect(raid.screen()).toMatchObject({ state: 'countdown', target: { channelId: 'charlie' } })
  })

  it('counts down one second at a time, then navigates to /{raidChannelId} with raid_cms_auto', () => {
    const raid = start()
    raid.raid({ raidType: 1, refKey: 'ref-7' })
    raid.seconds(1)
    expect(raid.screen().remaining).toBe(RAID_COUNTDOWN_SECONDS - 1)
    raid.seconds(RAID_COUNTDOWN_SECONDS - 2)
    expect(raid.screen()).toMatchObject({ state: 'countdown', remaining: 1 })
    expect(raid.navigations).toEqual([])
    raid.seconds(1)
    expect(raid.screen().state).toBe('raided')
    expect(raid.navigations).toEqual([
      {
        type: 'raid',
        channelId: 'alpha',
        path: '/alpha',
        entryWay: 'raid_cms_auto',
        refKey: 'ref-7',
        channel: { channelId: 'alpha' },
        kind: 'now',
      },
    ])
    // Once: the timer is over.
    raid.seconds(RAID_COUNTDOWN_SECONDS * 2)
    expect(raid.navigations).toHaveLength(1)
  })

  it('goes at once on a click', () => {
    const raid = start()
    raid.raid({ raidType: 1 })
    raid.seconds(2)
    raid.actor.send({ type: 'GO' })
    expect(raid.navigations.map((n) => n.path)).toEqual(['/alpha'])
    raid.seconds(RAID_COUNTDOWN_SECONDS)
    expect(raid.navigations).toHaveLength(1)
  })

  it('stays on STAY: the screen closes until the next raid', () => {
    const raid = start()
    raid.raid({ raidType: 1 })
    raid.actor.send({ type: 'STAY' })
    expect(raid.screen().state).toBe('hidden')
    raid.seconds(RAID_COUNTDOWN_SECONDS * 2)
    expect(raid.navigations).toEqual([])
    // The live ends: the dismissed raid does not come back on its own.
    raid.actor.send({ type: 'LIVE', state: 'OFF' })
    expect(raid.screen().state).toBe('hidden')
    raid.raid({ raidType: 1, refKey: 'r2' })
    expect(raid.screen().state).toBe('countdown')
  })

  it('type 2 sets the autoplay list: its screen shows only when not live', () => {
    const raid = start({ random: () => 0.4 })
    raid.actor.send({ type: 'LIVE', state: 'ON' })
    raid.raid({ raidType: 2 })
    expect(raid.actor.getSnapshot().context.autoplayList).toEqual(list)
    expect(raid.screen().state).toBe('hidden')
    raid.actor.send({ type: 'LIVE', state: 'OFF' })
    expect(raid.screen()).toMatchObject({
      state: 'countdown',
      kind: 'autoplay',
      target: { channelId: 'bravo' },
    })
    raid.seconds(RAID_COUNTDOWN_SECONDS)
    expect(raid.navigations.map((n) => [n.path, n.kind])).toEqual([['/bravo', 'autoplay']])
  })

  it('shows the autoplay list in a pending end too (not live), and hides it if the live resumes', () => {
    const raid = start()
    raid.actor.send({ type: 'LIVE', state: 'OFF_WAITING' })
    raid.raid({ raidType: 2 })
    expect(raid.screen().state).toBe('countdown')
    raid.seconds(3)
    raid.actor.send({ type: 'LIVE', state: 'ON' })
    expect(raid.screen().state).toBe('hidden')
    raid.seconds(RAID_COUNTDOWN_SECONDS)
    expect(raid.navigations).toEqual([])
    // Off again: the countdown starts from the top.
    raid.actor.send({ type: 'LIVE', state: 'OFF' })
    expect(raid.screen()).toMatchObject({ state: 'countdown', remaining: RAID_COUNTDOWN_SECONDS })
  })

  it('shows nothing for an empty list, or before the live state is known', () => {
    const raid = start()
    raid.raid({ raidType: 2 })
    expect(raid.screen().state).toBe('hidden')
    raid.raid({ raidType: 2, channelList: [] })
    raid.actor.send({ type: 'LIVE', state: 'OFF' })
    expect(raid.screen().state).toBe('hidden')
    raid.raid({ raidType: 1, channelList: [] })
    expect(raid.screen().state).toBe('hidden')
  })

  it('never raids the watched channel itself', () => {
    const raid = start()
    raid.raid({ raidType: 1, channelList: [{ channelId: 'AirWave' }] })
    expect(raid.screen().state).toBe('hidden')
    raid.raid({ raidType: 1, channelList: [{ channelId: 'airwave' }, { channelId: 'delta' }] })
    expect(raid.screen().target?.channelId).toBe('delta')
  })

  it('does nothing on a page that does not follow raids (raid not available)', () => {
    const raid = start({ autoplay: false })
    raid.actor.send({ type: 'LIVE', state: 'OFF' })
    raid.raid({ raidType: 1 })
    raid.raid({ raidType: 2 })
    expect(raid.screen().state).toBe('hidden')
    raid.actor.send({ type: 'AUTOPLAY', enabled: true })
    expect(raid.screen().state).toBe('countdown')
    raid.actor.send({ type: 'AUTOPLAY', enabled: false })
    expect(raid.screen().state).toBe('hidden')
  })

  it('restarts the countdown for a new raid', () => {
    const raid = start()
    raid.raid({ raidType: 1 })
    raid.seconds(6)
    raid.raid({ raidType: 1, channelList: [{ channelId: 'delta' }], refKey: 'r2' })
    expect(raid.screen()).toMatchObject({
      state: 'countdown',
      remaining: RAID_COUNTDOWN_SECONDS,
      target: { channelId: 'delta' },
    })
  })

  it('starts over for another channel watched in place (picture-in-picture)', () => {
    const raid = start()
    raid.actor.send({ type: 'LIVE', state: 'OFF' })
    raid.raid({ raidType: 2 })
    expect(raid.screen().state).toBe('countdown')
    raid.actor.send({ type: 'CHANNEL', channelId: 'bravo' })
    expect(raid.screen()).toMatchObject({ state: 'hidden', channelId: 'bravo' })
    expect(raid.actor.getSnapshot().context).toMatchObject({ autoplayList: [], live: 'loading' })
    raid.seconds(RAID_COUNTDOWN_SECONDS)
    expect(raid.navigations).toEqual([])
  })
})

describe('raidActors', () => {
  it("enters the channel and passes on its room's VIEWER_RAID, not another channel's", () => {
    const transport = fakeSocketTransport()
    const realtime = createRealtime({
      baseUrl: 'http://127.0.0.1:1',
      clientId: 'web',
      transport,
      provide: { actors: { network: fromCallback(() => undefined) } },
    })
    const raid = createActor(raidMachine.provide({ actors: raidActors({ realtime }) }), {
      input: { channelId: 'airwave', random: () => 0 },
    }).start()
    transport.signal({ type: 'connected', recovered: false })
    expect(transport.sent).toEqual([{ name: 'ENTER_CHANNEL', payload: { channelId: 'airwave' } }])
    transport.signal({
      type: 'event',
      name: 'VIEWER_RAID',
      payload: { channelId: 'other', raidChannelData: { raidType: 1, channelList: list } },
    })
    expect(raidScreenOf(raid.getSnapshot()).state).toBe('hidden')
    transport.signal({
      type: 'event',
      name: 'VIEWER_RAID',
      payload: { channelId: 'Airwave', raidChannelData: { raidType: 1, channelList: list } },
    })
    expect(raidScreenOf(raid.getSnapshot()).target?.channelId).toBe('alpha')
    // An event that names no channel is the room's.
    transport.signal({
      type: 'event',
      name: 'VIEWER_RAID',
      payload: { raidChannelData: { raidType: 1, channelList: [{ channelId: 'zulu' }] } },
    })
    expect(raidScreenOf(raid.getSnapshot()).target?.channelId).toBe('zulu')
    // A switch in place leaves the old room and enters the new one.
    raid.send({ type: 'CHANNEL', channelId: 'bravo' })
    expect(transport.sent.map((s) => s.name)).toContain('ENTER_CHANNEL')
    expect(transport.sent.at(-1)).toEqual({
      name: 'ENTER_CHANNEL',
      payload: { channelId: 'bravo' },
    })
    raid.stop()
    realtime.stop()
  })
})
