import {
  CHAT_MAX_LENGTH,
  type ChatMessage,
  chatTextTooLong,
  containsLink,
  findBanWord,
  usedEmoticonKeys,
} from '@airwave/sdk/contract'
import { now } from '../clock'
import { storableText } from '../community/text'
import type { AppDeps } from '../deps'
import { type AuthMember, requireChannel } from '../http/auth'
import { badRequest, HttpError, RetryLaterError } from '../http/httpError'
import { limits, slowModeLimit } from '../limits/catalogue'
import { chatLevel, mayChatInIce, nicknameColorOf } from './chatLevel'
import { insertChatMessage, newLogIdentity, toChatEntry } from './chatMessages'
import { type ChatRoom, loadChatRoom, senderBadge } from './chatRoom'
import { confusableSkeleton } from './confusables'

const refused = (code: string, message: string) => new HttpError(403, code, message)

/**
 * A text for a chat room as the chat stores it: storable (no NUL, no lone surrogate), trimmed,
 * not blank unless `blank` is allowed, at most `max` characters. Chat messages and cheer
 * messages both go through it (400 INVALID_REQUEST otherwise).
 *
 * @example const message = chatTextOf(body.message)
 */
export function chatTextOf(text: string, options: { max?: number; blank?: boolean } = {}) {
  const max = options.max ?? CHAT_MAX_LENGTH
  storableText(text, 'message')
  const message = text.trim()
  if (message === '' && !options.blank) throw badRequest('message: write something first')
  if (chatTextTooLong(message, max)) throw badRequest(`message holds at most ${max} characters`)
  return message
}

/**
 * The room's rules on what a text says, in order: no ban word (CHT10001, and the sender alone
 * gets a RESULT_FORBIDDEN_WORDS entry), links only where permitted (CHT10005), the channel's subscriber emoticons only for its subscribers
 * (CHT10006). Chat messages and cheer messages both go through it. Links pass for the streamer,
 * admins and managers with the `urlChat` permission.
 *
 * @example checkRoomText(deps, member, room, message)
 */
export function checkRoomText(
  deps: AppDeps,
  member: AuthMember,
  room: ChatRoom,
  message: string,
): void {
  const { roles, settings, channel } = room
  // Links pass for the streamer, admins, and managers with the `urlChat` permission.
  const linksPass = roles.isStreamer || roles.isAdmin || roles.isUrlChatManager
  const banWord = findBanWord(message, room.banWords, confusableSkeleton)
  if (banWord !== undefined) {
    deps.realtime.toMember(member.id, 'CHAT_MESSAGE', {
      type: 'RESULT_FORBIDDEN_WORDS',
      logIdentity: newLogIdentity(),
      channelId: channel.handle,
      message,
      createDate: new Date().toISOString(),
    })
    throw refused('CHT10001', 'The message holds a word this channel does not allow')
  }
  if (!settings.isPermitUrlChat && !linksPass && containsLink(message)) {
    throw refused('CHT10005', 'Links are not permitted in this chat')
  }
  // The room loads the keys with the ban words, in its one query.
  const isSubscriber = roles.isSubscriber || roles.isStreamer
  if (!isSubscriber && usedEmoticonKeys(message, room.subscriberEmoticonKeys).length > 0) {
    throw refused('CHT10006', 'Subscriber emoticons are for subscribers of this channel')
  }
}

/**
 * Sends a chat message: the one function behind `POST /v2/chat/message/{channelId}` and the
 * socket's SEND_CHAT, so both check the same. In order: a member with a channel; a storable,
 * non-blank text of at most 5,000 characters; not blocked from this chat (CHT10004), nor timed out (CHT10007, with the seconds left); ice mode
 * (CHT10002); ban words, seen through invisible characters, accents and look-alike letters
 * (CHT10001, and the sender alone gets a RESULT_FORBIDDEN_WORDS entry);
 * links only where permitted (CHT10005); the channel's subscriber emoticons only for its
 * subscribers (CHT10006); the send limit (429); slow mode last (CHT10003), so a refused message
 * never costs the member their slot. The entry is stored, pushed to the channel's room and
 * answered.
 *
 * @example
 * const entry = await sendChat(deps, member, 'airwave', 'hello')
 */
export async function sendChat(
  deps: AppDeps,
  member: AuthMember,
  handle: string,
  text: string,
): Promise<ChatMessage> {
  const me = requireChannel(member)
  const message = chatTextOf(text)
  const room = await loadChatRoom(deps.db, handle, member, { withBanWords: true })
  const { roles, settings, channel } = room
  const elevated = roles.isStreamer || roles.isManager || roles.isAdmin
  if (roles.isChatBlocked && !roles.isStreamer) {
    const until = roles.chatBlockedUntil
    if (until) {
      const wait = Math.max(1, Math.ceil((until.getTime() - now().getTime()) / 1000))
      throw new RetryLaterError(
        403,
        'CHT10007',
        `You are timed out of this chat; try again in ${wait} s`,
        wait,
      )
    }
    throw refused('CHT10004', 'You are blocked from this chat')
  }
  if (!mayChatInIce(settings, roles)) throw refused('CHT10002', 'The chat is in ice mode')
  checkRoomText(deps, member, room, message)
  await deps.limiter.consume(limits.chatSend, `member:${member.id}`)
  const slow = settings.slowModeSeconds
  if (!elevated && slow > 0) {
    await deps.limiter.consume(
      slowModeLimit(slow),
      `${channel.idx}:${member.id}`,
      (wait) =>
        new RetryLaterError(
          403,
          'CHT10003',
          `Slow mode: one message every ${slow} s; try again in ${wait} s`,
          wait,
        ),
    )
  }
  const level = chatLevel(roles)
  const row = await insertChatMessage(deps.db, {
    channelId: channel.idx,
    senderChannelId: me.idx,
    senderMemberId: member.id,
    message,
    viewerId: me.channelId,
    chatNickname: me.nickname,
    level,
    nicknameColor: nicknameColorOf(me.channelId, room.chosenColor, roles),
  })
  const entry = { ...toChatEntry(row, channel.handle), ...senderBadge(room) }
  deps.realtime.toChannel(channel.handle, 'CHAT_MESSAGE', entry)
  return entry
}
