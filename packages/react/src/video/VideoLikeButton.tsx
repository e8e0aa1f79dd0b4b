import { formatCompactNumber } from '@airwave/sdk'
import { videoLikeActors } from '@airwave/sdk/video'
import { useId, useMemo } from 'react'
import { VisuallyHidden } from '../shared/a11y/VisuallyHidden'
import { useCountedToggle } from '../shared/actors/useCountedToggle'
import { useDiscoveryText } from '../shared/i18n/discoveryText'
import { HeartIcon } from '../shared/icons'
import { useLocale } from '../shared/provider/airwaveContext'
import { useGroupCalls } from '../shared/provider/groupCalls'
import { useSheet } from '../shared/theme/useSheet'
import { discoveryStyles } from './discovery.styles'

export interface VideoLikeButtonProps {
  vodNo: number
  /** The member's like and the count, as the video page's data says (`getVideo`). */
  isLike?: boolean | undefined
  likeCnt?: number | undefined
  className?: string
}

/**
 * A video's like: a toggle button (`aria-pressed`, `data-state="on|off"`, `data-busy` while
 * saving) with the count, in full below 10,000 and compact above. The press shows at once
 * (SDK `countedToggleMachine` with `videoLikeActors`); a guest gets the login prompt; a
 * refusal is undone and said in a toast.
 *
 * @example <VideoLikeButton vodNo={12} isLike={video.isLike} likeCnt={video.likeCnt} />
 */
export function VideoLikeButton({ vodNo, isLike, likeCnt, className }: VideoLikeButtonProps) {
  useSheet('discovery', discoveryStyles)
  const t = useDiscoveryText()
  const locale = useLocale()
  const client = useGroupCalls('VideoLikeButton', 'video', 'like', 'unlike')
  const actors = useMemo(() => videoLikeActors(client), [client.video])
  const like = useCountedToggle(
    actors,
    { target: vodNo, on: isLike, count: likeCnt },
    t('likeFailed'),
  )
  const countId = useId()
  return (
    <>
      <button
        type="button"
        className={className ? `aw-pill ${className}` : 'aw-pill'}
        aria-pressed={like.on}
        aria-describedby={countId}
        data-state={like.on ? 'on' : 'off'}
        data-busy={like.state === 'pending' ? 'true' : undefined}
        onClick={like.toggle}
      >
        <HeartIcon filled={like.on} />
        <VisuallyHidden>{t('like')}</VisuallyHidden>
        <span aria-hidden="true">{formatCompactNumber(like.count, locale)}</span>
      </button>
      <VisuallyHidden id={countId}>{t('likes', { count: like.count })}</VisuallyHidden>
    </>
  )
}
