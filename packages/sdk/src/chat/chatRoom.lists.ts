import type { ChatMessage } from '../contract/chat/chat.schemas'
import { callTracker } from '../core/inFlightCalls'
import {
  blindEntry,
  type ChatLog,
  type ChatRemoval,
  EMPTY_CHAT_LOG,
  removeEntries,
} from './chatLog'
import type {
  ChatModerationCall,
  ChatRoomContext,
  ChatRoomInput,
  ChatRoomMachineContext,
  ModerationInputs,
} from './chatRoom.types'
import { groupParticipants } from './groupParticipants'

// How the room's lists change together: the queue, the log, the list shown and the speakers.

/** Distinct senders kept for the participant list (chosen), the latest first out. */
const SPEAKERS_KEPT = 500
/** Flush delay bounds: fast enough to read as live, slow enough to batch a busy room. */
const FLUSH_MS = { min: 100, max: 250, default: 150 }

/** The room's moderation calls in flight: one per message, or per member and action. */
export const moderationCalls = callTracker<ModerationInputs>((call) =>
  call.type === 'chatAction'
    ? `${call.type}:${call.targetChannelId}:${call.action}`
    : `${call.type}:${call.logIdentity}`,
)

/** A room just entered: nothing shown yet, following the newest entries. */
export function initialRoom(input: ChatRoomInput): ChatRoomMachineContext {
  return {
    channelId: input.channelId,
    viewer: input.viewer,
    blockedIds: input.blockedIds ?? [],
    flushMs: Math.min(FLUSH_MS.max, Math.max(FLUSH_MS.min, input.flushMs ?? FLUSH_MS.default)),
    entries: [],
    unseen: 0,
    following: true,
    participants: groupParticipants([]),
    connected: false,
    unsent: false,
    cooldown: 0,
    log: EMPTY_CHAT_LOG,
    queue: [],
    speakers: [],
    moderating: moderationCalls.none,
    sending: '',
  }
}

export const blockedSet = (context: ChatRoomContext) => new Set(context.blockedIds)

// The latest entry of each sender, latest last, at most SPEAKERS_KEPT.
function rememberSpeakers(
  speakers: readonly ChatMessage[],
  added: readonly ChatMessage[],
): readonly ChatMessage[] {
  const senders = added.filter((entry) => entry.viewerInfo !== undefined)
  if (senders.length === 0) return speakers
  const byViewer = new Map(speakers.map((entry) => [entry.viewerInfo?.viewerId, entry]))
  for (const entry of senders) {
    byViewer.delete(entry.viewerInfo?.viewerId)
    byViewer.set(entry.viewerInfo?.viewerId, entry)
  }
  return [...byViewer.values()].slice(-SPEAKERS_KEPT)
}

// Applies one change to every list that holds entries: the queue, the log and the list shown.
export function everywhere(
  context: ChatRoomMachineContext,
  change: (entries: readonly ChatMessage[]) => readonly ChatMessage[],
): Partial<ChatRoomMachineContext> {
  const logEntries = change(context.log.entries)
  return {
    queue: change(context.queue),
    log: logEntries === context.log.entries ? context.log : { ...context.log, entries: logEntries },
    entries: context.following ? logEntries : change(context.entries),
  }
}

export function removal(context: ChatRoomMachineContext, removed: ChatRemoval) {
  const change = (entries: readonly ChatMessage[]) => removeEntries(entries, removed)
  const speakers = removed.viewerId === undefined ? context.speakers : change(context.speakers)
  return { ...everywhere(context, change), ...withSpeakers(context, speakers) }
}

/**
 * What a moderation call changes in the lists at once (the server pushes the same change to
 * the room): a deleted or blinded entry, or a banned (2) or erased (4) member's messages gone.
 */
export function moderatedChange(
  context: ChatRoomMachineContext,
  call: ChatModerationCall,
): Partial<ChatRoomMachineContext> {
  if (call.type === 'deleteMessage') return removal(context, { logIdentity: call.logIdentity })
  if (call.type === 'blindMessage') {
    return everywhere(context, (entries) => blindEntry(entries, call.logIdentity))
  }
  if (call.type === 'reportMessage') return {}
  if (call.action === 2 || call.action === 4) {
    return removal(context, { viewerId: call.targetChannelId })
  }
  return {}
}

/** The speakers and the participant groups after a change of speakers. */
export function withSpeakers(
  context: ChatRoomMachineContext,
  speakers: readonly ChatMessage[],
): Pick<ChatRoomMachineContext, 'speakers' | 'participants'> {
  return {
    speakers,
    participants:
      speakers === context.speakers ? context.participants : groupParticipants(speakers),
  }
}

/**
 * The room once entries arrived in its log (a flush, or the history on entering): the list
 * shown catches up while following, else counts them as unseen; their senders join the speakers.
 */
export function withArrived(
  context: ChatRoomMachineContext,
  log: ChatLog,
  added: readonly ChatMessage[],
): Partial<ChatRoomMachineContext> {
  return {
    log,
    entries: context.following ? log.entries : context.entries,
    unseen: context.following ? 0 : context.unseen + added.length,
    ...withSpeakers(context, rememberSpeakers(context.speakers, added)),
  }
}
