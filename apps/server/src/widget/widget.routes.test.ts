import { ApiError, createClient } from '@airwave/sdk'
import {
  type Alert,
  type OverlayConfig,
  WIDGET_KEY_HEADER,
  type WidgetAdmin,
  widgetEndpoints,
} from '@airwave/sdk/contract'
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest'
import { addMember, type TestMember } from '../community/testKit'
import { channelManagers, polls, signatureGems } from '../db/schema'
import type { RunningServer } from '../server'
import { openSocket, type TestSocket } from '../testing/socketClient'
import { startTestServer } from '../testing/testServer'

// The widgets over real HTTP and the real socket: who manages them, the overlay's key (and
// nothing else) opening its widget, the emulator's events reaching that overlay only, a new
// key cutting the old one off at once, health, the timer and the alert queue's controls.

function widgetClient(baseUrl: string, token?: string) {
  const signed: typeof fetch = (input, init) =>
    fetch(input, {
      ...init,
      headers: { ...(init?.headers as Record<string, string>), authorization: `Bearer ${token}` },
    })
  return createClient({
    baseUrl,
    endpoints: { widget: widgetEndpoints },
    ...(token ? { fetch: signed } : {}),
  }).widget
}

function overlayClient(baseUrl: string, key: string) {
  const keyed: typeof fetch = (input, init) =>
    fetch(input, {
      ...init,
      headers: { ...(init?.headers as Record<string, string>), [WIDGET_KEY_HEADER]: key },
    })
  return createClient({ baseUrl, endpoints: { widget: widgetEndpoints }, fetch: keyed }).widget
}

const refusal = async (call: Promise<unknown>) => {
  try {
    await call
  } catch (error) {
    if (error instanceof ApiError) return { status: error.status, code: error.code }
    throw error
  }
  throw new Error('the call was not refused')
}

let server: RunningServer
let streamer: TestMember
let manager: TestMember
let stranger: TestMember
let other: TestMember
const sockets: TestSocket[] = []

async function overlaySocket(widgetKey: string) {
  const socket = await openSocket(server.url, {
    clientId: 'airwave-overlay',
    options: { auth: { widgetKey } },
  })
  sockets.push(socket)
  return socket
}

beforeAll(async () => {
  server = await startTestServer()
  streamer = await addMember(server, 'star')
  manager = await addMember(server, 'helper')
  stranger = await addMember(server, 'nosy')
  other = await addMember(server, 'other')
  await server.deps.db
    .insert(channelManagers)
    .values({ channelId: streamer.channelIdx ?? 0, managerChannelId: manager.channelIdx ?? 0 })
})

afterEach(() => {
  for (const socket of sockets.splice(0)) socket.close()
})

afterAll(() => server.stop())

describe('widget management', () => {
  it('gives the streamer and managers the widget, with a secret key and the spec defaults', async () => {
    const mine = await widgetClient(server.url, streamer.token).get('alertbox', {})
    expect(mine.key).toMatch(/^[A-Za-z0-9_-]{22}$/)
    if (mine.kind !== 'alertbox') throw new Error('an alert box')
    expect(mine.settings.maxMessageLength).toBe(999)
    expect(mine.settings.types.gem).toMatchObject({ textSize: 22, timeout: 10, volume: 0.5 })
    expect(mine.paused).toBe(false)
    expect(mine.health).toEqual({ overlays: [], lastSeenAt: null })
    // The same widget for a manager, by the channel's id; every kind has its own key.
    const managed = await widgetClient(server.url, manager.token).get('alertbox', {
      channelId: 'star',
    })
    expect(managed.key).toBe(mine.key)
    const chat = await widgetClient(server.url, streamer.token).get('chatbox', {})
    expect(chat.key).not.toBe(mine.key)
    // Nobody else.
    expect(
      await refusal(
        widgetClient(server.url, stranger.token).get('alertbox', { channelId: 'star' }),
      ),
    ).toEqual({ status: 403, code: 'WID10001' })
    expect(await refusal(widgetClient(server.url).get('alertbox', {}))).toMatchObject({
      status: 401,
    })
    expect(
      await refusal(widgetClient(server.url, streamer.token).get('nonsense' as 'timer', {})),
    ).toMatchObject({ status: 404 })
  })

  it('opens a widget to its key only', async () => {
    const admin = await widgetClient(server.url, streamer.token).get('timer', {})
    const config = await overlayClient(server.url, admin.key).overlay()
    expect(config).toMatchObject({ kind: 'timer', channelId: 'star', nickname: 'Nick star' })
    expect(config).not.toHaveProperty('key')
    for (const key of ['A'.repeat(22), `${admin.key}x`, '']) {
      expect(await refusal(overlayClient(server.url, key).overlay())).toEqual({
        status: 404,
        code: 'WID10000',
      })
    }
    await expect(overlaySocket('A'.repeat(22))).rejects.toThrow('WID10000')
  })
})

