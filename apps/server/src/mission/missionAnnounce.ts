import {
  type Alert,
  type AlertInput,
  CHAT_LEVEL,
  type ChatMessage,
  exposureRules,
  type Mission,
  passesExposure,
} from '@airwave/sdk/contract'
import { insertChatMessage, toChatEntry } from '../chat/chatMessages'
import type { Tx } from '../db/transaction'
import type { AppDeps } from '../deps'
import { pushToWidget } from '../widget/widgetSocket'
import { addAlert, findWidget, settingsOf, type WidgetRow } from '../widget/widgetStore'

// A mission's news, as a cheer's: the room's MISSION entry (proposed, started, completed,
// failed) and the alert box's mission alert (past the streamer's exposure rules) are written in
// the step's own transaction; the pushes (MISSION_UPDATE to the channel's room, overlays
// included, the entry as CHAT_MESSAGE, the alert to the alert box) run after its commit.

/** The statuses a MISSION chat entry is written for (the contract's chat entry). */
type AnnouncedStatus = 1 | 2 | 3 | 4

/** Who the entry names: the proposer (a proposal) or the streamer (the streamer's steps). */
export interface EntrySender {
  memberId: number
  channelIdx: number
  handle: string
  nickname: string
  level: number
  nicknameColor: string
}

/**
 * The streamer as the sender of their own mission entries (the chat's streamer level and
 * style).
 *
 * @example streamerSender(member.id, me)
 */
export function streamerSender(
  memberId: number,
  channel: { idx: number; channelId: string; nickname: string },
): EntrySender {
  return {
    memberId,
    channelIdx: channel.idx,
    handle: channel.channelId,
    nickname: channel.nickname,
    level: CHAT_LEVEL.streamer,
    nicknameColor: 'streamer',
  }
}

export interface MissionNews {
  channel: { idx: number; handle: string }
  /** The mission as it now is (no `myGem`: the push goes to everyone). */
  mission: Mission
  /** The room's MISSION entry, for the statuses that have one. */
  entry?: { status: AnnouncedStatus; sender: EntrySender }
  /** The alert box's alert: its ceremony, its nickname and gems. */
  alert?: { ceremony: number; nickname: string; gem: number }
}

/** The pushes of a step, for after its commit. */
export type MissionPushes = (deps: AppDeps) => void

/** A mission alert as stored, with the alert box to push it to. */
export interface StoredAlert {
  alert: Alert
  alertBox: WidgetRow
}

/**
 * Stores a mission alert when it passes the channel's exposure rules (the alert box's, found
 * here unless given); answers it with its alert box, or undefined.
 *
 * @example const stored = await storeMissionAlert(tx, channel.idx, title, { ceremony: 4, nickname, gem })
 */
export async function storeMissionAlert(
  tx: Tx,
  channelIdx: number,
  title: string | undefined,
  news: NonNullable<MissionNews['alert']>,
  alertBox?: WidgetRow | null,
): Promise<StoredAlert | undefined> {
  const box = alertBox === undefined ? await findWidget(tx, channelIdx, 'alertbox') : alertBox
  const alert: AlertInput = {
    type: 'mission',
    nickname: news.nickname,
    totalGem: news.gem,
    ceremonyType: news.ceremony,
    ...(title ? { title } : {}),
  }
  const exposure = box ? settingsOf({ ...box, kind: 'alertbox' }).exposure : undefined
  if (!passesExposure(alert, exposureRules(exposure))) return undefined
  const stored = await addAlert(tx, channelIdx, alert, false)
  // Stored for the alert box's history either way; pushed only to an alert box there is.
  return box ? { alert: stored, alertBox: box } : undefined
}

/**
 * The pushes of a mission's news: MISSION_UPDATE to the channel's room (no `myGem`: it goes to
 * everyone), the chat entry, the alert to the alert box.
 *
 * @example pushMission(deps, channel, mission, { entry, alert })()
 */
export function pushMission(
  channel: { handle: string },
  mission: Mission,
  extra: { entry?: ChatMessage; alert?: StoredAlert } = {},
): MissionPushes {
  const { myGem: _mine, ...shared } = mission
  return (deps) => {
    deps.realtime.toChannel(channel.handle, 'MISSION_UPDATE', {
      channelId: channel.handle,
      mission: shared,
    })
    if (extra.entry) deps.realtime.toChannel(channel.handle, 'CHAT_MESSAGE', extra.entry)
    if (extra.alert) {
      pushToWidget(deps, extra.alert.alertBox, 'WIDGET_ALERT', { alert: extra.alert.alert })
    }
  }
}

/**
 * Writes a step's chat entry and alert in its transaction; answers the pushes for after the
 * commit (the demo data writes the same rows and pushes nothing).
 *
 * @example const push = await announceMission(tx, { channel, mission, entry, alert }); push(deps)
 */
export async function announceMission(tx: Tx, news: MissionNews): Promise<MissionPushes> {
  const { channel, mission } = news
  let entry: ChatMessage | undefined
  if (news.entry) {
    const { sender, status } = news.entry
    const row = await insertChatMessage(tx, {
      channelId: channel.idx,
      senderChannelId: sender.channelIdx,
      senderMemberId: sender.memberId,
      type: 'MISSION',
      message: mission.title ?? '',
      gem: mission.totalGem,
      missionId: mission.missionIdx,
      missionStatus: status,
      viewerId: sender.handle,
      chatNickname: sender.nickname,
      level: sender.level,
      nicknameColor: sender.nicknameColor,
    })
    entry = toChatEntry(row, channel.handle)
  }
  const alert = news.alert
    ? await storeMissionAlert(tx, channel.idx, mission.title, news.alert)
    : undefined
  return pushMission(channel, mission, { ...(entry ? { entry } : {}), ...(alert ? { alert } : {}) })
}
