import {
  EARNINGS_RANGE_MAX_DAYS,
  EARNINGS_RANGE_PRESETS,
  type EarningsRange,
  type EarningsRangeProblem,
  earningsRange,
  earningsRangeProblem,
  type Supporter,
  type WalletPage,
} from '@airwave/sdk/wallet'
import { type FormEvent, useId, useState } from 'react'
import { useLocale } from '../shared/provider/airwaveContext'
import { useSheet } from '../shared/theme/useSheet'
import { EarningsChart } from './EarningsChart'
import { earningsStyles } from './earnings.styles'
import type { RenderWalletLink } from './PaymentResult'
import { SignupLink } from './SignupLink'
import { useEarnings } from './useEarnings'
import { WalletDateField } from './WalletDateField'
import { WalletLoadStatus } from './WalletLoadStatus'
import { WalletPager } from './WalletPager'
import { WalletTable } from './WalletTable'
import { walletStyles } from './wallet.styles'
import { useWalletText, type WalletText } from './walletText'

export interface EarningsOverviewProps {
  /** Where the monetization sign-up is (`/dashboard/monetization/signup`), for a channel not signed up. */
  signupHref?: string
  renderLink?: RenderWalletLink
}

const rangeWords: Record<
  EarningsRangeProblem,
  'earningsRangeMissing' | 'earningsRangeBackwards' | 'earningsRangeTooLong'
> = {
  'missing-date': 'earningsRangeMissing',
  backwards: 'earningsRangeBackwards',
  'too-long': 'earningsRangeTooLong',
}

/** `data-state` of the overview: the channel's money as far as it is known. */
type OverviewState = 'loading' | 'error' | 'not-monetized' | 'empty' | 'ready'

/**
 * The streamer's earnings (`/dashboard/monetization`): the balance the platform owes them, the
 * gems received in all and in the chosen dates, the gems by day as a chart (with its numbers in
 * a table) and by supporter, 20 a page. Dates: the last 7, 30 (the first shown) or 90 days, or
 * any range of up to 366 UTC days, checked before it is asked for. A channel not signed up for
 * monetization is sent to the sign-up. `data-state`: loading, error, not-monetized, empty, ready.
 *
 * @example <EarningsOverview signupHref="/dashboard/monetization/signup" />
 */
