import { ApiError } from '@airwave/sdk'
import {
  endPollMutation,
  isPollRunning,
  ongoingPollQuery,
  POLL_ERRORS,
  type Poll,
  type PollAlert,
  pollAlertOf,
  pollQuery,
} from '@airwave/sdk/poll'
import { type UseQueryResult, useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { useState } from 'react'
import { ConfirmFrame } from '../shared/dialogs/ConfirmFrame'
import { RetryAlert } from '../shared/feedback/RetryAlert'
import { useAirwave, useCalls, useLocale } from '../shared/provider/airwaveContext'
import { useSheet } from '../shared/theme/useSheet'
import { PollAlertBox } from './PollAlertBox'
import { POLL_PATHS, type PollPaths, plainLink, type RenderPollLink } from './PollLink'
import { PollResults } from './PollResults'
import { pollStyles } from './poll.styles'
import { usePollManageText, usePollText } from './pollText'
import { statusText } from './pollWords'
import { usePollUpdates } from './usePollUpdates'

interface PollPageLinks {
  /** The app's router link; a plain `<a>` by default. */
  renderLink?: RenderPollLink
  /** Where the links go; the spec's routes by default. */
  paths?: PollPaths
}

export interface PollDetailProps extends PollPageLinks {
  pollIdx: number
}

export interface PollOngoingProps extends PollPageLinks {
  /** The channel whose current poll this is (its streamer's or a manager's page). */
  channelId: string
}

/** Where a poll's page is, for `data-state`: the poll's status once loaded. */
export type PollPageState = 'loading' | 'error' | 'not-found' | 'none' | Poll['status']

/**
 * One poll for its channel's streamer and managers: status, question, start and end, whether
 * viewers see the results while voting, every option's votes, share and rank; edit while it
 * runs, end it (with a confirmation: voting stops, everyone sees the results), then close its
 * results (it leaves the channel's page). Live: votes and changes refresh it.
 *
 * @example
 * <PollDetail pollIdx={7} renderLink={routerLink} />
 */
export function PollDetail({ pollIdx, ...links }: PollDetailProps) {
  useSheet('poll', pollStyles)
  const client = useCalls('PollDetail', 'poll')
  const query = useQuery(pollQuery(client, pollIdx))
  return <PollPage query={query} {...links} />
}

/**
 * A channel's current poll for its streamer and managers (`/poll/ongoing/{channelId}`), as
 * `PollDetail` shows one, or a note and a new poll link without one. Live: a poll starting or
 * ending on the channel shows at once.
 *
 * @example
 * <PollOngoing channelId="airwave" renderLink={routerLink} />
 */
export function PollOngoing({ channelId, ...links }: PollOngoingProps) {
  useSheet('poll', pollStyles)
  const client = useCalls('PollOngoing', 'poll')
  const query = useQuery(ongoingPollQuery(client, channelId))
  usePollUpdates(channelId)
  return <PollPage query={query} channelId={channelId} {...links} />
}

function PollPage({
  query,
  channelId,
  renderLink = plainLink,
  paths = POLL_PATHS,
}: PollPageLinks & { query: UseQueryResult<Poll | null>; channelId?: string }) {
  const t = usePollManageText()
  const poll = query.data ?? undefined
  usePollUpdates(channelId ? undefined : poll?.channelId)
  const notFound =
    query.error instanceof ApiError &&
    (query.error.code === POLL_ERRORS.notFound || query.error.status === 404)
  const state: PollPageState = query.isPending
    ? 'loading'
    : notFound
      ? 'not-found'
      : query.isError
        ? 'error'
        : (poll?.status ?? 'none')
  return (
    <section className="aw-poll-manage" data-state={state}>
      {renderLink({
        href: paths.list(poll?.channelId ?? channelId),
        className: 'aw-button',
        children: t('backToList'),
      })}
      {state === 'loading' && <p className="aw-poll-empty">{t('loading')}</p>}
      {(state === 'error' || state === 'not-found') && (
        <RetryAlert
          className="aw-poll-empty"
          message={t('loadFailed')}
          retryLabel={t('retry')}
          onRetry={state === 'error' ? () => query.refetch() : undefined}
        />
      )}
      {state === 'none' && (
        <div className="aw-poll-manage-head">
          <h2>{t('ongoingTitle')}</h2>
          <p className="aw-poll-empty">{t('noOngoing')}</p>
          {renderLink({
            href: paths.create(channelId),
            className: 'aw-button',
            children: t('newPoll'),
          })}
        </div>
      )}
      {poll && <PollManaged poll={poll} renderLink={renderLink} paths={paths} />}
    </section>
  )
}

function PollManaged({
  poll,
  renderLink,
  paths,
}: {
  poll: Poll
  renderLink: RenderPollLink
  paths: PollPaths
}) {
  const t = usePollManageText()
  const tp = usePollText()
  const locale = useLocale()
  const client = useCalls('PollDetail', 'poll')
  const queryClient = useQueryClient()
  const { toastQueue } = useAirwave()
  const end = useMutation(endPollMutation(client, queryClient))
  const [asking, setAsking] = useState(false)
  const [alert, setAlert] = useState<PollAlert | undefined>()
  const dates = new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeStyle: 'short' })
  const running = isPollRunning(poll)
  const date = (iso: string | undefined) => (iso ? dates.format(new Date(iso)) : '')
  const confirm = async () => {
    setAsking(false)
    setAlert(undefined)
    try {
      const answer = await end.mutateAsync(poll.idx)
      toastQueue.show(answer.status === 'end' ? t('closed') : t('ended'))
    } catch (error) {
      setAlert(pollAlertOf(error))
    }
  }
  return (
    <article className="aw-poll-manage" data-state={poll.status}>
      <div className="aw-poll-head">
        <span className="aw-poll-status" data-state={poll.status}>
          {statusText(tp, poll.status)}
        </span>
        <span className="aw-poll-meta">
          {poll.isRankingExpose ? t('rankingShown') : t('rankingHidden')}
        </span>
      </div>
      <h2 className="aw-poll-title">{poll.title}</h2>
      <p className="aw-poll-meta">
        {t('startedOn', { date: date(poll.startDate) })} ·{' '}
        {running
          ? t('endsOn', { date: date(poll.endDate) })
          : t('endedOn', { date: date(poll.endDate) })}{' '}
        · {tp('votes', { count: poll.totalVoteCnt ?? 0 })}
      </p>
      <PollResults poll={poll} ranked />
      {alert && <PollAlertBox alert={alert} onDismiss={() => setAlert(undefined)} />}
      <div className="aw-poll-actions">
        {running &&
          renderLink({ href: paths.edit(poll.idx), className: 'aw-button', children: t('edit') })}
        {poll.status !== 'end' && (
          <button
            type="button"
            className="aw-button"
            data-variant={running ? 'danger' : 'primary'}
            disabled={end.isPending}
            onClick={() => setAsking(true)}
          >
            {running ? t('endPoll') : t('closeResults')}
          </button>
        )}
      </div>
      <ConfirmFrame
        open={asking}
        onClose={() => setAsking(false)}
        onConfirm={confirm}
        title={running ? t('endConfirmTitle') : t('closeConfirmTitle')}
        description={running ? t('endConfirmBody') : t('closeConfirmBody')}
        cancelLabel={t('cancel')}
        confirmLabel={running ? t('endPoll') : t('closeResults')}
      />
    </article>
  )
}
