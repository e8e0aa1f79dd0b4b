import { formatCompactNumber } from '@airwave/sdk'
import type { StreamLikeInfo } from '@airwave/sdk/live'
import { useId } from 'react'
import { VisuallyHidden } from '../shared/a11y/VisuallyHidden'
import { HeartIcon } from '../shared/icons'
import { useLocale } from '../shared/provider/airwaveContext'
import { useSheet } from '../shared/theme/useSheet'
import { liveLikeStyles } from './liveLike.styles'
import { useLiveText } from './liveText'
import { useStreamLike } from './useStreamLike'

export interface LiveLikeButtonProps {
  /** The live's stream info (`useLiveInfo(channelId).streamInfo`): its index, like and count. */
  streamInfo: StreamLikeInfo | undefined
  className?: string
}

/**
 * The like of a live broadcast: a toggle button (`aria-pressed`, `data-state="on|off"`,
 * `data-busy` while the like is on its way) with the count, in full below 10,000 and compact
 * above. The press shows at once; a guest gets the login prompt; a refusal is undone and said
 * in a toast. The count follows the socket's LIVE_INFO through the stream info.
 *
 * @example
 * const live = useLiveInfo('airwave')
 * return live.state === 'ON' && <LiveLikeButton streamInfo={live.streamInfo} />
 */
export function LiveLikeButton({ streamInfo, className }: LiveLikeButtonProps) {
  useSheet('live-like', liveLikeStyles)
  const t = useLiveText()
  const locale = useLocale()
  const like = useStreamLike(streamInfo)
  const countId = useId()
  return (
    <>
      <button
        type="button"
        className={className ? `aw-live-like ${className}` : 'aw-live-like'}
        aria-pressed={like.isLike}
        aria-describedby={countId}
        aria-disabled={!like.ready}
        data-state={like.isLike ? 'on' : 'off'}
        data-busy={like.state === 'pending' ? 'true' : undefined}
        onClick={() => {
          if (like.ready) like.toggle()
        }}
      >
        <HeartIcon filled={like.isLike} />
        <VisuallyHidden>{t('like')}</VisuallyHidden>
        <span aria-hidden="true" data-testid="live-like-count">
          {formatCompactNumber(like.likeCnt, locale)}
        </span>
      </button>
      <VisuallyHidden id={countId}>{t('likeCount', { count: like.likeCnt })}</VisuallyHidden>
    </>
  )
}
