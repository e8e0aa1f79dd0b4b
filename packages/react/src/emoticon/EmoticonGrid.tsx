import type { Emoticon } from '@airwave/sdk/emoticon'
import { type KeyboardEvent, useEffect, useRef, useState } from 'react'
import { useT } from '../shared/i18n/useT'
import { LockIcon } from '../shared/icons'
import { MOBILE_BREAKPOINT } from '../shared/theme/styles'

// The stylesheet lays the columns out; the arrow keys need the same count, so it follows the
// same media query. Before mounting (and on the server) it is the desktop 7.
function useColumns(): number {
  const [mobile, setMobile] = useState(false)
  useEffect(() => {
    if (typeof window.matchMedia !== 'function') return
    const query = window.matchMedia(`(max-width: ${MOBILE_BREAKPOINT}px)`)
    const update = () => setMobile(query.matches)
    update()
    query.addEventListener('change', update)
    return () => query.removeEventListener('change', update)
  }, [])
  // Emoticons per row: 7, or 6 at the mobile breakpoint (community.md section 9).
  return mobile ? 6 : 7
}

export interface EmoticonGridProps {
  label: string
  emoticons: readonly Emoticon[]
  isLocked: (keyword: string) => boolean
  onChoose: (emoticon: Emoticon) => void
}

/**
 * One tab's emoticons as an ARIA grid with one tab stop: arrow keys move by one and by a row,
 * Home and End go to the ends of the row, Enter or a click chooses.
 */
export function EmoticonGrid({ label, emoticons, isLocked, onChoose }: EmoticonGridProps) {
  const t = useT()
  const columns = useColumns()
  const [active, setActive] = useState(0)
  const cells = useRef<(HTMLButtonElement | null)[]>([])
  const moved = useRef(false)
  const current = Math.min(active, emoticons.length - 1)

  useEffect(() => {
    if (moved.current) cells.current[current]?.focus()
  }, [current])

  const onKeyDown = (event: KeyboardEvent, index: number, emoticon: Emoticon) => {
    const rowStart = index - (index % columns)
    const targets: Record<string, number> = {
      ArrowRight: index + 1,
      ArrowLeft: index - 1,
      ArrowDown: index + columns,
      ArrowUp: index - columns,
      Home: rowStart,
      End: Math.min(rowStart + columns - 1, emoticons.length - 1),
    }
    if (event.key === 'Enter') {
      // Handled here so a key repeat or a browser's synthetic click cannot pick twice.
      event.preventDefault()
      onChoose(emoticon)
      return
    }
    const target = targets[event.key]
    if (target === undefined) return
    event.preventDefault()
    if (target < 0 || target >= emoticons.length) return
    moved.current = true
    setActive(target)
  }

  const rows: Emoticon[][] = []
  for (let i = 0; i < emoticons.length; i += columns) {
    rows.push(emoticons.slice(i, i + columns))
  }
  return (
    // biome-ignore lint/a11y/noNoninteractiveElementToInteractiveRole: the ARIA grid pattern (one tab stop, arrow keys between cells) is what makes a table of emoticons keyboard operable
    <table role="grid" aria-label={label} className="aw-emoticon-grid">
      <tbody>
        {rows.map((row, r) => (
          <tr className="aw-emoticon-row" key={row[0]?.emoticonKeyword ?? r}>
            {row.map((emoticon, c) => {
              const index = r * columns + c
              const locked = isLocked(emoticon.emoticonKeyword)
              return (
                <td key={emoticon.emoticonKeyword}>
                  <button
                    ref={(element) => {
                      cells.current[index] = element
                    }}
                    type="button"
                    className="aw-emoticon-cell"
                    data-state={locked ? 'locked' : 'unlocked'}
                    tabIndex={index === current ? 0 : -1}
                    aria-label={
                      locked
                        ? `${emoticon.emoticonKeyword}, ${t('emoticonLocked')}`
                        : emoticon.emoticonKeyword
                    }
                    onFocus={() => setActive(index)}
                    onClick={() => onChoose(emoticon)}
                    onKeyDown={(event) => onKeyDown(event, index, emoticon)}
                  >
                    <img
                      src={emoticon.emoticonImgUrl}
                      alt=""
                      width={32}
                      height={32}
                      loading="lazy"
                    />
                    {locked && (
                      <span className="aw-emoticon-lock" aria-hidden="true">
                        <LockIcon />
                      </span>
                    )}
                  </button>
                </td>
              )
            })}
          </tr>
        ))}
      </tbody>
    </table>
  )
}
