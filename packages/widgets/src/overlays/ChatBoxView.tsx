import { type ChatMessage, chatBadges, missionChatLine } from '@airwave/sdk/chat'
import { catalogueText, widgetCatalogue } from '@airwave/sdk/i18n'
import { parseRichText } from '@airwave/sdk/rich-text'
import type { ChatBoxSettings } from '@airwave/sdk/widget'
import { type CSSProperties, memo } from 'react'
import { overlayNicknameColor } from './nicknamePalette'
import type { OverlayText } from './useOverlayWords'

export interface ChatBoxViewProps {
  /** The chat's entries, oldest first (the chat room's list: at most 200). */
  entries: readonly ChatMessage[]
  settings: ChatBoxSettings
  /** Lines older than the settings' `hideAfter`, by log identity: they fade out. */
  hidden?: ReadonlySet<string>
  /** The overlay's words (a cheer's line); English without them. */
  t?: OverlayText
}

const english: OverlayText = catalogueText(widgetCatalogue, 'en-US')

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

/**
 * What a chat box shows: chat messages with text, cheers (GEMS, with or without a message),
 * subscriptions (SUBSCRIBE, with their months), gift subscriptions (GIFT_SUB, with their
 * count) and missions proposed, started, completed or failed (MISSION), neither blinded nor
 * deleted.
 */
function shownLines(entries: readonly ChatMessage[], maxLines: number): ChatMessage[] {
  return entries
    .filter(
      (entry) =>
        !entry.blinded &&
        ((entry.type === 'CHAT_MESSAGE' && entry.message) ||
          (entry.type === 'GEMS' && entry.gem !== undefined) ||
          (entry.type === 'SUBSCRIBE' && entry.subscribeMonth !== undefined) ||
          (entry.type === 'GIFT_SUB' && entry.giftCount !== undefined) ||
          missionChatLine(entry) !== undefined),
    )
    .slice(-maxLines)
}

// A MISSION line by what happened to the mission (the SDK's `missionChatLine`, as the chat).
const MISSION_LINES = {
  proposed: 'chatMissionProposed',
  started: 'chatMissionStarted',
  completed: 'chatMissionCompleted',
  failed: 'chatMissionFailed',
} as const

/** The words of a platform line (a cheer, a subscription, a gift), or undefined for a message. */
function eventWords(entry: ChatMessage, t: OverlayText): string | undefined {
  const name = entry.viewerInfo?.chatNickname ?? entry.viewerInfo?.viewerId ?? ''
  if (entry.type === 'GEMS') return t('alertGem', { name, count: entry.gem ?? 0 })
  if (entry.type === 'SUBSCRIBE') {
    return t('alertSubscriptionMonths', { name, count: entry.subscribeMonth ?? 1 })
  }
  if (entry.type === 'GIFT_SUB') return t('alertVoucher', { name, count: entry.giftCount ?? 1 })
  const mission = missionChatLine(entry)
  if (mission) {
    return t(MISSION_LINES[mission.event], { name, title: mission.title, count: mission.gems })
  }
  return undefined
}

/**
 * The chat box from props alone: the latest lines (at most the settings' count), newest at the
 * bottom, each with its badges, its nickname in its colour and its text; a cheer says who sent
 * how many gems, then its message. Blinded entries are left out (deleted ones are already gone
 * from the chat's list). React escapes every text.
 *
 * @example <ChatBoxView entries={room.entries} settings={settings} t={t} />
 */
export function ChatBoxView({ entries, settings, hidden, t = english }: ChatBoxViewProps) {
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
            data-type={entry.type}
            data-state={hidden?.has(entry.logIdentity) ? 'hidden' : 'shown'}
          >
            {settings.showBadges
              ? chatBadges(entry.viewerInfo?.level ?? entry.level ?? 0).map((badge) => (
                  <span key={badge} className="aw-chatline-badge" aria-hidden="true">
                    {BADGE_MARKS[badge] ?? ''}
                  </span>
                ))
              : null}
            {entry.type !== 'CHAT_MESSAGE' ? (
              <span className="aw-chatline-gems">{eventWords(entry, t)}</span>
            ) : (
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
            )}
            {entry.message && entry.type !== 'MISSION' ? <Text text={entry.message} /> : null}
          </li>
        ))}
      </ul>
    </div>
  )
}
