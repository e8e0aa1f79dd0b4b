import type { MessageContent, MessageRoom } from '@airwave/sdk/message'
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react'
import { StrictMode } from 'react'
import { afterEach, describe, expect, it } from 'vitest'
import { fakeRealtime, fakeSocket } from '../realtime/fakeSocket.fixture'
import { axeViolations } from '../shared/a11y/kit.fixture'
import { AirwaveProvider } from '../shared/provider/AirwaveProvider'
import { fakeClient } from '../shared/testing.fixture'
import { MessageBadge } from './MessageBadge'
import { MessagePanel } from './MessagePanel'

afterEach(cleanup)

const kim = { channelId: 'kim', nickname: 'Kim' }
const lee = { channelId: 'lee', nickname: 'Lee' }
const msg = (idx: number, sender: string, text = `m${idx}`): MessageContent => ({
  messageContentIdx: idx,
  messageContent: text,
  senderChannelId: sender,
  createDate: new Date(Date.UTC(2026, 10, 28, 10, idx)).toISOString(),
  unReadParticipantCount: 0,
})
const rooms: MessageRoom[] = [
  {
    messageRoomIdx: 1,
    roomStatus: 'NORMAL',
    channel: kim,
    messageContentList: [],
    lastMessage: msg(2, 'kim', 'see you'),
    unReadCount: 2,
  },
  {
    messageRoomIdx: 2,
    roomStatus: 'REQUEST_RECEIVED',
    channel: lee,
    messageContentList: [],
    lastMessage: msg(5, 'lee', 'hello?'),
    unReadCount: 0,
  },
]

function renderPanel(options: { open?: boolean } = {}) {
  const calls: string[] = []
  const socket = fakeSocket()
  const realtime = fakeRealtime(socket, { quiet: true })
  let status: MessageRoom['roomStatus'] = 'REQUEST_RECEIVED'
  let allow = true
  const client = {
    ...fakeClient({}),
    channel: { block: async () => null },
    message: {
      getInfo: async () => ({ unReadRoomCount: 1, isAllowMessage: allow }),
      saveSetting: async ({ isAllowMessage }: { isAllowMessage: boolean }) => {
        calls.push(`allow ${isAllowMessage}`)
        allow = isAllowMessage
        return { unReadRoomCount: 1, isAllowMessage }
      },
      listRooms: async () => ({ messageRoomList: rooms, hasNext: false }),
      listContents: async ({ messageRoomIdx }: { messageRoomIdx: number }) =>
        messageRoomIdx === 1
          ? { ...rooms[0], messageContentList: [msg(1, 'me'), msg(2, 'kim', 'see you')] }
          : { ...rooms[1], roomStatus: status, messageContentList: [msg(5, 'lee', 'hello?')] },
      markRead: async ({ messageContentIdx }: { messageContentIdx: number }) => {
        calls.push(`read ${messageContentIdx}`)
        return null
      },
      send: async (body: {
        messageContent: string
        clientMessageId: string
        messageRoomIdx: number
      }) => {
        calls.push(`send ${body.messageContent}`)
        return {
          ...msg(3, 'me', body.messageContent),
          clientMessageId: body.clientMessageId,
          messageRoomIdx: body.messageRoomIdx,
          roomStatus: 'NORMAL' as const,
        }
      },
      answerRequest: async ({ isAllow }: { isAllow: boolean }) => {
        calls.push(`answer ${isAllow}`)
        status = isAllow ? 'APPROVED_BY_ME' : 'REQUEST_DECLINED'
        return { ...rooms[1], roomStatus: status, messageContentList: [] }
      },
      deleteRoom: async () => null,
      roomWith: async () => ({ ...rooms[0], messageContentList: [] }),
      searchChannels: async () => [kim],
    },
  }
  let closed = 0
  const result = render(
    <StrictMode>
      <AirwaveProvider client={client as never} realtime={realtime} onLoginRequired={() => {}}>
        <MessageBadge />
        <MessagePanel
          open={options.open ?? true}
          onClose={() => {
            closed += 1
          }}
          viewerChannelId="me"
        />
      </AirwaveProvider>
    </StrictMode>,
  )
  return { ...result, calls, socket, closed: () => closed }
}

