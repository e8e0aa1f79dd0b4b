import { type ReactNode, useLayoutEffect, useRef, useState } from 'react'
import { useT } from '../../shared/i18n/useT'

/** The clamped text's line height, in em (the stylesheet's `.aw-clamp-text`). */
const LINE_HEIGHT = 1.5

/**
 * Text cut at `lines` lines with a "See more" / "Collapse" toggle, shown only when the text is
 * longer than that (measured after layout, again when it changes).
 *
 * @example <ClampedText lines={3}>{longText}</ClampedText>
 */
export function ClampedText({ lines, children }: { lines: number; children: ReactNode }) {
  const t = useT()
  const ref = useRef<HTMLDivElement>(null)
  const [expanded, setExpanded] = useState(false)
  const [overflows, setOverflows] = useState(false)
  useLayoutEffect(() => {
    const element = ref.current
    if (!element || expanded) return
    setOverflows(element.scrollHeight > element.clientHeight + 1)
  })
  return (
    <div className="aw-clamp" data-state={expanded ? 'expanded' : 'clamped'}>
      <div
        ref={ref}
        className="aw-clamp-text"
        // Whole lines of a known height: line-clamp miscounts the rich text's blocks.
        style={expanded ? undefined : { maxHeight: `${lines * LINE_HEIGHT}em` }}
      >
        {children}
      </div>
      {(overflows || expanded) && (
        <button
          type="button"
          className="aw-clamp-toggle"
          aria-expanded={expanded}
          onClick={() => setExpanded((open) => !open)}
        >
          {expanded ? t('collapse') : t('seeMore')}
        </button>
      )}
    </div>
  )
}
