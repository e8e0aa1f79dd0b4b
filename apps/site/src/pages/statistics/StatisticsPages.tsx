import {
  type BroadcastStat,
  broadcastDetailQuery,
  broadcastStatsQuery,
  channelStatsQuery,
  formatWatchTime,
  type StatShare,
  type StatUnit,
} from '@airwave/sdk/stats'
import { useQuery, useQueryClient } from '@tanstack/react-query'
import { useCallback, useMemo, useState } from 'react'
import { Link, useParams, useSearchParams } from 'react-router'
import { useSite } from '../../app/siteContext'
import { type StatisticsMessages, useStatisticsText } from '../../i18n/statistics'
import { DashboardPage } from '../../layout/DashboardPage'
import { ErrorState, isNotFound, Loading, NotFound } from '../../ui/states'
import { type ChartSeries, StatChart } from './StatChart'
import './statistics.css'
import { Pager } from '../../ui/Pager'

// The streamer's statistics (`/dashboard/statistics/*`): what the server rolled up from the
// viewing events. The server answers the channel's streamer only.

function useFormats() {
  const { locale } = useSite()
  return useMemo(() => {
    const number = new Intl.NumberFormat(locale)
    const when = new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeStyle: 'short' })
    const clock = new Intl.DateTimeFormat(locale, { hour: '2-digit', minute: '2-digit' })
    const day = new Intl.DateTimeFormat(locale, { month: 'short', day: 'numeric', timeZone: 'UTC' })
    const month = new Intl.DateTimeFormat(locale, {
      year: 'numeric',
      month: 'short',
      timeZone: 'UTC',
    })
    return {
      number: (value: number) => number.format(value),
      when: (iso: string) => when.format(new Date(iso)),
      clock: (seconds: number) => clock.format(new Date(seconds * 1000)),
      day: (seconds: number) => day.format(new Date(seconds * 1000)),
      month: (seconds: number) => month.format(new Date(seconds * 1000)),
    }
  }, [locale])
}

/** `/dashboard/statistics/broadcast`: every broadcast with its figures, newest first, paged. */
export function BroadcastStatsPage() {
  const text = useStatisticsText()
  return (
    <DashboardPage title={text.broadcastTitle}>
      {(channelId) => <BroadcastTable key={channelId} channelId={channelId} />}
    </DashboardPage>
  )
}

function BroadcastTable({ channelId }: { channelId: string }) {
  const text = useStatisticsText()
  const { client } = useSite()
  const queryClient = useQueryClient()
  const formats = useFormats()
  const [params, setParams] = useSearchParams()
  const page = Math.max(1, Number(params.get('page')) || 1)
  const query = broadcastStatsQuery(client, channelId, page)
  const list = useQuery(query)
  if (list.isPending) return <Loading />
  if (list.isError) {
    const retry = () => queryClient.resetQueries({ queryKey: query.queryKey })
    return <ErrorState error={new Error(text.loadFailed)} retry={retry} />
  }
  const { broadcastList, totalPages = 1 } = list.data
  if (broadcastList.length === 0 && page === 1) {
    return (
      <div className="aw-site-state" data-state="empty">
        <p>{text.noBroadcasts}</p>
        <p className="aw-site-muted">{text.noBroadcastsHint}</p>
      </div>
    )
  }
  const go = (next: number) => setParams(next === 1 ? {} : { page: String(next) })
  return (
    <div className="aw-stat-page" data-state="ready">
      <div className="aw-stat-table-scroll">
        <table className="aw-stat-table aw-stat-broadcasts">
          <caption className="aw-visually-hidden">{text.broadcastTitle}</caption>
          <thead>
            <tr>
              <th scope="col">{text.broadcast}</th>
              <th scope="col">{text.duration}</th>
              <th scope="col">{text.peak}</th>
              <th scope="col">{text.average}</th>
              <th scope="col">{text.unique}</th>
              <th scope="col">{text.chats}</th>
              <th scope="col">{text.follows}</th>
              <th scope="col">{text.gems}</th>
            </tr>
          </thead>
          <tbody>
            {broadcastList.map((broadcast) => (
              <BroadcastRow key={broadcast.broadcastIdx} broadcast={broadcast} formats={formats} />
            ))}
          </tbody>
        </table>
      </div>
      <Pager page={page} pages={totalPages} onPage={go} />
    </div>
  )
}