describe('MessageBadge and MessagePanel', () => {
  it('counts unread rooms on the button and lists rooms with previews and counts', async () => {
    const { container } = renderPanel()
    expect(
      await screen.findByRole('button', { name: 'Messages, 1 unread conversation' }),
    ).toBeTruthy()
    const panel = screen.getByRole('dialog', { name: 'Messages' })
    await within(panel).findByText('see you')
    expect(within(panel).getByText('2 unread messages')).toBeTruthy()
    // A request received says so instead of the message.
    expect(within(panel).getByText('Sent you a message request')).toBeTruthy()
    expect(panel.getAttribute('data-state')).toBe('rooms')
    expect(await axeViolations(container)).toEqual([])
  })

  it("turns the member's own messages setting off and says it", async () => {
    const { calls } = renderPanel()
    const panel = screen.getByRole('dialog', { name: 'Messages' })
    const box = await within(panel).findByRole('checkbox', { name: 'Let others send me messages' })
    await waitFor(() => expect((box as HTMLInputElement).disabled).toBe(false))
    expect((box as HTMLInputElement).checked).toBe(true)
    fireEvent.click(box)
    await waitFor(() => expect(calls).toContain('allow false'))
    await waitFor(() => expect((box as HTMLInputElement).checked).toBe(false))
  })

  it('updates the badge from the socket', async () => {
    const { socket } = renderPanel()
    await screen.findByRole('button', { name: 'Messages, 1 unread conversation' })
    socket.push('DIRECT_MESSAGE_ROOM', { messageRoomIdx: 1, change: 'read', unReadRoomCount: 4 })
    expect(
      await screen.findByRole('button', { name: 'Messages, 4 unread conversations' }),
    ).toBeTruthy()
  })

  it('opens a room, marks it read, and sends with a pending row then the stored one', async () => {
    const { calls, container } = renderPanel()
    const panel = screen.getByRole('dialog')
    fireEvent.click(await within(panel).findByText('Kim'))
    const log = await within(panel).findByRole('log', { name: 'Kim' })
    await within(log).findByText('see you')
    await waitFor(() => expect(calls).toContain('read 2'))
    const box = within(panel).getByRole('textbox', { name: 'Message to Kim' })
    fireEvent.change(box, { target: { value: 'on my way' } })
    expect(within(panel).getByText('9/1000')).toBeTruthy()
    fireEvent.keyDown(box, { key: 'Enter' })
    await within(log).findByText('on my way')
    await waitFor(() => expect(calls).toContain('send on my way'))
    expect(await axeViolations(container)).toEqual([])
  })

  it('answers a request from its banner', async () => {
    const { calls } = renderPanel()
    const panel = screen.getByRole('dialog')
    fireEvent.click(await within(panel).findByText('Lee'))
    const banner = await within(panel).findByText('Lee wants to send you messages.')
    expect(within(panel).queryByRole('textbox')).toBeNull()
    fireEvent.click(
      within(banner.parentElement as HTMLElement).getByRole('button', { name: 'Accept' }),
    )
    await within(panel).findByText('You accepted the request. You can now message each other.')
    expect(calls).toContain('answer true')
    expect(within(panel).getByRole('textbox')).toBeTruthy()
  })

  it('asks before leaving a room with a pending request, saying it is declined', async () => {
    renderPanel()
    const panel = screen.getByRole('dialog')
    fireEvent.click(await within(panel).findByText('Lee'))
    await within(panel).findByText('Lee wants to send you messages.')
    fireEvent.click(within(panel).getByRole('button', { name: 'Conversation options' }))
    fireEvent.click(await screen.findByRole('menuitem', { name: 'Leave conversation' }))
    const alert = await screen.findByRole('alertdialog')
    expect(alert.textContent).toContain('The message request will be declined.')
  })

  it('closes on Escape', async () => {
    const { closed } = renderPanel()
    const panel = screen.getByRole('dialog')
    await within(panel).findByText('Kim')
    fireEvent.keyDown(panel, { key: 'Escape' })
    expect(closed()).toBe(1)
  })
})
