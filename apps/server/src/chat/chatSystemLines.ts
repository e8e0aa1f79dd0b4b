import type { ChatMessage, ChatSystemKind } from '@airwave/sdk/contract'
import { now } from '../clock'
import type { AppDeps } from '../deps'
import { newLogIdentity } from './chatMessages'
import type { ChatSettings } from './chatRoom'

// The room's system lines (issue 29): slow mode, ice mode and timeouts said in the chat to
// everyone in it. Pushed through the realtime fan-out (every instance's sockets in the room get
// them), not stored: a line about a setting matters when it changes, the banners say the rest.
// A line carries fields, never free text: the client writes the words from its catalogue, and
// a nickname is shown as text.

type SystemLine = Pick<
  ChatMessage,
  'seconds' | 'iceChatLevel' | 'minutes' | 'targetNickname' | 'targetChannelId'
> & {
  systemKind: ChatSystemKind
}

/**
 * Pushes a system line to a channel's room.
 *
 * @example pushSystemLine(deps, 'airwave', { systemKind: 'timeout', minutes: 10, targetNickname: 'Mina' })
 */
export function pushSystemLine(deps: AppDeps, channelHandle: string, line: SystemLine): void {
  deps.realtime.toChannel(channelHandle, 'CHAT_MESSAGE', {
    type: 'SYSTEM',
    logIdentity: newLogIdentity(),
    channelId: channelHandle,
    createDate: now().toISOString(),
    ...line,
  })
}

/**
 * The system lines a settings change says: slow mode on (with its seconds) or off, ice mode on
 * (with its level) or off; a change of level while ice is on says it on again.
 *
 * @example settingsLines(before, after) // [{ systemKind: 'slowModeOn', seconds: 10 }]
 */
export function settingsLines(before: ChatSettings, after: ChatSettings): SystemLine[] {
  const lines: SystemLine[] = []
  if (before.slowModeSeconds !== after.slowModeSeconds) {
    lines.push(
      after.slowModeSeconds > 0
        ? { systemKind: 'slowModeOn', seconds: after.slowModeSeconds }
        : { systemKind: 'slowModeOff' },
    )
  }
  const iceChanged =
    before.isChatIce !== after.isChatIce ||
    (after.isChatIce && before.iceChatLevel !== after.iceChatLevel)
  if (iceChanged) {
    lines.push(
      after.isChatIce
        ? { systemKind: 'iceModeOn', iceChatLevel: after.iceChatLevel }
        : { systemKind: 'iceModeOff' },
    )
  }
  return lines
}
