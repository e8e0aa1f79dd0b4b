import { ApiError, pageCount } from '@airwave/sdk'
import {
  isPollRunning,
  POLL_PAGE_SIZE,
  POLL_STATUSES,
  type PollStatus,
  pollListQuery,
} from '@airwave/sdk/poll'
import { useQuery } from '@tanstack/react-query'
import { useId, useState } from 'react'
import { RetryAlert } from '../shared/feedback/RetryAlert'
import { Pager } from '../shared/paging/Pager'
import { useCalls, useLocale } from '../shared/provider/airwaveContext'
import { useSheet } from '../shared/theme/useSheet'
import { POLL_PATHS, type PollPaths, plainLink, type RenderPollLink } from './PollLink'
import { pollStyles } from './poll.styles'
import { usePollManageText, usePollText } from './pollText'
import { statusText } from './pollWords'
import { usePollUpdates } from './usePollUpdates'

export interface PollListProps {
  /** The channel (a manager names the streamer's); the member's own by default. */
  channelId?: string
  /** The app's router link; a plain `<a>` by default. */
  renderLink?: RenderPollLink
  /** Where the links go; the spec's routes by default. */
  paths?: PollPaths
}

/** Where the list is, for `data-state`. */
export type PollListState = 'loading' | 'error' | 'not-allowed' | 'empty' | 'ready'

/**
 * A channel's polls for its streamer and managers, newest first, 10 a page: each with its
 * status, start, votes and links to its page and (while it runs) its edit form; a filter by
 * status, a new poll link, the pages. Live: a poll starting, ending or taking votes on the
 * channel refreshes it.
 *
 * @example
 * <PollList renderLink={({ href, className, children }) => <Link to={href} className={className}>{children}</Link>} />
 */
export function PollList({ channelId, renderLink = plainLink, paths = POLL_PATHS }: PollListProps) {
  useSheet('poll', pollStyles)
  const t = usePollManageText()
  const tp = usePollText()
  const locale = useLocale()
  const client = useCalls('PollList', 'poll')
  const filterId = useId()
  const [page, setPage] = useState(1)
  const [status, setStatus] = useState<PollStatus | undefined>()
  const query = useQuery(
    pollListQuery(client, {
      page,
      ...(status ? { status } : {}),
      ...(channelId ? { channelId } : {}),
    }),
  )
  usePollUpdates(channelId ?? query.data?.pollList[0]?.channelId)
  const dates = new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeStyle: 'short' })
  const total = query.data?.totalCnt ?? 0
  const pages = pageCount({ total, size: POLL_PAGE_SIZE })
  const notAllowed = query.error instanceof ApiError && query.error.code === 'CHA30091'
  const state: PollListState = query.isPending
    ? 'loading'
    : notAllowed
      ? 'not-allowed'
      : query.isError
        ? 'error'
        : query.data.pollList.length === 0
          ? 'empty'
          : 'ready'

  return (
    <section className="aw-poll-manage" data-state={state} aria-busy={query.isFetching}>
      <div className="aw-poll-manage-head">
        {/* The page names the list; a manager's list names its channel. */}
        {channelId ? <h2>{t('pollsOf', { channel: channelId })}</h2> : <span />}
        {renderLink({
          href: paths.create(channelId),
          className: 'aw-button',
          children: t('newPoll'),
        })}
      </div>
      <div className="aw-poll-row">
        <label htmlFor={filterId}>{t('filterLabel')}</label>
        <select
          id={filterId}
          value={status ?? ''}
          onChange={(event) => {
            setPage(1)
            setStatus((event.currentTarget.value || undefined) as PollStatus | undefined)
          }}
        >
          <option value="">{t('filterAll')}</option>
          {POLL_STATUSES.map((value) => (
            <option key={value} value={value}>
              {statusText(tp, value)}
            </option>
          ))}
        </select>
      </div>
      {state === 'loading' && <p className="aw-poll-empty">{t('loading')}</p>}
      {state === 'not-allowed' && <p className="aw-poll-empty">{t('notAllowed')}</p>}
      {state === 'error' && (
        <RetryAlert
          className="aw-poll-empty"
          message={t('loadFailed')}
          retryLabel={t('retry')}
          onRetry={() => query.refetch()}
        />
      )}
      {state === 'empty' && <p className="aw-poll-empty">{t('listEmpty')}</p>}
      {state === 'ready' && (
        <ul className="aw-poll-list">
          {query.data?.pollList.map((poll) => (
            <li key={poll.idx} className="aw-poll-item" data-state={poll.status}>
              <span className="aw-poll-item-title">{poll.title}</span>
              <span className="aw-poll-item-meta">
                <span className="aw-poll-status" data-state={poll.status}>
                  {statusText(tp, poll.status)}
                </span>
                {poll.startDate && (
                  <span>{t('startedOn', { date: dates.format(new Date(poll.startDate)) })}</span>
                )}
                <span>{tp('votes', { count: poll.totalVoteCnt ?? 0 })}</span>
              </span>
              <span className="aw-poll-item-links">
                {renderLink({
                  href: paths.detail(poll.idx),
                  className: 'aw-button',
                  children: t('details'),
                })}
                {isPollRunning(poll) &&
                  renderLink({
                    href: paths.edit(poll.idx),
                    className: 'aw-button',
                    children: t('edit'),
                  })}
              </span>
            </li>
          ))}
        </ul>
      )}
      <Pager
        className="aw-poll-pages"
        label={t('polls')}
        page={page}
        pages={pages}
        goTo={setPage}
        words={{
          previous: t('previousPage'),
          next: t('nextPage'),
          position: t('pageOf', { page: String(page), pages: String(pages) }),
        }}
      />
    </section>
  )
}
