import { describe, expect, it, vi } from 'vitest'
import type { LogEvent } from '../contract/stats/log.schemas'
import { createLogClient } from './logClient'

function setUp(overrides: { beacon?: (url: string, body: string) => boolean } = {}) {
  const sent: LogEvent[][] = []
  const beacons: { url: string; body: string }[] = []
  const page = new EventTarget()
  const doc = new EventTarget()
  let hidden = false
  const logs = createLogClient({
    clientId: 'c-1',
    clientType: 'mobile',
    send: async (events) => {
      sent.push(events)
    },
    beaconUrl: 'http://127.0.0.1:4000/log/batch',
    beacon:
      overrides.beacon ??
      ((url, body) => {
        beacons.push({ url, body })
        return true
      }),
    hideTarget: page,
    visibilityTarget: doc,
    isHidden: () => hidden,
    maxQueued: 3,
    flushEveryMs: 1_000,
  })
  return {
    logs,
    sent,
    beacons,
    page,
    doc,
    hide: (value: boolean) => {
      hidden = value
    },
  }
}

describe('the log client', () => {
  it('loads without a DOM and sends nothing before it is asked', async () => {
    expect(typeof window).toBe('undefined')
    const module = await import('./logClient')
    const send = vi.fn(async () => {})
    const logs = module.createLogClient({ clientId: 'c', send, beaconUrl: '/log/batch' })
    logs.start()
    logs.log('page/view', { path: '/' })
    logs.stop()
    // No beacon in Node: the events go by an ordinary send.
    expect(send).toHaveBeenCalledWith([
      { kind: 'page/view', clientId: 'c', clientType: 'pc', path: '/' },
    ])
  })

  it('batches events and sends them when enough wait', async () => {
    const { logs, sent } = setUp()
    logs.log('bin', { viewId: 'v', channelId: 'airwave' })
    logs.log('cstatus', { viewId: 'v', watchMs: 30_000 })
    expect(sent).toHaveLength(0)
    logs.log('change-quality', { viewId: 'v', quality: '720p' })
    await logs.flush()
    expect(sent).toHaveLength(1)
    expect(sent[0]?.map((event) => event.kind)).toEqual(['bin', 'cstatus', 'change-quality'])
    expect(sent[0]?.[0]).toMatchObject({
      clientId: 'c-1',
      clientType: 'mobile',
      channelId: 'airwave',
    })
  })

  it('flushes on its interval', async () => {
    vi.useFakeTimers()
    try {
      const { logs, sent } = setUp()
      logs.start()
      logs.log('page/view', { path: '/a' })
      await vi.advanceTimersByTimeAsync(1_000)
      expect(sent).toEqual([[expect.objectContaining({ kind: 'page/view', path: '/a' })]])
      logs.stop()
    } finally {
      vi.useRealTimers()
    }
  })

  it('keeps a failed batch for the next flush', async () => {
    let fail = true
    const sent: LogEvent[][] = []
    const logs = createLogClient({
      clientId: 'c',
      send: async (events) => {
        if (fail) throw new Error('offline')
        sent.push(events)
      },
      beaconUrl: '/log/batch',
    })
    logs.log('useraction', { action: 'click' })
    await logs.flush()
    fail = false
    await logs.flush()
    expect(sent).toEqual([[expect.objectContaining({ kind: 'useraction', action: 'click' })]])
  })

  it('ends the plays and beacons everything left when the page hides', () => {
    const { logs, beacons, page, sent } = setUp()
    logs.start()
    logs.onHide(() => logs.log('bout', { viewId: 'v', watchMs: 12_000 }))
    logs.log('cstatus', { viewId: 'v', watchMs: 30_000 })
    page.dispatchEvent(new Event('pagehide'))
    expect(sent).toHaveLength(0)
    expect(beacons).toHaveLength(1)
    expect(beacons[0]?.url).toBe('http://127.0.0.1:4000/log/batch')
    const body = JSON.parse(beacons[0]?.body ?? '{}') as { events: LogEvent[] }
    expect(body.events.map((event) => event.kind)).toEqual(['cstatus', 'bout'])
    logs.stop()
  })

  it('beacons what waits when the page is hidden, without ending the plays', () => {
    const { logs, beacons, doc, hide } = setUp()
    logs.start()
    const ended = vi.fn()
    logs.onHide(ended)
    logs.log('page/view', { path: '/' })
    hide(true)
    doc.dispatchEvent(new Event('visibilitychange'))
    expect(beacons).toHaveLength(1)
    expect(ended).not.toHaveBeenCalled()
    logs.stop()
  })

  it('sends a refused beacon the ordinary way', () => {
    const { logs, page, sent } = setUp({ beacon: () => false })
    logs.start()
    logs.log('page/view', { path: '/' })
    page.dispatchEvent(new Event('pagehide'))
    expect(sent).toHaveLength(1)
    logs.stop()
  })
})
