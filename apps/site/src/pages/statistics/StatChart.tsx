import { type ReactNode, useEffect, useId, useRef } from 'react'
import uPlot from 'uplot'
import 'uplot/dist/uPlot.min.css'
import { useSite } from '../../app/siteContext'
import { fill } from '../../i18n/discovery'
import { useStatisticsText } from '../../i18n/statistics'

/** One line of a chart: its label, its values (one per x) and the theme colour it is drawn in. */
export interface ChartSeries {
  label: string
  values: number[]
  /** A CSS custom property of the theme (`--aw-accent`), read when drawn: light and dark. */
  colorVar: string
  /** Bars instead of a line (counts per period). */
  bars?: boolean
}

export interface StatChartProps {
  title: string
  /** Unix seconds of each point. */
  x: number[]
  /** How a point's time reads in the table (and the axis). */
  formatX: (seconds: number) => string
  series: ChartSeries[]
  /** How a value reads in the table; default: grouped digits. */
  formatValue?: (value: number) => string
  /** Something beside the title (a switch). */
  actions?: ReactNode
}

const HEIGHT = 240

function themeColor(element: Element, name: string, fallback: string) {
  return getComputedStyle(element).getPropertyValue(name).trim() || fallback
}

/**
 * A uPlot chart with its figures as a real table: the canvas is a picture to a screen reader
 * (its label points to the table), the table under a <details> holds every value. Drawn in the
 * theme's colours, again when the theme changes, and as wide as its column.
 */
export function StatChart({ title, x, formatX, series, formatValue, actions }: StatChartProps) {
  const text = useStatisticsText()
  const { theme, locale } = useSite()
  const box = useRef<HTMLDivElement>(null)
  const titleId = useId()
  const number = new Intl.NumberFormat(locale)
  const format = formatValue ?? ((value: number) => number.format(value))

  useEffect(() => {
    const element = box.current
    if (!element) return
    const color = (name: string) => themeColor(element, name, '#888')
    const bars = series.some((line) => line.bars)
    const halfStep = x.length > 1 ? ((x[1] as number) - (x[0] as number)) / 2 : 43_200
    const axis = {
      stroke: color('--aw-text-muted'),
      grid: { stroke: color('--aw-border'), width: 1 },
      ticks: { stroke: color('--aw-border'), width: 1 },
    }
    const plot = new uPlot(
      {
        width: Math.max(200, element.clientWidth),
        height: HEIGHT,
        legend: { show: true },
        cursor: { drag: { x: false, y: false } },
        scales: {
          // Bars get half a period either side, or the first and last would be cut in half. A
          // line of one point (a broadcast's first minute) gets five minutes either side: uPlot
          // would otherwise span it from the epoch, every tick reading midnight.
          x: {
            time: true,
            range: (_u, min, max) =>
              bars
                ? [min - halfStep, max + halfStep]
                : min === max
                  ? [min - 300, max + 300]
                  : [min, max],
          },
          // Counts start at zero: a scale from the smallest value makes small changes look big.
          y: { range: (_u, _min, max) => [0, max > 0 ? max * 1.1 : 1] },
        },
        axes: [
          { ...axis, values: (_u, ticks) => ticks.map((tick) => formatX(tick)) },
          { ...axis, size: 56 },
        ],
        series: [
          { value: (_u, value) => (value == null ? '' : formatX(value)) },
          ...series.map((line) => ({
            label: line.label,
            stroke: color(line.colorVar),
            width: 2,
            fill: line.bars ? color(line.colorVar) : undefined,
            points: { show: !line.bars && x.length <= 60 },
            ...(line.bars && { paths: uPlot.paths.bars?.({ size: [0.6, 40] }) }),
            value: (_u: uPlot, value: number | null) => (value == null ? '' : format(value)),
          })),
        ],
      },
      [x, ...series.map((line) => line.values)],
      element,
    )
    const resize = new ResizeObserver(() => {
      plot.setSize({ width: Math.max(200, element.clientWidth), height: HEIGHT })
    })
    resize.observe(element)
    return () => {
      resize.disconnect()
      plot.destroy()
    }
    // The theme is read from the page's CSS when drawing: a new theme draws again.
  }, [x, series, formatX, format, theme])

  return (
    <section className="aw-stat-chart" aria-labelledby={titleId}>
      <div className="aw-stat-chart-head">
        <h2 id={titleId} className="aw-stat-subtitle">
          {title}
        </h2>
        {actions}
      </div>
      {/* A picture: a keyboard and a screen reader reach its figures in the table below. */}
      <div
        ref={box}
        className="aw-stat-chart-canvas"
        role="img"
        aria-label={fill(text.chartLabel, { title })}
      />
      <details className="aw-stat-table-toggle">
        <summary>{text.showTable}</summary>
        <div className="aw-stat-table-scroll">
          <table className="aw-stat-table">
            <caption className="aw-visually-hidden">{title}</caption>
            <thead>
              <tr>
                <th scope="col">{text.time}</th>
                {series.map((line) => (
                  <th scope="col" key={line.label}>
                    {line.label}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {x.map((seconds, i) => (
                <tr key={seconds}>
                  <th scope="row">{formatX(seconds)}</th>
                  {series.map((line) => (
                    <td key={line.label}>{format(line.values[i] ?? 0)}</td>
                  ))}
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      </details>
    </section>
  )
}
