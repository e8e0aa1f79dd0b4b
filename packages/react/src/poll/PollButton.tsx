import { VisuallyHidden } from '../shared/a11y/VisuallyHidden'
import { useSheet } from '../shared/theme/useSheet'
import { PollIcon } from './PollIcon'
import { pollStyles } from './poll.styles'
import { usePollText } from './pollText'
import type { PollHandle } from './usePoll'

export interface PollButtonProps {
  /** The channel's poll (`usePoll`), shared with the popup and the player's card. */
  poll: PollHandle
}

/**
 * The poll button: opens and closes the popup, and wears the red dot while something changed
 * that the member has not looked at (`data-state="dot"`; its name says so too, and a polite
 * live region announces it). Shown while the channel has a poll.
 *
 * @example
 * <PollButton poll={usePoll('airwave')} />
 */
export function PollButton({ poll }: PollButtonProps) {
  useSheet('poll', pollStyles)
  const t = usePollText()
  if (!poll.poll) return null
  const open = poll.popup === 'open'
  return (
    <>
      <button
        id={poll.buttonId}
        type="button"
        className="aw-button aw-poll-button"
        aria-label={poll.redDot ? t('pollButtonNew') : t('pollButton')}
        aria-expanded={open}
        aria-controls={open ? poll.popupId : undefined}
        data-state={poll.redDot ? 'dot' : 'none'}
        onClick={() => poll.send({ type: 'TOGGLE' })}
      >
        <PollIcon />
        {t('pollButton')}
        {poll.redDot && <span className="aw-poll-dot" />}
      </button>
      <VisuallyHidden role="status">{poll.redDot ? poll.poll.title : ''}</VisuallyHidden>
    </>
  )
}
