import type { Viewer } from '@airwave/sdk'
import {
  type ChatEntryAction,
  type ChatMe,
  type ChatMessage,
  chatBadges,
  chatEntryMenu,
  chatNicknameColor,
  chatRoleOf,
  entryLevel,
  type MissionChatEvent,
  missionChatLine,
} from '@airwave/sdk/chat'
import type { ChatPluralKey, ChatTextKey } from '@airwave/sdk/i18n'
import { lazy, memo, type ReactNode, Suspense } from 'react'
import type { MoreMenuItem } from '../shared/a11y/MoreMenu'
import { ChatBadge } from './ChatBadge'
import type { ChatText } from './chatText'

export interface ChatEntryProps {
  entry: ChatMessage
  /** The member in this chat: their rights decide the moderation menu. */
  me: ChatMe | undefined
  viewer: Viewer
  t: ChatText
  /** Shows a message's text (the kit's rich text); the same function while emoticons stay. */
  renderText: (text: string) => ReactNode
  /** A moderation action chosen in the entry's menu. */
  onAction: (action: ChatEntryAction, entry: ChatMessage) => void
  /** The provider's locale, for a cheer's amount (written in full); default the browser's. */
  locale?: string
}

// Only moderators see it: everyone else never loads the menu.
const ChatModerationMenu = lazy(() => import('./ChatModerationMenu'))

const actionLabels: Record<ChatEntryAction, ChatTextKey> = {
  delete: 'deleteMessage',
  blind: 'blindMessage',
  timeout1: 'timeout1',
  timeout10: 'timeout10',
  timeout60: 'timeout60',
  chatBlock: 'chatBlock',
  userBlock: 'userBlock',
  erase: 'erase',
  report: 'report',
}

const iceLines: Record<number, ChatTextKey> = {
  1: 'iceSubscribers',
  2: 'iceManagers',
  3: 'iceStreamer',
}

/**
 * A SYSTEM entry's words, from its fields alone (the server sends no free text; a nickname is
 * shown as text).
 */
function systemLine(entry: ChatMessage, t: ChatText): string {
  const name = entry.targetNickname ?? t('someone')
  const minutes = entry.minutes ?? 0
  switch (entry.systemKind) {
    case 'slowModeOn':
      return t('systemSlowModeOn', { seconds: entry.seconds ?? 0 })
    case 'slowModeOff':
      return t('systemSlowModeOff')
    case 'iceModeOn':
      return t(iceLines[entry.iceChatLevel ?? 1] ?? 'iceSubscribers')
    case 'iceModeOff':
      return t('systemIceModeOff')
    case 'timeout':
      return t('systemTimeout', { name, minutes })
    case 'timeoutLifted':
      return t('systemTimeoutLifted', { name })
    default:
      return ''
  }
}

// The platform's lines about a member (a channel-in, gems, a subscription...), by type.
const eventText: Partial<Record<ChatMessage['type'], ChatTextKey>> = {
  CHANNEL_IN: 'channelIn',
  GEMS: 'gems',
  SUBSCRIBE: 'subscribed',
  GIFT_SUB: 'giftSub',
  MISSION: 'mission',
}

// A MISSION entry's line by what happened to the mission (SDK `missionChatLine`).
const missionLineKeys: Record<MissionChatEvent, ChatPluralKey> = {
  proposed: 'missionProposed',
  started: 'missionStarted',
  completed: 'missionCompleted',
  failed: 'missionFailed',
}

// A colour is one of the kit's custom properties (chat.styles); `default` is the text colour.
const colorStyle = (color: string) =>
  color === 'default' ? undefined : { color: `var(--aw-nick-${color})` }

/**
 * A platform line's words: a cheer says its amount in full (1,000,000 gems, not 1M: the amount is
 * what the line is about), a subscription its months, a gift its count, the others who did what.
 */
function eventLine(
  entry: ChatMessage,
  key: ChatTextKey,
  name: string,
  t: ChatText,
  locale?: string,
) {
  if (entry.type === 'GEMS' && entry.gem !== undefined) {
    const amount = new Intl.NumberFormat(locale).format(entry.gem)
    return t('gemsAmount', { name, amount, count: entry.gem })
  }
  if (entry.type === 'SUBSCRIBE' && entry.subscribeMonth !== undefined) {
    return t('subscribedMonths', { name, count: entry.subscribeMonth })
  }
  if (entry.type === 'GIFT_SUB' && entry.giftCount !== undefined) {
    return t('giftSubCount', { name, count: entry.giftCount })
  }
  const mission = missionChatLine(entry)
  if (mission) {
    return t(missionLineKeys[mission.event], { name, title: mission.title, count: mission.gems })
  }
  return t(key, { name })
}

