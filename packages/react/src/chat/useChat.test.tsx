import type { Viewer } from '@airwave/sdk'
import type { ChatMessage, ChatRoomEmitted } from '@airwave/sdk/chat'
import { act, cleanup, renderHook, waitFor } from '@testing-library/react'
import { afterEach, describe, expect, it } from 'vitest'
import { fakeRealtime, fakeSocket } from '../realtime/fakeSocket.fixture'
import { fakeClient, wrapperFor } from '../shared/testing.fixture'
import { useChat } from './useChat'

afterEach(cleanup)

const said = (logIdentity: string, viewerId = 'ari'): ChatMessage => ({
  type: 'CHAT_MESSAGE',
  logIdentity,
  channelId: 'airwave',
  viewerInfo: { viewerId, level: 0, chatNickname: viewerId },
  message: `text ${logIdentity}`,
})
const member: Viewer = { status: 'member', channelId: 'mina', nickname: 'Mina' }

function setup() {
  const socket = fakeSocket()
  const realtime = fakeRealtime(socket, { quiet: true })
  const client = fakeClient({
    chat: {
      getChatInfo: async () => ({ slowModeSeconds: 0 }),
      getChatMe: async () => ({
        level: 0,
        nicknameColor: 'teal',
        chatBlocked: false,
        canModerate: false,
        canSwitchIce: false,
        isSubscriber: false,
      }),
    },
  })
  socket.answer = (name, payload) =>
    name === 'SEND_CHAT'
      ? {
          ok: true,
          entry: { ...said('sent', 'mina'), message: (payload as { message: string }).message },
        }
      : { ok: true }
  const wrapper = wrapperFor({ client, realtime, onLoginRequired: () => {} })
  return { socket, realtime, wrapper }
}

describe('useChat', () => {
  it('renders once per flush, not once per message', async () => {
    const { socket, realtime, wrapper } = setup()
    let renders = 0
    const { result } = renderHook(
      () => {
        renders++
        return useChat('airwave', { viewer: member })
      },
      { wrapper },
    )
    await waitFor(() => expect(result.current.context.connected).toBe(true))
    await waitFor(() => expect(result.current.state.settings).toBe('ready'))
    await waitFor(() => expect(result.current.state.member).toBe('known'))
    renders = 0
    act(() => {
      for (let n = 0; n < 300; n++) socket.push('CHAT_MESSAGE', said(`m${n}`))
    })
    await waitFor(() => expect(result.current.context.entries.at(-1)?.logIdentity).toBe('m299'))
    expect(result.current.context.entries).toHaveLength(200)
    // StrictMode renders twice; one or two flushes.
    expect(renders).toBeLessThanOrEqual(8)
    realtime.stop()
  })

  it('passes a new viewer and a new block list to the room, and every event to onEvent', async () => {
    const { socket, realtime, wrapper } = setup()
    const events: ChatRoomEmitted[] = []
    const { result, rerender } = renderHook(
      (props: { viewer: Viewer; blockedIds: readonly string[] }) =>
        useChat('airwave', { ...props, onEvent: (event) => events.push(event) }),
      { wrapper, initialProps: { viewer: { status: 'anonymous' }, blockedIds: [] } },
    )
    await waitFor(() => expect(result.current.state.member).toBe('anonymous'))
    await waitFor(() => expect(result.current.context.connected).toBe(true))
    act(() => {
      socket.push('CHAT_MESSAGE', said('a1', 'ari'))
      socket.push('CHAT_MESSAGE', said('t1', 'troll'))
    })
    await waitFor(() => expect(result.current.context.entries).toHaveLength(2))
    rerender({ viewer: member, blockedIds: ['troll'] })
    await waitFor(() => expect(result.current.state.member).toBe('known'))
    await waitFor(() =>
      expect(result.current.context.entries.map((entry) => entry.logIdentity)).toEqual(['a1']),
    )
    act(() => result.current.send({ type: 'SEND', text: 'hello' }))
    await waitFor(() => expect(events.map((event) => event.type)).toContain('sent'))
    expect(socket.sent.filter((sent) => sent.name === 'SEND_CHAT')).toEqual([
      { name: 'SEND_CHAT', payload: { channelId: 'airwave', message: 'hello' } },
    ])
    realtime.stop()
  })
})
