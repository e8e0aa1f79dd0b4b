import { avatarFallback } from '@airwave/sdk'
import { useState } from 'react'

export interface AvatarProps {
  /** Seeds the default's colour: one channel keeps one colour everywhere. */
  channelId: string
  nickname?: string | null | undefined
  /** `channelProfileImg`; none, or one that fails to load, shows the default. */
  src?: string | null | undefined
  /** Pixels, 24 to 120 (community.md section 9); the stylesheet may scale it on phones. */
  size?: number
}

/**
 * A channel's picture, or its default (initials on the channel's colour, from the SDK's
 * `avatarFallback`) when it has none or the picture fails to load. Decorative: the nickname
 * beside it names the channel.
 *
 * @example
 * <Avatar channelId="mina" nickname="Mina" src={comment.channelProfileImg} size={32} />
 */
export function Avatar({ channelId, nickname, src, size = 32 }: AvatarProps) {
  // The source that failed, so a new picture for the same row gets its own chance.
  const [failed, setFailed] = useState<string | null>(null)
  if (src && src !== failed) {
    return (
      <img
        className="aw-avatar"
        src={src}
        alt=""
        width={size}
        height={size}
        onError={() => setFailed(src)}
      />
    )
  }
  const fallback = avatarFallback(channelId, nickname)
  return (
    <span
      className="aw-avatar"
      data-fallback=""
      aria-hidden="true"
      style={{
        background: fallback.background,
        color: fallback.color,
        fontSize: Math.round(size * 0.4),
      }}
    >
      {fallback.initials}
    </span>
  )
}

/**
 * The default avatar's layout, appended to the board, comment and settings sheets that show
 * avatars.
 */
export const avatarStyles = `
.aw-root .aw-avatar[data-fallback]{display:inline-grid;place-items:center;font-weight:700;line-height:1;user-select:none;overflow:hidden}
`