export function EarningsOverview(props: EarningsOverviewProps) {
  useSheet('wallet', walletStyles)
  useSheet('earnings', earningsStyles)
  const t = useWalletText()
  const locale = useLocale()
  const [range, setRange] = useState<EarningsRange>(() => earningsRange(EARNINGS_RANGE_PRESETS[1]))
  const [preset, setPreset] = useState<number | undefined>(EARNINGS_RANGE_PRESETS[1])
  const [from, setFrom] = useState(range.startDate)
  const [to, setTo] = useState(range.endDate)
  const [problem, setProblem] = useState<EarningsRangeProblem>()
  const [page, setPage] = useState(1)
  const { summary, byDay, supporters } = useEarnings(range, page)
  const problemId = useId()
  const dayHeading = useId()
  const supporterHeading = useId()
  const number = new Intl.NumberFormat(locale)

  const choose = (next: EarningsRange, days: number | undefined) => {
    setRange(next)
    setPreset(days)
    setFrom(next.startDate)
    setTo(next.endDate)
    setProblem(undefined)
    setPage(1)
  }
  const apply = (event: FormEvent) => {
    event.preventDefault()
    const typed = { startDate: from, endDate: to }
    const found = earningsRangeProblem(typed)
    setProblem(found)
    if (!found) choose(typed, undefined)
  }

  const failed = (summary.isError && !summary.data) || (byDay.isError && !byDay.data)
  const state: OverviewState = failed
    ? 'error'
    : !summary.data || !byDay.data
      ? 'loading'
      : !summary.data.isMonetize && summary.data.totalGem === 0
        ? 'not-monetized'
        : byDay.data.totalGem === 0
          ? 'empty'
          : 'ready'
  const retry = () => {
    void summary.refetch()
    void byDay.refetch()
    void supporters.refetch()
  }

  if (state === 'not-monetized') {
    return (
      <section className="aw-wallet aw-earnings" data-state={state}>
        <p className="aw-wallet-lead">{t('earningsNotMonetized')}</p>
        <SignupLink href={props.signupHref} renderLink={props.renderLink} />
      </section>
    )
  }

  return (
    <section
      className="aw-wallet aw-earnings"
      data-state={state}
      aria-busy={byDay.isFetching || supporters.isFetching}
    >
      <dl className="aw-earnings-cards">
        <div className="aw-earnings-card" data-kind="owed">
          <dt>{t('earningsOwed')}</dt>
          <dd className="aw-gem-balance">
            {summary.data ? t('gems', { count: summary.data.balance }) : '…'}
          </dd>
        </div>
        <div className="aw-earnings-card">
          <dt>{t('earningsTotal')}</dt>
          <dd>{summary.data ? t('gems', { count: summary.data.totalGem }) : '…'}</dd>
        </div>
        <div className="aw-earnings-card">
          <dt>{t('earningsInRange')}</dt>
          <dd>
            {byDay.data ? t('gems', { count: byDay.data.totalGem }) : '…'}
            {byDay.data ? (
              <small>{t('earningsCheers', { count: byDay.data.cheerCnt })}</small>
            ) : null}
          </dd>
        </div>
      </dl>

      <form
        className="aw-earnings-range"
        onSubmit={apply}
        noValidate
        aria-label={t('earningsDates')}
      >
        <div className="aw-earnings-presets">
          {EARNINGS_RANGE_PRESETS.map((days) => (
            <button
              key={days}
              type="button"
              className="aw-button"
              aria-pressed={preset === days}
              onClick={() => choose(earningsRange(days), days)}
            >
              {t('earningsLastDays', { count: days })}
            </button>
          ))}
        </div>
        <div className="aw-wallet-row">
          <WalletDateField
            label={t('filterFrom')}
            value={from}
            onChange={setFrom}
            problemId={problemId}
            invalid={problem !== undefined}
          />
          <WalletDateField
            label={t('filterTo')}
            value={to}
            onChange={setTo}
            problemId={problemId}
            invalid={problem !== undefined}
          />
          <button type="submit" className="aw-button" data-variant="primary">
            {t('filterApply')}
          </button>
        </div>
        <p id={problemId} className="aw-wallet-status" role="status" data-tone="error">
          {problem ? t(rangeWords[problem], { max: EARNINGS_RANGE_MAX_DAYS }) : ''}
        </p>
      </form>

      {state === 'error' || state === 'loading' ? (
        <WalletLoadStatus
          failed={state === 'error'}
          text={t(state === 'error' ? 'earningsFailed' : 'listLoading')}
          onRetry={retry}
        />
      ) : (
        <>
          <section className="aw-earnings-section" aria-labelledby={dayHeading}>
            <h2 id={dayHeading}>{t('earningsByDay')}</h2>
            {byDay.data && byDay.data.totalGem > 0 ? (
              <EarningsChart days={byDay.data.days} t={t} locale={locale} />
            ) : (
              <p className="aw-wallet-lead" role="status">
                {t('earningsEmpty')}
              </p>
            )}
          </section>
          <section className="aw-earnings-section" aria-labelledby={supporterHeading}>
            <h2 id={supporterHeading}>{t('earningsBySupporter')}</h2>
            <Supporters
              page={supporters.data}
              failed={supporters.isError && !supporters.data}
              retry={() => void supporters.refetch()}
              goTo={setPage}
              t={t}
              number={number}
            />
          </section>
        </>
      )}
    </section>
  )
}

function Supporters({
  page,
  failed,
  retry,
  goTo,
  t,
  number,
}: {
  page: WalletPage<Supporter> | undefined
  failed: boolean
  retry: () => void
  goTo: (page: number) => void
  t: WalletText
  number: Intl.NumberFormat
}) {
  if (!page) {
    return (
      <WalletLoadStatus
        failed={failed}
        text={t(failed ? 'listFailed' : 'listLoading')}
        onRetry={retry}
      />
    )
  }
  if (page.list.length === 0) {
    return <p className="aw-wallet-lead">{t('earningsSupportersEmpty')}</p>
  }
  return (
    <>
      <WalletTable
        caption={t('earningsBySupporter')}
        className="aw-earnings-supporters"
        columns={[
          { label: t('colRank') },
          { label: t('colSupporter') },
          { label: t('colGems') },
          { label: t('colCheers'), wide: true },
        ]}
      >
        {page.list.map((supporter) => (
          <tr key={supporter.channelId}>
            <td>{number.format(supporter.rank)}</td>
            <th scope="row">
              {supporter.nickname}
              <div className="aw-wallet-lead">{supporter.channelId}</div>
            </th>
            <td>{number.format(supporter.gem)}</td>
            <td className="aw-wallet-wide">{number.format(supporter.cheerCnt)}</td>
          </tr>
        ))}
      </WalletTable>
      <WalletPager
        label={t('earningsBySupporter')}
        page={page.page}
        pages={page.pages}
        goTo={goTo}
      />
    </>
  )
}
