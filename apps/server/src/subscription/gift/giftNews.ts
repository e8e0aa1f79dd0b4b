import { type AlertInput, exposureRules, passesExposure } from '@airwave/sdk/contract'
import { eq } from 'drizzle-orm'
import { chatLevel, nicknameColorOf } from '../../chat/chatLevel'
import { insertChatMessage, toChatEntry } from '../../chat/chatMessages'
import { loadChatRoom } from '../../chat/chatRoom'
import { channels, notifications } from '../../db/schema'
import type { Tx } from '../../db/transaction'
import type { AppDeps } from '../../deps'
import type { AuthMember } from '../../http/auth'
import { pushToWidget } from '../../widget/widgetSocket'
import { addAlert, findWidget, settingsOf } from '../../widget/widgetStore'
import type { GiftRow } from './giftDelivery'
import type { GiftReceiver } from './giftReceivers'

// What a delivered gift tells: the channel's chat (a GIFT_SUB entry with the count), the alert
// box (a `voucher` alert past its exposure minimum) and each receiver (a GIFT_SUB
// notification). Written in the delivery's transaction; the pushes run after its commit.

/** Where a receiver reads the gift (the wallet's pages). */
const GIFT_HISTORY_PATH = '/wallet/giftsub-history'
const FREE_GIFT_HISTORY_PATH = '/wallet/free-giftsub-history'

/**
 * The giver of a gift as the chat knows a member (their acting channel then), for a gift paid
 * later by webhook.
 *
 * @example const giver = await giverOf(tx, gift)
 */
export async function giverOf(tx: Tx, gift: GiftRow): Promise<AuthMember | undefined> {
  if (gift.giverMemberId === null || gift.giverChannelId === null) return undefined
  const [row] = await tx
    .select({
      idx: channels.id,
      channelId: channels.handle,
      nickname: channels.nickname,
      profileImg: channels.profileImg,
      role: channels.role,
    })
    .from(channels)
    .where(eq(channels.id, gift.giverChannelId))
  if (!row) return undefined
  return { id: gift.giverMemberId, email: '', channel: row, familyId: '', scope: 'full' }
}

interface GiftNews {
  channel: { idx: number; handle: string }
  /** Absent for a free gift: the platform gives it, nobody speaks in the chat. */
  giver: AuthMember | undefined
  gift: GiftRow
  receivers: readonly GiftReceiver[]
}

/**
 * Writes a delivered gift's chat entry, alert and notifications in `tx`; answers the pushes to
 * run after the commit. A gift that reached nobody tells nothing.
 *
 * @example const push = await announceGift(deps, tx, { channel, giver, gift, receivers }); after(push)
 */
export async function announceGift(deps: AppDeps, tx: Tx, news: GiftNews): Promise<() => void> {
  const { channel, giver, gift, receivers } = news
  if (receivers.length === 0) return () => {}
  const free = gift.type === 'free'
  await tx.insert(notifications).values(
    receivers.map((receiver) => ({
      memberId: receiver.memberId,
      type: 'GIFT_SUB',
      channelId: channel.idx,
      // The panel names the channel (its `nickname`); the content says who gave it.
      content: giver?.channel?.nickname ?? '',
      linkUrl: free ? FREE_GIFT_HISTORY_PATH : GIFT_HISTORY_PATH,
    })),
  )
  const me = giver?.channel
  if (free || !giver || !me) return () => {}
  const room = await loadChatRoom(tx, channel.handle, giver)
  const row = await insertChatMessage(tx, {
    channelId: channel.idx,
    senderChannelId: me.idx,
    senderMemberId: giver.id,
    type: 'GIFT_SUB',
    // A GIFT_SUB entry's amount is its count of subscriptions.
    gem: receivers.length,
    message: gift.message ?? '',
    viewerId: me.channelId,
    chatNickname: me.nickname,
    level: chatLevel({ ...room.roles, isGifter: true }),
    nicknameColor: nicknameColorOf(me.channelId, room.chosenColor, room.roles),
  })
  const entry = toChatEntry(row, channel.handle)
  const alertBox = await findWidget(tx, channel.idx, 'alertbox')
  const alert: AlertInput = {
    type: 'voucher',
    nickname: me.nickname,
    count: receivers.length,
    ...(gift.message ? { message: gift.message } : {}),
  }
  const exposure = alertBox ? settingsOf({ ...alertBox, kind: 'alertbox' }).exposure : undefined
  const stored =
    alertBox && passesExposure(alert, exposureRules(exposure))
      ? await addAlert(tx, channel.idx, alert, false)
      : undefined
  return () => {
    deps.realtime.toChannel(channel.handle, 'CHAT_MESSAGE', entry)
    if (stored && alertBox) pushToWidget(deps, alertBox, 'WIDGET_ALERT', { alert: stored })
  }
}