function BroadcastRow({
  broadcast,
  formats,
}: {
  broadcast: BroadcastStat
  formats: ReturnType<typeof useFormats>
}) {
  const text = useStatisticsText()
  return (
    <tr>
      <th scope="row">
        <Link to={`/dashboard/statistics/broadcast/${broadcast.broadcastIdx}`}>
          {broadcast.title || text.untitled}
        </Link>
        <span className="aw-stat-when">
          {formats.when(broadcast.startedAt)}
          {broadcast.endedAt === null && <span className="aw-stat-live"> · {text.liveNow}</span>}
        </span>
      </th>
      <td>{formatWatchTime(broadcast.durationSeconds)}</td>
      <td>{formats.number(broadcast.peakViewers)}</td>
      <td>{formats.number(broadcast.averageViewers)}</td>
      <td>{formats.number(broadcast.uniqueViewers)}</td>
      <td>{formats.number(broadcast.chatMessages)}</td>
      <td>{formats.number(broadcast.newFollowers)}</td>
      <td>{formats.number(broadcast.gems)}</td>
    </tr>
  )
}

/** `/dashboard/statistics/broadcast/:id`: one broadcast's viewer curve and breakdowns. */
export function BroadcastDetailPage() {
  const text = useStatisticsText()
  return (
    <DashboardPage
      title={text.broadcastTitle}
      actions={() => (
        <Link className="aw-button" to="/dashboard/statistics/broadcast">
          {text.back}
        </Link>
      )}
    >
      {(channelId) => <BroadcastDetailView key={channelId} channelId={channelId} />}
    </DashboardPage>
  )
}

function BroadcastDetailView({ channelId }: { channelId: string }) {
  const text = useStatisticsText()
  const { client } = useSite()
  const queryClient = useQueryClient()
  const formats = useFormats()
  const broadcastIdx = Number(useParams().id)
  const valid = Number.isInteger(broadcastIdx) && broadcastIdx > 0
  const query = broadcastDetailQuery(client, channelId, valid ? broadcastIdx : 0)
  const detail = useQuery({ ...query, enabled: valid })
  const x = useMemo(
    () => detail.data?.curve.map((point) => Date.parse(point.minute) / 1000) ?? [],
    [detail.data],
  )
  const series = useMemo<ChartSeries[]>(
    () => [
      {
        label: text.unique,
        values: detail.data?.curve.map((point) => point.viewers) ?? [],
        colorVar: '--aw-accent',
      },
    ],
    [detail.data, text.unique],
  )
  if (!valid || (detail.isError && isNotFound(detail.error))) return <NotFound />
  if (detail.isPending) return <Loading />
  if (detail.isError) {
    const retry = () => queryClient.resetQueries({ queryKey: query.queryKey })
    return <ErrorState error={new Error(text.loadFailed)} retry={retry} />
  }
  const { broadcast } = detail.data
  const figures: [string, string][] = [
    [text.started, formats.when(broadcast.startedAt)],
    [text.duration, formatWatchTime(broadcast.durationSeconds)],
    [text.peak, formats.number(broadcast.peakViewers)],
    [text.average, formats.number(broadcast.averageViewers)],
    [text.unique, formats.number(broadcast.uniqueViewers)],
    [text.views, formats.number(broadcast.views)],
    [text.watchTime, formatWatchTime(broadcast.watchSeconds)],
    [text.chats, formats.number(broadcast.chatMessages)],
    [text.follows, formats.number(broadcast.newFollowers)],
    [text.gems, formats.number(broadcast.gems)],
  ]
  return (
    <div className="aw-stat-page" data-state="ready">
      <h2 className="aw-stat-subtitle">
        {broadcast.title || text.untitled}
        {broadcast.endedAt === null && <span className="aw-stat-live"> · {text.liveNow}</span>}
      </h2>
      <dl className="aw-stat-figures">
        {figures.map(([label, value]) => (
          <div key={label}>
            <dt>{label}</dt>
            <dd>{value}</dd>
          </div>
        ))}
      </dl>
      {broadcast.uniqueViewers === 0 ? (
        <p className="aw-site-state" data-state="empty">
          {text.noViewers}
        </p>
      ) : (
        <>
          <StatChart title={text.curveTitle} x={x} formatX={formats.clock} series={series} />
          <div className="aw-stat-breakdowns">
            <Breakdown title={text.byClientType} shares={detail.data.byClientType} />
            <Breakdown title={text.byCountry} shares={detail.data.byCountry} />
            <Breakdown title={text.byStreamType} shares={detail.data.byStreamType} />
            <Breakdown title={text.byLogin} shares={detail.data.byLogin} />
          </div>
        </>
      )}
    </div>
  )
}

const shareLabel = (key: string, text: StatisticsMessages) => {
  if (key === 'guest') return text.guest
  if (key === 'login') return text.login
  if (key === 'ZZ') return text.unknownCountry
  return key
}

