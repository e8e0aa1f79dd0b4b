import {
  type AlertInput,
  exposureRules,
  passesExposure,
  SUBSCRIPTION_PERIOD_DAYS,
} from '@airwave/sdk/contract'
import { eq } from 'drizzle-orm'
import { chatLevel, nicknameColorOf } from '../chat/chatLevel'
import { insertChatMessage, toChatEntry } from '../chat/chatMessages'
import { loadChatRoom } from '../chat/chatRoom'
import { channels } from '../db/schema'
import type { Tx } from '../db/transaction'
import type { AppDeps } from '../deps'
import type { AuthMember } from '../http/auth'
import { pushToWidget } from '../widget/widgetSocket'
import { addAlert, findWidget, settingsOf } from '../widget/widgetStore'

// A paid period told to the channel, as a cheer is: the room's SUBSCRIBE entry and the alert
// box's subscription alert (when it passes the streamer's exposure rules) are written in the
// payment's transaction; the pushes run after its commit.

export interface PaidPeriod {
  channelIdx: number
  subscriberChannelIdx: number
  subscriberMemberId: number
  /** Months subscribed with this period. */
  months: number
}

/** The subscriber's channel as the chat names them (a member's token is not at hand here). */
async function subscriberAsMember(tx: Tx, period: PaidPeriod): Promise<AuthMember | undefined> {
  const [row] = await tx
    .select({ handle: channels.handle, nickname: channels.nickname, role: channels.role })
    .from(channels)
    .where(eq(channels.id, period.subscriberChannelIdx))
  if (!row) return undefined
  return {
    id: period.subscriberMemberId,
    email: '',
    channel: {
      idx: period.subscriberChannelIdx,
      channelId: row.handle,
      nickname: row.nickname,
      profileImg: null,
      role: row.role,
    },
    familyId: '',
    scope: 'full',
  }
}

/**
 * Writes the SUBSCRIBE entry (with `subscribeMonth`) and, when shown, the alert of a paid period,
 * in the payment's transaction; answers the pushes for after the commit.
 *
 * @example context.after(await announcePeriod(deps, tx, { channelIdx, subscriberChannelIdx, subscriberMemberId, months: 1 }))
 */
export async function announcePeriod(
  deps: AppDeps,
  tx: Tx,
  period: PaidPeriod,
): Promise<() => void> {
  const member = await subscriberAsMember(tx, period)
  const [streamer] = await tx
    .select({ handle: channels.handle })
    .from(channels)
    .where(eq(channels.id, period.channelIdx))
  const me = member?.channel
  if (!member || !me || !streamer) return () => {}
  const room = await loadChatRoom(tx, streamer.handle, member)
  const row = await insertChatMessage(tx, {
    channelId: period.channelIdx,
    senderChannelId: me.idx,
    senderMemberId: member.id,
    type: 'SUBSCRIBE',
    // A SUBSCRIBE entry's number is its months (the column holds a GEMS entry's gems).
    gem: period.months,
    message: '',
    viewerId: me.channelId,
    chatNickname: me.nickname,
    // The period is written already: the subscriber bit is theirs.
    level: chatLevel({ ...room.roles, isSubscriber: true }),
    nicknameColor: nicknameColorOf(me.channelId, room.chosenColor, room.roles),
  })
  const alert: AlertInput = {
    type: 'subscription',
    nickname: me.nickname,
    days: SUBSCRIPTION_PERIOD_DAYS,
    regular: true,
    months: period.months,
  }
  const alertBox = await findWidget(tx, period.channelIdx, 'alertbox')
  const exposure = alertBox ? settingsOf({ ...alertBox, kind: 'alertbox' }).exposure : undefined
  const stored = passesExposure(alert, exposureRules(exposure))
    ? await addAlert(tx, period.channelIdx, alert, false)
    : undefined
  const entry = toChatEntry(row, streamer.handle)
  return () => {
    deps.realtime.toChannel(streamer.handle, 'CHAT_MESSAGE', entry)
    if (stored && alertBox) pushToWidget(deps, alertBox, 'WIDGET_ALERT', { alert: stored })
  }
}
