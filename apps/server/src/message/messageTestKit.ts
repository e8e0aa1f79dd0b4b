import { channelEndpoints, chatEndpoints, messageEndpoints } from '@airwave/sdk/contract'
import { addMember } from '../community/testKit'
import type { RunningServer } from '../server'
import { signedClient } from '../testing/sdkClient'
import { openSocket, type TestSocket } from '../testing/socketClient'

// Test helpers of the direct messages: members with a message client and, when asked, a socket.

/** The SDK client over the message, channel and chat endpoints. */
export function messageClient(baseUrl: string, token?: string) {
  return signedClient(
    baseUrl,
    { message: messageEndpoints, channel: channelEndpoints, chat: chatEndpoints },
    token,
  )
}

export interface MessageMember {
  memberId: number
  channelIdx: number
  channelId: string
  token: string
  api: ReturnType<typeof messageClient>
}

/**
 * A member with a channel `handle` and a message client on `server`.
 *
 * @example const kim = await messageMember(server, 'kim')
 */
export async function messageMember(server: RunningServer, handle: string): Promise<MessageMember> {
  const member = await addMember(server, handle)
  return {
    memberId: member.memberId,
    channelIdx: member.channelIdx ?? 0,
    channelId: handle,
    token: member.token,
    api: messageClient(server.url, member.token),
  }
}

/** The same member's client on another instance. @example onOther(kim, b) */
export function onServer(member: MessageMember, server: RunningServer): MessageMember {
  return { ...member, api: messageClient(server.url, member.token) }
}

/**
 * A socket of the member (it joins the member's room on connect).
 *
 * @example const socket = await memberSocket(server.url, kim)
 */
export function memberSocket(
  baseUrl: string,
  member: MessageMember,
  options: Parameters<typeof openSocket>[1]['options'] = {},
): Promise<TestSocket> {
  return openSocket(baseUrl, { clientId: `c-${member.channelId}`, token: member.token, options })
}

/** A DIRECT_MESSAGE event's message. */
export interface DirectMessageData {
  messageRoomIdx: number
  messageContentIdx: number
  messageContent: string
  messageStatus?: string
  senderChannelId?: string
  clientMessageId?: string
  unReadParticipantCount?: number
}

/** The messages of the DIRECT_MESSAGE events a socket received, in order. */
export const directMessages = (socket: TestSocket) =>
  socket
    .all<{ content: { directMessageData: DirectMessageData } }>('DIRECT_MESSAGE')
    .map((e) => e.content.directMessageData)

/** Waits for the DIRECT_MESSAGE of a message (by its index). */
export const nextDirectMessage = (socket: TestSocket, messageContentIdx: number) =>
  socket.next<{ content: { directMessageData: DirectMessageData } }>(
    'DIRECT_MESSAGE',
    (e) => e.content.directMessageData.messageContentIdx === messageContentIdx,
  )