describe('the overlay socket', () => {
  it('reads its own channel only, and sends nothing but its health', async () => {
    const admin = await widgetClient(server.url, streamer.token).get('chatbox', {})
    const overlay = await overlaySocket(admin.key)
    expect(await overlay.command('ENTER_CHANNEL', { channelId: 'other' })).toMatchObject({
      ok: false,
      code: 'FORBIDDEN',
    })
    expect(await overlay.command('ENTER_CHANNEL', { channelId: 'STAR' })).toEqual({ ok: true })
    await overlay.next('CHAT_HISTORY')
    expect(await overlay.command('SEND_CHAT', { channelId: 'star', message: 'hi' })).toMatchObject({
      ok: false,
      code: 'FORBIDDEN',
    })
    expect(await overlay.command('AUTH', { token: streamer.token })).toMatchObject({ ok: false })
    // It counts as no viewer of the channel.
    expect(await server.deps.realtime.presence.count('star')).toBe(0)
    // A member's chat reaches it.
    const viewer = await openSocket(server.url, { clientId: 'v1', token: other.token })
    sockets.push(viewer)
    await viewer.command('ENTER_CHANNEL', { channelId: 'star' })
    const sent = await viewer.command<{ ok: boolean }>('SEND_CHAT', {
      channelId: 'star',
      message: 'hello overlay',
    })
    expect(sent.ok).toBe(true)
    await overlay.next<{ message: string }>('CHAT_MESSAGE', (m) => m.message === 'hello overlay')
    // A page's socket reports no health.
    expect(
      await viewer.command('WIDGET_HEALTH', { state: 'ready', lastEventAt: null }),
    ).toMatchObject({ ok: false })
  })

  it('reports health to the dashboard, and the last time an overlay was seen', async () => {
    const dashboard = widgetClient(server.url, streamer.token)
    const admin = await dashboard.get('poll', {})
    const overlay = await overlaySocket(admin.key)
    const report = { state: 'ready', lastEventAt: '2026-11-20T20:00:00.000Z' }
    expect(await overlay.command('WIDGET_HEALTH', report)).toEqual({ ok: true })
    const health = (await dashboard.get('poll', {})).health
    expect(health.overlays).toEqual([{ connectedAt: expect.any(String), report }])
    overlay.close()
    await expect
      .poll(async () => (await dashboard.get('poll', {})).health, { timeout: 10_000 })
      .toMatchObject({ overlays: [], lastSeenAt: expect.any(String) })
  })
})

