import { COMMENT_MAX_LENGTH, textLength } from '@airwave/sdk/community'
import { useId, useState } from 'react'
import { VisuallyHidden } from '../a11y/VisuallyHidden'
import { useAirwave } from '../airwaveContext'
import { useT } from '../i18n/useT'

export interface CommentInputProps {
  /** The textbox's label and placeholder. */
  label: string
  /** Anonymous viewers get the login prompt instead of a textbox to type in. */
  anonymous: boolean
  onSubmit: (content: string) => void
  /** Reply inputs stay open; the comment input opens when focused. */
  alwaysOpen?: boolean
  /** The text being edited; submit stays disabled while it is unchanged. */
  initialValue?: string
}

/**
 * A comment or reply box: collapsed until focused, a visible-character counter against the
 * 5000 limit, submit disabled while blank or unchanged. Line breaks are sent as typed.
 *
 * @example
 * <CommentInput label="Write a comment" anonymous={false} onSubmit={(content) => send({ type: 'SUBMIT', content })} />
 */
export function CommentInput({
  label,
  anonymous,
  onSubmit,
  alwaysOpen = false,
  initialValue = '',
}: CommentInputProps) {
  const t = useT()
  const { onLoginRequired } = useAirwave()
  const [value, setValue] = useState(initialValue)
  const [expanded, setExpanded] = useState(alwaysOpen)
  const counterId = useId()
  const open = alwaysOpen || expanded
  const blank = value.trim() === '' || value === initialValue
  const length = textLength(value)

  const focus = (target: HTMLTextAreaElement) => {
    if (anonymous) {
      target.blur()
      onLoginRequired()
      return
    }
    setExpanded(true)
  }
  const reset = () => {
    setValue(initialValue)
    setExpanded(false)
  }

  return (
    <form
      className="aw-comment-input"
      data-state={open ? 'open' : 'closed'}
      onSubmit={(event) => {
        event.preventDefault()
        if (blank) return
        onSubmit(value)
        reset()
      }}
    >
      <textarea
        aria-label={label}
        aria-describedby={open ? counterId : undefined}
        placeholder={label}
        rows={open ? 3 : 1}
        value={value}
        readOnly={anonymous}
        onFocus={(event) => focus(event.currentTarget)}
        onChange={(event) => setValue(event.currentTarget.value)}
      />
      {open && (
        <div className="aw-comment-input-actions">
          <span id={counterId}>
            <span aria-hidden="true">
              {length}/{COMMENT_MAX_LENGTH}
            </span>
            <VisuallyHidden>
              {t('characterCount', { count: length, max: COMMENT_MAX_LENGTH })}
            </VisuallyHidden>
          </span>
          {!alwaysOpen && (
            <button type="button" className="aw-button" onClick={reset}>
              {t('cancel')}
            </button>
          )}
          <button type="submit" className="aw-button" disabled={blank}>
            {t('submit')}
          </button>
        </div>
      )}
    </form>
  )
}
