import { isPollRunning, type Poll, pollStandings } from '@airwave/sdk/poll'
import { useLocale } from '../shared/provider/airwaveContext'
import { usePollText } from './pollText'
import { percentText } from './pollWords'

export interface PollResultsProps {
  poll: Poll
  /** Show each option's rank (the counts are shown and ranking is exposed, or it ended). */
  ranked?: boolean
}

/**
 * A poll's options with their share of the votes as bars and percentages, their counts, the
 * member's own choice and, when `ranked`, their rank and the winner once it ended. While the
 * counts are hidden, the options alone with the member's choice and a note.
 *
 * @example
 * <PollResults poll={poll} ranked />
 */
export function PollResults({ poll, ranked = false }: PollResultsProps) {
  const t = usePollText()
  const locale = useLocale()
  const standings = pollStandings(poll)
  if (!standings) {
    return (
      <>
        <ul className="aw-poll-results" data-state="hidden">
          {poll.voteItem.map((item) => (
            <li
              key={item.idx}
              className="aw-poll-result"
              data-state={item.isVoted ? 'chosen' : 'other'}
            >
              <span className="aw-poll-content">
                {item.content}
                {item.isVoted && <span className="aw-poll-mine">{t('yourChoice')}</span>}
              </span>
            </li>
          ))}
        </ul>
        <p className="aw-poll-note">{t('resultsHidden')}</p>
      </>
    )
  }
  const finished = !isPollRunning(poll)
  const total = standings.reduce((sum, s) => sum + s.voteCnt, 0)
  return (
    <ol className="aw-poll-results" data-state="shown">
      {standings.map((standing) => {
        const percent = percentText(locale, standing.share)
        const top = ranked && total > 0 && standing.rank === 1
        return (
          <li
            key={standing.idx}
            className="aw-poll-result"
            data-state={standing.isVoted ? 'chosen' : 'other'}
            data-rank={ranked ? standing.rank : undefined}
          >
            <span className="aw-poll-bar" style={{ width: `${standing.share * 100}%` }} />
            {ranked && <span className="aw-poll-rank">{t('rank', { rank: standing.rank })}</span>}
            <span className="aw-poll-content">
              {standing.content}
              {standing.isVoted && <span className="aw-poll-mine">{t('yourChoice')}</span>}
              {top && (
                <span className="aw-poll-winner">{finished ? t('winner') : t('leading')}</span>
              )}
            </span>
            <span className="aw-poll-share">{percent}</span>
            <span className="aw-poll-count">{t('votes', { count: standing.voteCnt })}</span>
          </li>
        )
      })}
    </ol>
  )
}
