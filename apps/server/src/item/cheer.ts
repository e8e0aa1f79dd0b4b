import {
  type AlertInput,
  type CheerResult,
  exposureRules,
  GEM_MESSAGE_MAX,
  ITEM_ERRORS,
  passesExposure,
} from '@airwave/sdk/contract'
import { and, eq } from 'drizzle-orm'
import { chatLevel, nicknameColorOf } from '../chat/chatLevel'
import { insertChatMessage, toChatEntry } from '../chat/chatMessages'
import { loadChatRoom, senderBadge } from '../chat/chatRoom'
import { chatTextOf, checkRoomText } from '../chat/chatSend'
import type { Db } from '../db/database'
import { signatureGems } from '../db/schema'
import type { AppDeps } from '../deps'
import { type AuthMember, requireChannel } from '../http/auth'
import { conflict } from '../http/httpError'
import { pushToWidget } from '../widget/widgetSocket'
import { addAlert, findWidget, settingsOf } from '../widget/widgetStore'
import { type IdempotencyClaim, idempotent, requestHash, storedOutcome } from './idempotency'
import { itemGate } from './itemGate'
import { ledgerAccount, postTransfers } from './ledger'

// A cheer: a member sends gems with a message to a channel. The gems move from their wallet to
// the channel's earnings, and the room's GEMS entry and the alert box's alert are written, in
// one transaction, once per idempotency key; the pushes follow the commit.

export interface CheerInput {
  gem: number
  message: string | undefined
  key: string
}

/** The channel's signature gem of exactly this amount, if any: a cheer's and a test alert's. */
export async function signatureOf(db: Db, channelIdx: number, gem: number) {
  const [row] = await db
    .select({ idx: signatureGems.id, title: signatureGems.title })
    .from(signatureGems)
    .where(and(eq(signatureGems.channelId, channelIdx), eq(signatureGems.gem, gem)))
  return row
}

/**
 * Sends a cheer. Checks, in order: a member with a channel (403 CHANNEL_REQUIRED); the message
 * by the chat's rules (storable, at most 999 characters; ban words, links, subscriber
 * emoticons); the channel (`itemGate`: ITE10009, ITE10003, ITE10000, ITE10001, ITE10005). Then,
 * in one transaction: the GEMS chat entry, the transfer from the wallet to the channel's
 * earnings (409 ITE20001 when the wallet holds less: nothing is written), the alert when it
 * passes the alert box's exposure thresholds (a signature gem always does). A retry with the
 * same key answers the first outcome and writes nothing.
 *
 * @example const result = await sendCheer(deps, member, 'airwave', { gem: 100, message: 'gg', key })
 */
export async function sendCheer(
  deps: AppDeps,
  member: AuthMember,
  handle: string,
  input: CheerInput,
): Promise<CheerResult> {
  const { db } = deps
  const me = requireChannel(member)
  const message = chatTextOf(input.message ?? '', { max: GEM_MESSAGE_MAX, blank: true })
  const claim: IdempotencyClaim = {
    scope: `cheer:${member.id}`,
    key: input.key,
    hash: requestHash({ channel: handle.toLowerCase(), gem: input.gem, message: input.message }),
  }
  // A retry is answered as the first time, whatever changed since (a ban word added, gems spent).
  const prior = await storedOutcome<CheerResult>(db, claim)
  if (prior) return prior.answer()
  const channel = await itemGate(db, handle, member)
  const room = await loadChatRoom(db, channel.handle, member, { withBanWords: true })
  if (message !== '') checkRoomText(deps, member, room, message)
  const [signature, alertBox] = await Promise.all([
    signatureOf(db, channel.idx, input.gem),
    findWidget(db, channel.idx, 'alertbox'),
  ])
  const alert: AlertInput = {
    type: 'gem',
    nickname: me.nickname,
    gem: input.gem,
    ...(message ? { message } : {}),
    ...(signature ? { signature: { signatureGemIdx: signature.idx, title: signature.title } } : {}),
  }
  const exposure = alertBox ? settingsOf({ ...alertBox, kind: 'alertbox' }).exposure : undefined
  const alertShown = passesExposure(alert, exposureRules(exposure))
  return idempotent(db, claim, async (tx) => {
    const row = await insertChatMessage(tx, {
      channelId: channel.idx,
      senderChannelId: me.idx,
      senderMemberId: member.id,
      type: 'GEMS',
      gem: input.gem,
      message,
      viewerId: me.channelId,
      chatNickname: me.nickname,
      // The gifter bit is theirs from this cheer on.
      level: chatLevel({ ...room.roles, isGifter: true }),
      nicknameColor: nicknameColorOf(me.channelId, room.chosenColor, room.roles),
    })
    const stored = alertShown ? await addAlert(tx, channel.idx, alert, false) : undefined
    // The transfer last: the channel's earnings row stays locked only until the commit.
    const posted = await postTransfers(tx, [
      {
        debit: ledgerAccount.wallet(member.id),
        credit: ledgerAccount.earnings(channel.idx),
        amount: input.gem,
        kind: 'cheer',
        memberId: member.id,
        actorChannelId: me.idx,
        channelId: channel.idx,
        logIdentity: row.logIdentity,
      },
    ])
    if (!posted.ok) {
      throw conflict(
        `Not enough gems: ${posted.balance} held, ${posted.needed} to send`,
        ITEM_ERRORS.notEnoughGems,
      )
    }
    const transfer = posted.rows[0]
    const entry = { ...toChatEntry(row, channel.handle), ...senderBadge(room) }
    const answer: CheerResult = {
      cheerNo: transfer?.id ?? 0,
      channelId: channel.handle,
      gem: input.gem,
      balance: transfer?.debitBalance ?? 0,
      logIdentity: row.logIdentity,
      signatureGemIdx: signature?.idx ?? null,
    }
    const after = () => {
      deps.realtime.toChannel(channel.handle, 'CHAT_MESSAGE', entry)
      if (stored && alertBox) pushToWidget(deps, alertBox, 'WIDGET_ALERT', { alert: stored })
    }
    return { answer, after }
  })
}
