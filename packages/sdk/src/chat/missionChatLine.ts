import type { ChatMessage } from '../contract/chat/chat.schemas'

/** What a MISSION chat entry tells: a mission proposed, started, completed or failed. */
export type MissionChatEvent = 'proposed' | 'started' | 'completed' | 'failed'

const EVENTS: Record<number, MissionChatEvent> = {
  1: 'proposed',
  2: 'started',
  3: 'completed',
  4: 'failed',
}

/**
 * The line a MISSION chat entry shows, for the chat and the OBS chat box alike: what happened
 * (its `missionStatus`: 1 proposed, 2 started, 3 completed, 4 failed), the mission's title (the
 * entry's `message`) and its total gems (`gem`). Undefined for another entry, or a MISSION
 * entry of an older server without a status (the chat's general "backed a mission" line).
 *
 * @example
 * missionChatLine(entry) // { event: 'completed', title: 'No deaths', gems: 1200 }
 */
export function missionChatLine(
  entry: Pick<ChatMessage, 'type' | 'missionStatus' | 'message' | 'gem'>,
): { event: MissionChatEvent; title: string; gems: number } | undefined {
  if (entry.type !== 'MISSION' || entry.missionStatus === undefined) return undefined
  const event = EVENTS[entry.missionStatus]
  if (!event) return undefined
  return { event, title: entry.message ?? '', gems: entry.gem ?? 0 }
}