/** The nickname an entry shows: the chat nickname, else the channel id. */
export const nicknameOf = (entry: ChatMessage, t: ChatText): string =>
  entry.viewerInfo?.chatNickname ?? entry.viewerInfo?.viewerId ?? t('someone')

/**
 * One line of the chat. A message: role badges, the nickname in its colour, the text as rich
 * text (or "hidden by a moderator" once blinded) and, for a moderator, the moderation menu
 * from the SDK's `chatEntryMenu` (the member's rights, not their role). The platform's lines
 * (channel-in, gems, subscriptions, gifts, missions) and the sender's own refused message
 * (`RESULT_FORBIDDEN_WORDS`) have their own look. Memoised: an entry renders once, unless it
 * changes (blinded) or the member's rights do.
 *
 * @example
 * <ChatEntry entry={entry} me={me} viewer={viewer} t={t} renderText={renderText} onAction={ask} />
 */
export const ChatEntry = memo(function ChatEntry({
  entry,
  me,
  viewer,
  t,
  renderText,
  onAction,
  locale,
}: ChatEntryProps) {
  const level = entryLevel(entry)
  const name = nicknameOf(entry, t)
  if (entry.type === 'SYSTEM') {
    const line = systemLine(entry, t)
    if (line === '') return null
    return (
      <li
        className="aw-chat-entry"
        data-type="SYSTEM"
        data-state="shown"
        data-kind={entry.systemKind}
      >
        <p className="aw-chat-system">{line}</p>
      </li>
    )
  }
  if (entry.type === 'RESULT_FORBIDDEN_WORDS') {
    return (
      <li className="aw-chat-entry" data-type={entry.type} data-state="refused">
        <p className="aw-chat-refused-note">{t('forbiddenWords')}</p>
        {entry.message !== undefined && <p className="aw-chat-refused-text">{entry.message}</p>}
      </li>
    )
  }
  const event = eventText[entry.type]
  if (event !== undefined) {
    return (
      <li
        className="aw-chat-entry"
        data-type={entry.type}
        data-state="shown"
        data-gem={entry.type === 'GEMS' ? entry.gem : undefined}
      >
        <p className="aw-chat-event">{eventLine(entry, event, name, t, locale)}</p>
        {/* A mission's title is its line already. */}
        {entry.message && missionChatLine(entry) === undefined ? (
          <p className="aw-chat-text">{entry.blinded ? t('blinded') : renderText(entry.message)}</p>
        ) : null}
      </li>
    )
  }
  const blinded = entry.blinded === true
  const color = chatNicknameColor(entry.nicknameColor)
  const items: MoreMenuItem[] = chatEntryMenu(entry, me, viewer).map((action) => ({
    id: action,
    label: t(actionLabels[action]),
    tone:
      action === 'blind' || action === 'report' || action.startsWith('timeout')
        ? 'default'
        : 'danger',
    onSelect: () => onAction(action, entry),
  }))
  return (
    <li
      className="aw-chat-entry"
      data-type={entry.type}
      data-state={blinded ? 'blinded' : 'shown'}
      data-role={chatRoleOf(level)}
    >
      <p className="aw-chat-line">
        {chatBadges(level).map((badge) => (
          <ChatBadge
            key={badge}
            badge={badge}
            t={t}
            {...(badge === 'subscriber' && entry.badgeUrl ? { src: entry.badgeUrl } : {})}
          />
        ))}
        <span className="aw-chat-nick" data-color={color} style={colorStyle(color)}>
          {name}
        </span>
        <span className="aw-chat-colon" aria-hidden="true">
          :{' '}
        </span>
        {blinded ? (
          <span className="aw-chat-blinded">{t('blinded')}</span>
        ) : (
          <span className="aw-chat-text">{renderText(entry.message ?? '')}</span>
        )}
      </p>
      {items.length > 0 && (
        <Suspense fallback={null}>
          <ChatModerationMenu
            items={items}
            label={me?.canModerate ? t('moderate', { name }) : t('report')}
          />
        </Suspense>
      )}
    </li>
  )
})
