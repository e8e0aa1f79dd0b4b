import { canVote, hasVoted, isPollRunning, type Poll, pollStandings } from '@airwave/sdk/poll'
import { type FormEvent, type KeyboardEvent, useEffect, useId, useRef, useState } from 'react'
import { useLocale } from '../shared/provider/airwaveContext'
import { useSheet } from '../shared/theme/useSheet'
import { PollAlertBox } from './PollAlertBox'
import { PollResults } from './PollResults'
import { pollStyles } from './poll.styles'
import { usePollText } from './pollText'
import { percentText, statusText } from './pollWords'
import { formatTimeLeft, useCountdown } from './useCountdown'
import type { PollHandle } from './usePoll'

export interface PollPopupProps {
  /** The channel's poll (`usePoll`), shared with the button and the player's card. */
  poll: PollHandle
  /**
   * Where it shows on a wide screen: `corner` (default) in the window's bottom right corner;
   * `below` under the element it follows, in a `.aw-poll-anchor` with the button (chosen for a
   * page whose corner holds its chat's input). On a phone it is a sheet at the bottom.
   */
  placement?: 'corner' | 'below'
}

/**
 * The poll's popup: its status and time left, the question, and either the options to vote
 * for (a radio group and a Vote button; "Sign in to vote" for a guest), or the results as
 * bars and percentages with each option's rank when they are shown, the member's own choice,
 * and the winner once it ended. A refusal shows as its alert. A non-modal dialog in a corner
 * of the page: the page stays usable beside it; Escape and the close button close it (focus
 * goes back to the poll button). Opening by itself, it leaves the keyboard's focus where it
 * was. `data-state` is the poll's status.
 *
 * @example
 * const poll = usePoll('airwave')
 * return <><PollButton poll={poll} /><PollPopup poll={poll} /></>
 */
export function PollPopup({ poll, placement = 'corner' }: PollPopupProps) {
  useSheet('poll', pollStyles)
  if (poll.popup !== 'open' || !poll.poll) return null
  // A new poll starts with no option chosen.
  return <PollPanel key={poll.poll.idx} handle={poll} poll={poll.poll} placement={placement} />
}

function PollPanel({
  handle,
  poll,
  placement,
}: {
  handle: PollHandle
  poll: Poll
  placement: 'corner' | 'below'
}) {
  const t = usePollText()
  const locale = useLocale()
  const titleId = useId()
  const panelRef = useRef<HTMLElement>(null)
  const [choice, setChoice] = useState<number | undefined>()
  const left = useCountdown(handle.endsAt)
  const { send, openedBy, buttonId } = handle

  // Opened by the member: the keyboard goes into the popup.
  useEffect(() => {
    if (openedBy === 'member') panelRef.current?.focus()
  }, [openedBy])

  const close = () => {
    send({ type: 'CLOSE' })
    document.getElementById(buttonId)?.focus()
  }
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key !== 'Escape') return
    event.stopPropagation()
    close()
  }
  const running = isPollRunning(poll)
  const voted = hasVoted(poll)
  const standings = pollStandings(poll)
  const voting = handle.voting !== undefined
  const submit = (event: FormEvent) => {
    event.preventDefault()
    const itemIdx = choice ?? poll.voteItem[0]?.idx
    if (itemIdx !== undefined) send({ type: 'VOTE', itemIdx })
  }
  const guest = handle.viewer.status !== 'member'

  return (
    <section
      ref={panelRef}
      id={handle.popupId}
      className="aw-poll-popup"
      role="dialog"
      aria-modal="false"
      aria-labelledby={titleId}
      tabIndex={-1}
      data-state={poll.status}
      data-placement={placement}
      onKeyDown={onKeyDown}
    >
      <div className="aw-poll-head">
        <span className="aw-poll-status" data-state={poll.status}>
          {statusText(t, poll.status)}
        </span>
        {running && left !== undefined && (
          <span className="aw-poll-time">
            {left > 0 ? t('timeLeft', { time: formatTimeLeft(left) }) : t('closingSoon')}
          </span>
        )}
        <button type="button" className="aw-icon-button" aria-label={t('close')} onClick={close}>
          <svg viewBox="0 0 24 24" width="18" height="18" aria-hidden="true" focusable="false">
            <path d="M6 6l12 12M18 6L6 18" stroke="currentColor" strokeWidth="2" />
          </svg>
        </button>
      </div>
      <h2 id={titleId} className="aw-poll-title">
        {poll.title}
      </h2>
      <p className="aw-poll-meta">{t('votes', { count: poll.totalVoteCnt ?? 0 })}</p>
      {canVote(poll) ? (
        <form onSubmit={submit} className="aw-poll-options" aria-busy={voting}>
          <fieldset className="aw-poll-options">
            <legend className="aw-visually-hidden">{t('chooseOption')}</legend>
            {poll.voteItem.map((item) => {
              const standing = standings?.find((s) => s.idx === item.idx)
              return (
                <label
                  key={item.idx}
                  className="aw-poll-option"
                  data-state={choice === item.idx ? 'checked' : 'unchecked'}
                >
                  {standing && (
                    <span className="aw-poll-bar" style={{ width: `${standing.share * 100}%` }} />
                  )}
                  <input
                    type="radio"
                    name={`aw-poll-${poll.idx}`}
                    value={item.idx}
                    checked={choice === item.idx}
                    disabled={voting}
                    onChange={() => setChoice(item.idx)}
                  />
                  <span className="aw-poll-content">{item.content}</span>
                  {standing && (
                    <span className="aw-poll-share">{percentText(locale, standing.share)}</span>
                  )}
                </label>
              )
            })}
          </fieldset>
          {!standings && <p className="aw-poll-note">{t('resultsHidden')}</p>}
          <div className="aw-poll-actions">
            <button
              type="submit"
              className="aw-button"
              data-variant="primary"
              disabled={voting || (!guest && choice === undefined)}
            >
              {guest ? t('signInToVote') : voting ? t('voting') : t('vote')}
            </button>
          </div>
        </form>
      ) : (
        <>
          {voted && running && <p className="aw-poll-note">{t('youVoted')}</p>}
          <PollResults poll={poll} ranked={standings !== undefined} />
        </>
      )}
      {handle.alert && (
        <PollAlertBox alert={handle.alert} onDismiss={() => send({ type: 'DISMISS_ALERT' })} />
      )}
    </section>
  )
}
