import {
  MISSION_CEREMONY,
  MISSION_ERRORS,
  MISSION_LIMITS,
  MISSION_STATUS,
  type Mission,
} from '@airwave/sdk/contract'
import { and, count, eq } from 'drizzle-orm'
import { chatLevel, nicknameColorOf } from '../chat/chatLevel'
import { loadChatRoom } from '../chat/chatRoom'
import { chatTextOf, checkRoomText } from '../chat/chatSend'
import { now } from '../clock'
import { missionSettings, missions } from '../db/schema'
import type { Tx } from '../db/transaction'
import type { AppDeps } from '../deps'
import { type AuthMember, requireChannel } from '../http/auth'
import { badRequest, conflict, forbidden, notFound } from '../http/httpError'
import { type IdempotencyClaim, idempotent, requestHash, storedOutcome } from '../item/idempotency'
import { findWidget } from '../widget/widgetStore'
import { announceMission, pushMission, storeMissionAlert } from './missionAnnounce'
import {
  checkProposer,
  minimumOf,
  missionChannel,
  missionChannelOf,
  settingsRow,
} from './missionConfig'
import { pledgeGems } from './missionLedger'
import { missionById, missionSelect, toMission } from './missionView'

// Proposing a mission and adding gems to one: each moves gems once per idempotency key (as a
// cheer does), with its chat entry, alert and MISSION_UPDATE written in the same transaction
// and pushed after the commit.

const belowMinimum = (minimum: number) =>
  badRequest(`A pledge is at least ${minimum} gems here`, MISSION_ERRORS.belowMinimum)

export interface ProposalInput {
  handle: string
  title: string
  gem: number
  key: string
}

/**
 * Proposes a mission with a first pledge. Checks, in order: a member with a channel; the
 * channel (404 CHA30023, CHA30071, 403 CHA30068); the proposer (`checkProposer`: CHA30017,
 * MIS1000, ITE10005, MIS1001); at least the channel's minimum (400 MIS1002); the title by the
 * chat's rules (at most 100 characters; ban words CHT10001, links CHT10005, subscriber
 * emoticons CHT10006). Then, in one transaction under the channel's settings row lock (so the
 * counts hold under concurrency): at most 100 open missions in the channel and 5 of the
 * proposer's (409 MIS1004), the mission, the gems from the wallet (409 ITE20001, nothing
 * written), the MISSION entry (status 1) and the alert (ceremony 1). Once per key.
 *
 * @example await proposeMission(deps, member, { handle: 'airwave', title: 'No deaths', gem: 100, key })
 */
export async function proposeMission(
  deps: AppDeps,
  member: AuthMember,
  input: ProposalInput,
): Promise<Mission> {
  const { db } = deps
  const me = requireChannel(member)
  const title = chatTextOf(input.title, { max: MISSION_LIMITS.title })
  const claim: IdempotencyClaim = {
    scope: `mission-propose:${member.id}`,
    key: input.key,
    hash: requestHash({ channel: input.handle.toLowerCase(), title: input.title, gem: input.gem }),
  }
  const prior = await storedOutcome<Mission>(db, claim)
  if (prior) return prior.answer()
  const channel = await missionChannel(db, input.handle)
  const settings = await settingsRow(db, channel.idx)
  await checkProposer(db, channel, settings, member)
  if (input.gem < minimumOf(settings)) throw belowMinimum(minimumOf(settings))
  const room = await loadChatRoom(db, channel.handle, member, { withBanWords: true })
  checkRoomText(deps, member, room, title)
  return idempotent(db, claim, async (tx) => {
    // One proposal at a time per channel: the counts below stay exact.
    await tx
      .select({ id: missionSettings.channelId })
      .from(missionSettings)
      .where(eq(missionSettings.channelId, channel.idx))
      .for('update')
    await checkOpenCounts(tx, channel.idx, member.id)
    const at = now()
    const [created] = await tx
      .insert(missions)
      .values({
        channelId: channel.idx,
        proposerMemberId: member.id,
        proposerChannelId: me.idx,
        title,
        status: MISSION_STATUS.open,
        createdAt: at,
        updatedAt: at,
      })
      .returning()
    if (!created) throw new Error('The mission was not written')
    await pledgeGems(tx, {
      missionId: created.id,
      channelIdx: channel.idx,
      memberId: member.id,
      giverChannelIdx: me.idx,
      gem: input.gem,
    })
    const answer = await missionById(tx, created.id, member.id)
    const push = await announceMission(tx, {
      channel,
      mission: answer,
      entry: {
        status: MISSION_STATUS.open,
        sender: {
          memberId: member.id,
          channelIdx: me.idx,
          handle: me.channelId,
          nickname: me.nickname,
          level: chatLevel(room.roles),
          nicknameColor: nicknameColorOf(me.channelId, room.chosenColor, room.roles),
        },
      },
      alert: { ceremony: MISSION_CEREMONY.proposed, nickname: me.nickname, gem: input.gem },
    })
    return { answer, after: () => push(deps) }
  })
}

