import { canVote, isPollRunning } from '@airwave/sdk/poll'
import { useOverlayLayer } from '../shared/overlay/useOverlayLayer'
import { useSheet } from '../shared/theme/useSheet'
import { PollIcon } from './PollIcon'
import { pollStyles } from './poll.styles'
import { usePollText } from './pollText'
import { statusText } from './pollWords'
import { formatTimeLeft, useCountdown } from './useCountdown'
import type { PollHandle } from './usePoll'

export interface PollOverlayProps {
  /** The channel's poll (`usePoll`), shared with the button and the popup. */
  poll: PollHandle
}

/**
 * The poll over the player (`<Player overlay={<PollOverlay poll={poll} />}>`): a compact card
 * in the picture's top corner, clear of the controls at the bottom, with the status, the time
 * left, the question and what a press does (vote, or see the results); the press opens the
 * popup. It wears the red dot as the button does. Nothing while the channel has no poll, once
 * its result has shown for a while (`POLL_RESULT_CARD_MS`), or while something covers the picture
 * (the page's layer manager: a raid countdown, an alert).
 *
 * @example
 * <Player src={src} live overlay={<PollOverlay poll={poll} />} />
 */
export function PollOverlay({ poll }: PollOverlayProps) {
  useSheet('poll', pollStyles)
  const t = usePollText()
  const left = useCountdown(poll.endsAt)
  const current = poll.poll
  // Yields to what covers the picture (a raid countdown, an alert): its button keeps the dot.
  const placement = useOverlayLayer('poll-card', !!current && poll.card === 'shown')
  if (!current || poll.card === 'hidden' || placement === 'yielded') return null
  const running = isPollRunning(current)
  const action = canVote(current) ? t('vote') : running ? t('youVoted') : t('seeResults')
  return (
    <button
      type="button"
      className="aw-poll-overlay"
      data-state={current.status}
      data-dot={poll.redDot ? 'on' : 'off'}
      aria-haspopup="dialog"
      aria-expanded={poll.popup === 'open'}
      onClick={() => poll.send({ type: 'OPEN' })}
    >
      <span className="aw-poll-overlay-status">
        <PollIcon />
        {statusText(t, current.status)}
        {running && left !== undefined && left > 0 && <span>· {formatTimeLeft(left)}</span>}
        {poll.redDot && <span className="aw-poll-dot" />}
      </span>
      <span className="aw-poll-overlay-title">{current.title}</span>
      <span className="aw-poll-overlay-action">{action}</span>
    </button>
  )
}
