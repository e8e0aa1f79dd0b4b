import type { ChatBadge as Badge } from '@airwave/sdk/chat'
import type { ChatTextKey } from '@airwave/sdk/i18n'
import type { ChatText } from './chatText'

const labels: Record<Badge, ChatTextKey> = {
  admin: 'badgeAdmin',
  streamer: 'badgeStreamer',
  manager: 'badgeManager',
  official: 'badgeOfficial',
  partner: 'badgePartner',
  subscriber: 'badgeSubscriber',
  gifter: 'badgeGifter',
}

// One small glyph per role, in the badge's own colours (chat.styles): readable at 16 px
// without depending on the system's emoji font.
const paths: Record<Badge, string> = {
  admin: 'M12 2l8 3v6c0 5-3.4 9.4-8 11-4.6-1.6-8-6-8-11V5z',
  streamer: 'M3 6h13v12H3zM17 10l4-3v10l-4-3z',
  manager: 'M14.7 6.3a4 4 0 00-5.4 5.4L3 18l3 3 6.3-6.3a4 4 0 005.4-5.4L15 12l-3-3z',
  official:
    'M12 2l2.4 2.1 3.1-.5.9 3 2.7 1.6-1 3 1 3-2.7 1.6-.9 3-3.1-.5L12 22l-2.4-2.1-3.1.5-.9-3L2.9 15.8l1-3-1-3 2.7-1.6.9-3 3.1.5z',
  partner: 'M12 3l2.6 5.6 6.1.7-4.5 4.2 1.2 6L12 16.5 6.6 19.5l1.2-6L3.3 9.3l6.1-.7z',
  subscriber:
    'M12 21l-1.4-1.3C5.4 15 2 12 2 8.3 2 5.3 4.4 3 7.3 3c1.7 0 3.4.8 4.7 2.1C13.3 3.8 15 3 16.7 3 19.6 3 22 5.3 22 8.3c0 3.7-3.4 6.7-8.6 11.4z',
  gifter:
    'M3 9h18v4H3zM5 13h14v8H5zM11 9h2v12h-2zM12 9c-2-4-6-4-6-1.5S10 9 12 9zM12 9c2-4 6-4 6-1.5S14 9 12 9z',
}

/**
 * A role badge before a chat nickname: an image named by the role in the locale; the
 * subscriber's is the channel's badge for their months when it has one (`src`).
 *
 * @example
 * chatBadges(level).map((badge) => <ChatBadge key={badge} badge={badge} t={t} />)
 */
export function ChatBadge({ badge, t, src }: { badge: Badge; t: ChatText; src?: string }) {
  const label = t(labels[badge])
  if (src) {
    return (
      <img
        className="aw-chat-badge"
        data-badge={badge}
        data-image=""
        src={src}
        alt={label}
        title={label}
        width={18}
        height={18}
      />
    )
  }
  return (
    <span className="aw-chat-badge" data-badge={badge} role="img" aria-label={label} title={label}>
      <svg width={12} height={12} viewBox="0 0 24 24" aria-hidden="true" focusable={false}>
        <path d={paths[badge]} fill="currentColor" />
      </svg>
    </span>
  )
}
