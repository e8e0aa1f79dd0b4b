import { RANKING_PERIODS, type RankingPeriod } from '@airwave/sdk/wallet'
import { useId, useState } from 'react'
import { useSheet } from '../shared/theme/useSheet'
import { earningsStyles } from './earnings.styles'
import { useRanking } from './useEarnings'
import { walletStyles } from './wallet.styles'
import { useWalletText } from './walletText'

export interface SupporterRankingProps {
  channelId: string
  /** The period shown first; default `week` (the viewer picks another). */
  defaultPeriod?: RankingPeriod
  /** The heading's level where the ranking sits: 2 on a page, 3 inside a section; default 2. */
  headingLevel?: 2 | 3
}

const periodWords = {
  day: 'periodDay',
  week: 'periodWeek',
  month: 'periodMonth',
  all: 'periodAll',
} as const satisfies Record<RankingPeriod, string>

/**
 * A channel's top supporters by gems (`GET /v2/item/ranking/{channelId}`): the last 24 hours, 7
 * days, 30 days or all time, ten at most, each with their place and gems. Anyone may read it;
 * it is read again after the viewer's own cheer. For the channel page and the chat's
 * participants. `data-state`: loading, error, empty, ready; `data-period` the period shown.
 *
 * @example <SupporterRanking channelId="airwave" headingLevel={3} />
 */
export function SupporterRanking({
  channelId,
  defaultPeriod = 'week',
  headingLevel = 2,
}: SupporterRankingProps) {
  useSheet('wallet', walletStyles)
  useSheet('earnings', earningsStyles)
  const t = useWalletText()
  const [period, setPeriod] = useState<RankingPeriod>(defaultPeriod)
  const ranking = useRanking(channelId, period)
  const headingId = useId()
  const list = ranking.data?.list
  const state =
    ranking.isError && !list ? 'error' : !list ? 'loading' : list.length ? 'ready' : 'empty'
  const Heading = headingLevel === 3 ? 'h3' : 'h2'
  return (
    <section
      className="aw-ranking"
      aria-labelledby={headingId}
      data-state={state}
      data-period={period}
      aria-busy={ranking.isFetching}
    >
      <Heading id={headingId} className="aw-ranking-title">
        {t('rankingTitle')}
      </Heading>
      <fieldset className="aw-ranking-periods">
        <legend className="aw-visually-hidden">{t('rankingPeriod')}</legend>
        {RANKING_PERIODS.map((value) => (
          <button
            key={value}
            type="button"
            className="aw-button"
            aria-pressed={period === value}
            onClick={() => setPeriod(value)}
          >
            {t(periodWords[value])}
          </button>
        ))}
      </fieldset>
      {state === 'ready' && list ? (
        <ol className="aw-ranking-list">
          {list.map((supporter) => (
            <li key={supporter.channelId} data-rank={supporter.rank}>
              <span className="aw-visually-hidden">
                {t('rankingEntry', {
                  rank: supporter.rank,
                  name: supporter.nickname,
                  gems: t('gems', { count: supporter.gem }),
                })}
              </span>
              <span className="aw-ranking-rank" aria-hidden="true">
                {supporter.rank}
              </span>
              <span className="aw-ranking-name" aria-hidden="true">
                {supporter.nickname}
              </span>
              <span className="aw-gem-balance" aria-hidden="true">
                {t('gems', { count: supporter.gem })}
              </span>
            </li>
          ))}
        </ol>
      ) : (
        <p
          className="aw-wallet-status"
          role="status"
          data-tone={state === 'error' ? 'error' : 'info'}
        >
          {t(
            state === 'error'
              ? 'rankingFailed'
              : state === 'loading'
                ? 'listLoading'
                : 'rankingEmpty',
          )}
        </p>
      )}
      {state === 'error' && (
        <button type="button" className="aw-button" onClick={() => void ranking.refetch()}>
          {t('retry')}
        </button>
      )}
    </section>
  )
}
