import { type EarningsDay, earningsScale } from '@airwave/sdk/wallet'
import { WalletTable } from './WalletTable'
import { type WalletText, walletDay } from './walletText'

export interface EarningsChartProps {
  /** Every day of the range, oldest first (`useEarnings().byDay`). */
  days: readonly EarningsDay[]
  t: WalletText
  locale: string
}

/**
 * The gems received by day as bars: one SVG drawn without text, so it stretches to any width,
 * with the scale and the first and last days in HTML beside it. A screen reader hears the
 * chart's summary (its range, its total and its best day) and finds every number in the table
 * under "Show the numbers".
 *
 * @example <EarningsChart days={byDay.days} t={t} locale={locale} />
 */
export function EarningsChart({ days, t, locale }: EarningsChartProps) {
  const number = new Intl.NumberFormat(locale)
  const total = days.reduce((sum, day) => sum + day.gem, 0)
  const best = days.reduce<EarningsDay | undefined>(
    (top, day) => (day.gem > (top?.gem ?? 0) ? day : top),
    undefined,
  )
  const { top, ticks } = earningsScale(best?.gem ?? 0)
  const first = days[0]
  const last = days.at(-1)
  const summary = [
    t('earningsChart', {
      from: first ? walletDay(first.date, locale) : '',
      to: last ? walletDay(last.date, locale) : '',
      total: t('gems', { count: total }),
    }),
    best
      ? t('earningsBestDay', {
          date: walletDay(best.date, locale),
          gems: t('gems', { count: best.gem }),
        })
      : '',
  ]
    .join(' ')
    .trim()
  return (
    <figure className="aw-earnings-chart">
      <div className="aw-earnings-plot">
        <div className="aw-earnings-axis" aria-hidden="true">
          {[...ticks].reverse().map((tick) => (
            <span key={tick}>{number.format(tick)}</span>
          ))}
        </div>
        <div className="aw-earnings-frame">
          <svg
            className="aw-earnings-bars"
            viewBox={`0 0 ${Math.max(1, days.length)} 100`}
            preserveAspectRatio="none"
            role="img"
            aria-label={summary}
          >
            {ticks.map((tick) => (
              <line
                key={tick}
                x1={0}
                x2={days.length}
                y1={100 - (tick / top) * 100}
                y2={100 - (tick / top) * 100}
                vectorEffect="non-scaling-stroke"
              />
            ))}
            {days.map((day, index) => {
              // A day with gems always shows, however small beside the best one.
              const height = day.gem > 0 ? Math.max(1.5, (day.gem / top) * 100) : 0
              return (
                <rect
                  key={day.date}
                  x={index + 0.15}
                  width={0.7}
                  y={100 - height}
                  height={height}
                  data-date={day.date}
                >
                  <title>{`${walletDay(day.date, locale)}: ${t('gems', { count: day.gem })}`}</title>
                </rect>
              )
            })}
          </svg>
          <div className="aw-earnings-dates" aria-hidden="true">
            <span>{first ? walletDay(first.date, locale) : ''}</span>
            <span>{last && last !== first ? walletDay(last.date, locale) : ''}</span>
          </div>
        </div>
      </div>
      <details className="aw-earnings-numbers">
        <summary>{t('earningsShowTable')}</summary>
        <WalletTable
          caption={t('earningsByDay')}
          columns={[{ label: t('colDay') }, { label: t('colGems') }, { label: t('colCheers') }]}
        >
          {days.map((day) => (
            <tr key={day.date}>
              <th scope="row">{walletDay(day.date, locale)}</th>
              <td>{number.format(day.gem)}</td>
              <td>{number.format(day.cheerCnt)}</td>
            </tr>
          ))}
        </WalletTable>
      </details>
    </figure>
  )
}
