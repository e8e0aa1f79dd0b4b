import { type ChatMessage, chatBadges } from '@airwave/sdk/chat'
import { parseRichText } from '@airwave/sdk/rich-text'
import type { ChatBoxSettings } from '@airwave/sdk/widget'
import { type CSSProperties, memo } from 'react'
import { overlayNicknameColor } from './nicknamePalette'

export interface ChatBoxViewProps {
  /** The chat's entries, oldest first (the chat room's list: at most 200). */
  entries: readonly ChatMessage[]
  settings: ChatBoxSettings
  /** Lines older than the settings' `hideAfter`, by log identity: they fade out. */
  hidden?: ReadonlySet<string>
}

const BADGE_MARKS: Record<string, string> = {
  streamer: '★',
  manager: '⚑',
  admin: '⛨',
  subscriber: '♦',
  gifter: '✚',
  official: '✔',
  partner: '◆',
}

/** Chat text as the chat renders it, links as plain text (nobody clicks in OBS). */
const Text = memo(function Text({ text }: { text: string }) {
  return (
    <>
      {parseRichText(text).map((token, index) => {
        if (token.type === 'lineBreak') return <br key={index} />
        if (token.type === 'text' || token.type === 'link') return token.text
        if (token.type === 'mention') return `@${token.name}`
        return null
      })}
    </>
  )
})

/** What a chat box shows: chat messages with text, neither blinded nor deleted. */
function shownLines(entries: readonly ChatMessage[], maxLines: number): ChatMessage[] {
  return entries
    .filter((entry) => entry.type === 'CHAT_MESSAGE' && !entry.blinded && entry.message)
    .slice(-maxLines)
}

/**
 * The chat box from props alone: the latest lines (at most the settings' count), newest at the
 * bottom, each with its badges, its nickname in its colour and its text. Blinded entries are
 * left out (deleted ones are already gone from the chat's list). React escapes every text.
 *
 * @example <ChatBoxView entries={room.entries} settings={settings} />
 */
export function ChatBoxView({ entries, settings, hidden }: ChatBoxViewProps) {
  const lines = shownLines(entries, settings.maxLines)
  const css = {
    '--aw-ov-size': `${settings.textSize}px`,
    '--aw-ov-text': settings.textColor,
    '--aw-ov-bg': settings.background,
  } as CSSProperties
  return (
    <div className="aw-widget aw-chatbox" data-animation={settings.animation} style={css}>
      <ul className="aw-chatbox-lines" aria-live="polite">
        {lines.map((entry) => (
          <li
            key={entry.logIdentity}
            className="aw-chatline"
            data-state={hidden?.has(entry.logIdentity) ? 'hidden' : 'shown'}
          >
            {settings.showBadges
              ? chatBadges(entry.viewerInfo?.level ?? entry.level ?? 0).map((badge) => (
                  <span key={badge} className="aw-chatline-badge" aria-hidden="true">
                    {BADGE_MARKS[badge] ?? ''}
                  </span>
                ))
              : null}
            <span
              className="aw-chatline-name"
              style={
                settings.nicknameColor
                  ? { color: overlayNicknameColor(entry.nicknameColor) }
                  : undefined
              }
            >
              {entry.viewerInfo?.chatNickname ?? entry.viewerInfo?.viewerId}
            </span>
            <Text text={entry.message ?? ''} />
          </li>
        ))}
      </ul>
    </div>
  )
}