describe('the emulator and the alert queue', () => {
  it('sends test alerts to the channel alert box only, and keeps them for a catch-up', async () => {
    const dashboard = widgetClient(server.url, streamer.token)
    const admin = await dashboard.get('alertbox', {})
    const otherAdmin = await widgetClient(server.url, other.token).get('alertbox', {})
    const mine = await overlaySocket(admin.key)
    const theirs = await overlaySocket(otherAdmin.key)
    const viewer = await openSocket(server.url, { clientId: 'v2' })
    sockets.push(viewer)
    await viewer.command('ENTER_CHANNEL', { channelId: 'star' })
    const { seq } = await dashboard.test({
      kind: 'alertbox',
      alert: { type: 'gem', nickname: 'mina', gem: 100, message: 'gg' },
    })
    const { alert } = await mine.next<{ alert: Alert }>('WIDGET_ALERT')
    expect(alert).toMatchObject({ seq, type: 'gem', gem: 100, nickname: 'mina', test: true })
    await dashboard.test({
      kind: 'alertbox',
      alert: { type: 'subscription', nickname: 'kim', days: 30 },
    })
    await mine.next<{ alert: Alert }>('WIDGET_ALERT', (e) => e.alert.type === 'subscription')
    expect(theirs.all('WIDGET_ALERT')).toEqual([])
    expect(viewer.all('WIDGET_ALERT')).toEqual([])
    // What an overlay back from a cut asks for.
    const missed = await overlayClient(server.url, admin.key).overlayAlerts({ after: seq ?? 0 })
    expect(missed.alerts.map((a) => a.type)).toEqual(['subscription'])
    const config = (await overlayClient(server.url, admin.key).overlay()) as OverlayConfig & {
      lastSeq: number
    }
    expect(config.lastSeq).toBe(missed.alerts[0]?.seq)
    // A bad alert is refused by the contract.
    expect(
      await refusal(
        dashboard.test({ kind: 'alertbox', alert: { type: 'gem', nickname: 'x', gem: 0 } }),
      ),
    ).toMatchObject({ status: 400 })
  })

  it("plays a test gem of a signature gem's amount as its special alert, as a cheer would", async () => {
    const dashboard = widgetClient(server.url, streamer.token)
    const overlay = await overlaySocket((await dashboard.get('alertbox', {})).key)
    const [lucky] = await server.deps.db
      .insert(signatureGems)
      .values({ channelId: streamer.channelIdx ?? 0, gem: 777, title: 'Lucky sevens' })
      .returning({ id: signatureGems.id })
    const named = { signatureGemIdx: 999, title: 'Made up' }
    await dashboard.test({
      kind: 'alertbox',
      alert: { type: 'gem', nickname: 'mina', gem: 777, signature: named },
    })
    const special = await overlay.next<{ alert: Alert }>(
      'WIDGET_ALERT',
      (e) => e.alert.type === 'gem' && e.alert.gem === 777,
    )
    expect(special.alert).toMatchObject({
      signature: { signatureGemIdx: lucky?.id, title: 'Lucky sevens' },
    })
    await dashboard.test({
      kind: 'alertbox',
      alert: { type: 'gem', nickname: 'mina', gem: 778, signature: named },
    })
    const plain = await overlay.next<{ alert: Alert }>(
      'WIDGET_ALERT',
      (e) => e.alert.type === 'gem' && e.alert.gem === 778,
    )
    expect(plain.alert).not.toHaveProperty('signature')
  })

  it('pauses, resumes and skips through the socket, the pause kept for the next overlay', async () => {
    const dashboard = widgetClient(server.url, streamer.token)
    const admin = await dashboard.get('alertbox', {})
    const overlay = await overlaySocket(admin.key)
    expect(await dashboard.controlAlerts({ action: 'pause' })).toEqual({ paused: true })
    await overlay.next('WIDGET_CONTROL', (e) => e.action === 'pause' && e.paused === true)
    const config = await overlayClient(server.url, admin.key).overlay()
    expect(config.kind === 'alertbox' && config.paused).toBe(true)
    expect(await dashboard.controlAlerts({ action: 'skip', seq: 4 })).toEqual({ paused: true })
    await overlay.next('WIDGET_CONTROL', (e) => e.action === 'skip' && e.seq === 4)
    expect(await dashboard.controlAlerts({ action: 'resume' })).toEqual({ paused: false })
  })

  it('sends a test chat line to the chat box, and a test poll unless a poll runs', async () => {
    const dashboard = widgetClient(server.url, streamer.token)
    const chat = await overlaySocket((await dashboard.get('chatbox', {})).key)
    await dashboard.test({ kind: 'chatbox', message: 'test line' })
    await chat.next<{ message: string; channelId: string }>(
      'CHAT_MESSAGE',
      (m) => m.message === 'test line' && m.channelId === 'star',
    )
    const poll = await overlaySocket((await dashboard.get('poll', {})).key)
    await dashboard.test({ kind: 'poll' })
    const vote = await poll.next<{ channelVoteData: { idx: number; status: string } }>(
      'CHANNEL_VOTE',
    )
    expect(vote.channelVoteData).toMatchObject({ idx: 0, status: 'in-progress' })
    const [running] = await server.deps.db
      .insert(polls)
      .values({
        channelId: streamer.channelIdx ?? 0,
        title: 'Real',
        startedAt: new Date(),
        endsAt: new Date(Date.now() + 60_000),
      })
      .returning()
    expect(await refusal(dashboard.test({ kind: 'poll' }))).toEqual({
      status: 409,
      code: 'WID10002',
    })
    expect(running).toBeDefined()
  })
})

