import { unreadRoomsLabel } from '@airwave/sdk/message'
import type { Ref } from 'react'
import { useSheet } from '../shared/theme/useSheet'
import { messageStyles } from './message.styles'
import { MessageIcon } from './messageIcons'
import { useMessageText } from './messageText'
import { useMessages } from './useMessages'

export interface MessageBadgeProps {
  /** Opens or closes the panel. */
  onClick?: () => void
  /** Whether the panel it opens is open (`aria-expanded`). */
  expanded?: boolean
  /** The panel's id (`aria-controls`). */
  controls?: string
  ref?: Ref<HTMLButtonElement>
}

/**
 * The header's messages button: a speech bubble with the count of unread rooms (the same rule
 * as the notifications' badge: `99+` past 99), kept current by the page's socket.
 *
 * @example <MessageBadge expanded={open} controls={panelId} onClick={() => setOpen(!open)} />
 */
export function MessageBadge({ onClick, expanded, controls, ref }: MessageBadgeProps) {
  useSheet('message', messageStyles)
  const t = useMessageText()
  const { info } = useMessages()
  const count = info.data?.unReadRoomCount ?? 0
  const label = unreadRoomsLabel(count)
  return (
    <button
      ref={ref}
      type="button"
      className="aw-icon-button aw-msg-button"
      data-state={count > 0 ? 'unread' : 'read'}
      aria-expanded={expanded}
      aria-controls={controls}
      aria-label={count > 0 ? t('messagesUnread', { count }) : t('messages')}
      onClick={onClick}
    >
      <MessageIcon />
      {label && (
        <span className="aw-msg-badge" aria-hidden="true" data-testid="message-badge">
          {label}
        </span>
      )}
    </button>
  )
}
