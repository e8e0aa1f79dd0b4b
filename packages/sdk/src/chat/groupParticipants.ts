import { CHAT_LEVEL, type ChatMessage } from '../contract/chat/chat.schemas'

/** Someone seen in a chat, with the level bits of their latest entry. */
export interface ChatParticipant {
  viewerId: string
  nickname?: string
  level: number
}

/** The participant list's groups, in the order they are shown (accounts-platform.md section 6). */
export interface ParticipantGroups {
  streamer: ChatParticipant[]
  manager: ChatParticipant[]
  subscriber: ChatParticipant[]
  gifter: ChatParticipant[]
  active: ChatParticipant[]
}

/** The level bits of an entry: the viewer's and the entry's own, together. */
export const entryLevel = (entry: Pick<ChatMessage, 'viewerInfo' | 'level'>): number =>
  (entry.viewerInfo?.level ?? 0) | (entry.level ?? 0)

/**
 * The participant of an entry, if it has a sender.
 *
 * @example participantOf(entry) // { viewerId: 'viewer1', nickname: 'Mina', level: 16 }
 */
export function participantOf(
  entry: Pick<ChatMessage, 'viewerInfo' | 'level'>,
): ChatParticipant | undefined {
  const viewer = entry.viewerInfo
  if (!viewer) return undefined
  const level = entryLevel(entry)
  return viewer.chatNickname === undefined
    ? { viewerId: viewer.viewerId, level }
    : { viewerId: viewer.viewerId, nickname: viewer.chatNickname, level }
}

/**
 * The group a level belongs to: its highest role among streamer, manager, subscriber, gifter;
 * everyone else is active (the active bit, partners and officials, and, chosen, members with no
 * bit at all: they chat too). Admins are in no group.
 *
 * @example participantGroup(CHAT_LEVEL.subscriber | CHAT_LEVEL.gifter) // 'subscriber'
 */
export function participantGroup(level: number): keyof ParticipantGroups | undefined {
  if (level & CHAT_LEVEL.admin) return undefined
  if (level & CHAT_LEVEL.streamer) return 'streamer'
  if (level & CHAT_LEVEL.manager) return 'manager'
  if (level & CHAT_LEVEL.subscriber) return 'subscriber'
  if (level & CHAT_LEVEL.gifter) return 'gifter'
  return 'active'
}

/**
 * The participant list from the entries seen: grouped by streamer, manager, subscriber, gifter
 * and active (partner and official fold into active), admins left out, each viewer once with
 * the level and nickname of their latest entry. Within a group, the most recent first.
 *
 * @example
 * groupParticipants(room.entries).manager.map((p) => p.nickname)
 */
export function groupParticipants(
  entries: Iterable<Pick<ChatMessage, 'viewerInfo' | 'level'>>,
): ParticipantGroups {
  const latest = new Map<string, ChatParticipant>()
  for (const entry of entries) {
    const participant = participantOf(entry)
    if (!participant) continue
    // Re-inserted so that the map's order is the order of each viewer's latest entry.
    latest.delete(participant.viewerId)
    latest.set(participant.viewerId, participant)
  }
  const groups: ParticipantGroups = {
    streamer: [],
    manager: [],
    subscriber: [],
    gifter: [],
    active: [],
  }
  for (const participant of [...latest.values()].reverse()) {
    const group = participantGroup(participant.level)
    if (group) groups[group].push(participant)
  }
  return groups
}