describe('settings, the timer and a new key', () => {
  it('pushes new settings and the timer to the overlay', async () => {
    const dashboard = widgetClient(server.url, streamer.token)
    const admin = (await dashboard.get('timer', {})) as WidgetAdmin & { kind: 'timer' }
    const overlay = await overlaySocket(admin.key)
    const saved = await dashboard.saveSettings({
      kind: 'timer',
      settings: { ...admin.settings, title: 'Break ends in' },
    })
    expect(saved.settings).toMatchObject({ title: 'Break ends in' })
    await overlay.next<OverlayConfig>('WIDGET_SETTINGS', (c) => c.kind === 'timer')
    // Refused settings change nothing.
    expect(
      await refusal(
        dashboard.saveSettings({
          kind: 'timer',
          settings: { ...admin.settings, textColor: 'red' },
        }),
      ),
    ).toMatchObject({ status: 400 })
    await dashboard.timer({ action: { type: 'set', mode: 'countdown', seconds: 300 } })
    const started = await dashboard.timer({ action: { type: 'start' } })
    expect(started).toMatchObject({ mode: 'countdown', status: 'running', durationMs: 300_000 })
    await overlay.next<{ timer: { status: string } }>(
      'WIDGET_TIMER',
      (e) => e.timer.status === 'running',
    )
    const config = await overlayClient(server.url, admin.key).overlay()
    expect(config.kind === 'timer' && config.timer.status).toBe('running')
    expect(
      await refusal(
        widgetClient(server.url, stranger.token).timer({
          channelId: 'star',
          action: { type: 'reset' },
        }),
      ),
    ).toEqual({ status: 403, code: 'WID10001' })
  })

  it('cuts the old key off at once, a connected overlay included', async () => {
    const dashboard = widgetClient(server.url, streamer.token)
    const before = await dashboard.get('chatbox', {})
    const overlay = await overlaySocket(before.key)
    const disconnected = new Promise<string>((resolve) =>
      overlay.socket.once('disconnect', (reason) => resolve(reason)),
    )
    const after = await dashboard.rotateKey('chatbox', {})
    expect(after.key).not.toBe(before.key)
    expect(await disconnected).toBe('io server disconnect')
    expect(await refusal(overlayClient(server.url, before.key).overlay())).toEqual({
      status: 404,
      code: 'WID10000',
    })
    await expect(overlaySocket(before.key)).rejects.toThrow('WID10000')
    const fresh = await overlaySocket(after.key)
    await dashboard.test({ kind: 'chatbox', message: 'new key' })
    await fresh.next<{ message: string }>('CHAT_MESSAGE', (m) => m.message === 'new key')
  })
})

describe('an overlay back from a cut', () => {
  const reconnecting = { reconnection: true, reconnectionDelay: 50, reconnectionDelayMax: 200 }

  /** Drops the overlay's transport (as a network cut does), runs `meanwhile`, waits for it back. */
  async function cut(overlay: TestSocket, meanwhile: () => Promise<void>) {
    const { socket } = overlay
    const down = new Promise<void>((resolve) => socket.once('disconnect', () => resolve()))
    socket.io.engine.close()
    await down
    await meanwhile()
    if (!socket.connected)
      await new Promise<void>((resolve) => socket.once('connect', () => resolve()))
    return socket.recovered
  }

  it('gets the alerts sent meanwhile, once', async () => {
    const dashboard = widgetClient(server.url, streamer.token)
    const { key } = await dashboard.get('alertbox', {})
    const overlay = await openSocket(server.url, {
      clientId: 'airwave-overlay',
      options: { ...reconnecting, auth: { widgetKey: key } },
    })
    sockets.push(overlay)
    const sent: number[] = []
    const send = async (gem: number) => {
      const { seq } = await dashboard.test({
        kind: 'alertbox',
        alert: { type: 'gem', nickname: 'x', gem },
      })
      sent.push(seq ?? 0)
    }
    await send(1)
    await overlay.next('WIDGET_ALERT')
    expect(
      await cut(overlay, async () => {
        await send(2)
        await send(3)
      }),
    ).toBe(true)
    await send(4)
    await overlay.next<{ alert: Alert }>('WIDGET_ALERT', (e) => e.alert.seq === sent[3])
    expect(overlay.all<{ alert: Alert }>('WIDGET_ALERT').map((e) => e.alert.seq)).toEqual(sent)
  })
})