/** At most 100 open missions in a channel, 5 of one proposer's (409 MIS1004). */
async function checkOpenCounts(tx: Tx, channelIdx: number, memberId: number): Promise<void> {
  const open = and(eq(missions.channelId, channelIdx), eq(missions.status, MISSION_STATUS.open))
  const [all] = await tx.select({ n: count() }).from(missions).where(open)
  if ((all?.n ?? 0) >= MISSION_LIMITS.openPerChannel) {
    throw conflict(
      `This channel has ${MISSION_LIMITS.openPerChannel} open missions already`,
      MISSION_ERRORS.tooMany,
    )
  }
  const [mine] = await tx
    .select({ n: count() })
    .from(missions)
    .where(and(open, eq(missions.proposerMemberId, memberId)))
  if ((mine?.n ?? 0) >= MISSION_LIMITS.openPerProposer) {
    throw conflict(
      `You have ${MISSION_LIMITS.openPerProposer} open missions in this channel already`,
      MISSION_ERRORS.tooMany,
    )
  }
}

/**
 * Adds gems to a mission. Checks, in order: a member with a channel; the mission (404); not
 * one's own channel's (403 CHA30017); at least the channel's minimum (400 MIS1002). Then, in
 * one transaction: the alert (ceremony 4, when it passes the exposure rules and the gem
 * alerts' minimum), then under the mission's row lock (`pledgeGems`): open, or started and
 * before its end (409 MIS1003: a pledge never lands after an ending released the gems), the
 * total and the giver's row, the gems from the wallet (409 ITE20001, nothing written). Once
 * per key.
 *
 * @example await addMissionGems(deps, member, 3, { gem: 50, key })
 */
export async function addMissionGems(
  deps: AppDeps,
  member: AuthMember,
  missionId: number,
  input: { gem: number; key: string },
): Promise<Mission> {
  const { db } = deps
  const me = requireChannel(member)
  const claim: IdempotencyClaim = {
    scope: `mission-gem:${member.id}`,
    key: input.key,
    hash: requestHash({ mission: missionId, gem: input.gem }),
  }
  const prior = await storedOutcome<Mission>(db, claim)
  if (prior) return prior.answer()
  const [found] = await missionSelect(db, member.id).where(eq(missions.id, missionId))
  if (!found) throw notFound('No mission has this id')
  const channel = await missionChannelOf(db, found.row.channelId)
  if (channel.ownerId === member.id) {
    throw forbidden('You cannot pledge to a mission of your own channel', 'CHA30017')
  }
  const minimum = minimumOf(await settingsRow(db, channel.idx))
  if (input.gem < minimum) throw belowMinimum(minimum)
  const alertBox = (await findWidget(db, channel.idx, 'alertbox')) ?? null
  return idempotent(db, claim, async (tx) => {
    // The alert first: the mission's row lock is held from the pledge's first statement on.
    const alert = await storeMissionAlert(
      tx,
      channel.idx,
      found.row.title,
      { ceremony: MISSION_CEREMONY.pledge, nickname: me.nickname, gem: input.gem },
      alertBox,
    )
    const { row, myGem } = await pledgeGems(tx, {
      missionId,
      channelIdx: channel.idx,
      memberId: member.id,
      giverChannelIdx: me.idx,
      gem: input.gem,
    })
    const answer = toMission({ ...found, row, myGem })
    const push = pushMission(channel, answer, alert ? { alert } : {})
    return { answer, after: () => push(deps) }
  })
}