/** A breakdown as a table with a bar per share (the bar is decoration: the figures are text). */
function Breakdown({ title, shares }: { title: string; shares: StatShare[] }) {
  const text = useStatisticsText()
  const formats = useFormats()
  const total = shares.reduce((sum, share) => sum + share.viewers, 0) || 1
  return (
    <section className="aw-stat-breakdown">
      <h3 className="aw-stat-subtitle">{title}</h3>
      <table className="aw-stat-table">
        <caption className="aw-visually-hidden">{title}</caption>
        <thead>
          <tr>
            <th scope="col">{title}</th>
            <th scope="col">{text.unique}</th>
            <th scope="col">{text.views}</th>
            <th scope="col">{text.watchTime}</th>
          </tr>
        </thead>
        <tbody>
          {shares.map((share) => (
            <tr key={share.key}>
              <th scope="row">
                {shareLabel(share.key, text)}
                <span
                  className="aw-stat-bar"
                  aria-hidden="true"
                  style={{ inlineSize: `${Math.round((share.viewers / total) * 100)}%` }}
                />
              </th>
              <td>{formats.number(share.viewers)}</td>
              <td>{formats.number(share.views)}</td>
              <td>{formatWatchTime(share.watchSeconds)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </section>
  )
}

/** `/dashboard/statistics/channel`: followers, plays, viewers, watch time by day or month. */
export function ChannelStatsPage() {
  const text = useStatisticsText()
  return (
    <DashboardPage title={text.channelTitle}>
      {(channelId) => <ChannelStatsView key={channelId} channelId={channelId} />}
    </DashboardPage>
  )
}

function ChannelStatsView({ channelId }: { channelId: string }) {
  const text = useStatisticsText()
  const { client } = useSite()
  const queryClient = useQueryClient()
  const formats = useFormats()
  const [unit, setUnit] = useState<StatUnit>('day')
  const query = channelStatsQuery(client, channelId, unit)
  const stats = useQuery(query)
  const points = stats.data?.points
  const x = useMemo(
    () =>
      points?.map(
        (point) =>
          Date.parse(point.period.length === 7 ? `${point.period}-01` : point.period) / 1000,
      ) ?? [],
    [points],
  )
  const followers = useMemo<ChartSeries[]>(
    () => [
      {
        label: text.followers,
        values: points?.map((p) => p.followers) ?? [],
        colorVar: '--aw-accent',
      },
    ],
    [points, text],
  )
  // On a chart of their own: a few a day beside thousands would lie flat on the axis.
  const newFollowers = useMemo<ChartSeries[]>(
    () => [
      {
        label: text.follows,
        values: points?.map((p) => p.newFollowers) ?? [],
        colorVar: '--aw-accent',
        bars: true,
      },
    ],
    [points, text],
  )
  const views = useMemo<ChartSeries[]>(
    () => [
      { label: text.views, values: points?.map((p) => p.views) ?? [], colorVar: '--aw-accent' },
      { label: text.unique, values: points?.map((p) => p.viewers) ?? [], colorVar: '--aw-ok' },
    ],
    [points, text],
  )
  const watch = useMemo<ChartSeries[]>(
    () => [
      {
        label: text.hours,
        values: points?.map((p) => Math.round((p.watchSeconds / 3600) * 10) / 10) ?? [],
        colorVar: '--aw-accent',
        bars: true,
      },
    ],
    [points, text],
  )
  const formatX = unit === 'day' ? formats.day : formats.month
  const switcher = useCallback(
    () => (
      <fieldset className="aw-stat-units">
        <legend className="aw-visually-hidden">{text.unit}</legend>
        {(['day', 'month'] as const).map((value) => (
          <label key={value} data-state={unit === value ? 'on' : 'off'}>
            <input
              type="radio"
              name="aw-stat-unit"
              value={value}
              checked={unit === value}
              onChange={() => setUnit(value)}
            />
            {value === 'day' ? text.byDay : text.byMonth}
          </label>
        ))}
      </fieldset>
    ),
    [unit, text],
  )
  return (
    <div className="aw-stat-page" data-state={stats.isPending ? 'loading' : 'ready'}>
      {switcher()}
      {stats.isPending ? (
        <Loading />
      ) : stats.isError ? (
        <ErrorState
          error={new Error(text.loadFailed)}
          retry={() => queryClient.resetQueries({ queryKey: query.queryKey })}
        />
      ) : points?.every((p) => p.views === 0 && p.followers === 0) ? (
        <p className="aw-site-state" data-state="empty">
          {text.channelEmpty}
        </p>
      ) : (
        <>
          <StatChart title={text.followers} x={x} formatX={formatX} series={followers} />
          <StatChart title={text.follows} x={x} formatX={formatX} series={newFollowers} />
          <StatChart title={text.viewsChart} x={x} formatX={formatX} series={views} />
          <StatChart title={text.watchChart} x={x} formatX={formatX} series={watch} />
        </>
      )}
    </div>
  )
}
