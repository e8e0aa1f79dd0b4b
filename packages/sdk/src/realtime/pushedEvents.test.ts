import { describe, expect, it } from 'vitest'
import { fakeSocketTransport } from './fakeSocketTransport.fixture'
import { pushedEvents } from './pushedEvents'

const entry = { type: 'CHAT_MESSAGE', logIdentity: 'l1', channelId: 'airwave', message: 'hi' }

function start() {
  const transport = fakeSocketTransport()
  const logged: string[] = []
  const pushed = pushedEvents(transport, (message) => logged.push(message))
  return { transport, pushed, logged }
}

describe('pushedEvents', () => {
  it('delivers pushed events parsed by the contract, to the listeners of their name', () => {
    const { transport, pushed } = start()
    const messages: unknown[] = []
    const statuses: unknown[] = []
    pushed.on('CHAT_MESSAGE', (message) => messages.push(message))
    pushed.on('LIVE_STATUS', (event) => statuses.push(event))
    transport.signal({ type: 'event', name: 'CHAT_MESSAGE', payload: { ...entry, extra: 1 } })
    expect(messages).toEqual([entry])
    expect(statuses).toEqual([])
  })

  it('logs and drops an event that does not parse, and one the contract does not know', () => {
    const { transport, pushed, logged } = start()
    const heard: unknown[] = []
    pushed.on('CHAT_MESSAGE', (message) => heard.push(message))
    pushed.on('LIVE_STATUS', (event) => heard.push(event))
    transport.signal({ type: 'event', name: 'CHAT_MESSAGE', payload: { ...entry, type: 'SPAM' } })
    transport.signal({ type: 'event', name: 'LIVE_STATUS', payload: { status: 'yes' } })
    transport.signal({ type: 'event', name: 'WHATEVER', payload: {} })
    transport.signal({ type: 'event', name: 'toString', payload: {} })
    expect(heard).toEqual([])
    expect(logged).toEqual([
      'Realtime: dropped an invalid CHAT_MESSAGE',
      'Realtime: dropped an invalid LIVE_STATUS',
      'Realtime: dropped an unknown event WHATEVER',
      'Realtime: dropped an unknown event toString',
    ])
  })

  it('hears nothing more once stopped', () => {
    const { transport, pushed } = start()
    const heard: unknown[] = []
    pushed.on('CHAT_MESSAGE', (message) => heard.push(message))
    pushed.stop()
    transport.signal({ type: 'event', name: 'CHAT_MESSAGE', payload: entry })
    expect(heard).toEqual([])
  })
})
