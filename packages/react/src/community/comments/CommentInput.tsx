import {
  COMMENT_MAX_LENGTH,
  normalizeLineBreaks,
  textLength,
  textProblem,
  type Viewer,
} from '@airwave/sdk/community'
import type { Emoticon } from '@airwave/sdk/emoticon'
import { useId, useLayoutEffect, useRef, useState } from 'react'
import { EmoticonPicker } from '../../emoticon/EmoticonPicker'
import { VisuallyHidden } from '../../shared/a11y/VisuallyHidden'
import { useT } from '../../shared/i18n/useT'
import { useAirwave } from '../../shared/provider/airwaveContext'

export interface CommentInputProps {
  /** The textbox's label and placeholder. */
  label: string
  /** What the submit button does: "Comment" by default, "Reply", "Save". */
  submitLabel?: string | undefined
  /** Anonymous viewers get the login prompt instead of a textbox to type in. */
  anonymous: boolean
  onSubmit: (content: string) => void
  /** Reply inputs stay open; the comment input opens when focused. */
  alwaysOpen?: boolean
  /** The text being edited; submit stays disabled while it is unchanged. */
  initialValue?: string
  /** With both, an emoticon button inserts `{:key:}` at the caret. */
  channelId?: string
  viewer?: Viewer
  /** Editing: the cancel button calls it, and the text stays after submit until it is saved. */
  onCancel?: (() => void) | undefined
  /** The subscribe guide's button, for a locked subscriber emoticon. */
  onSubscribe?: ((channelId: string) => void) | undefined
}

/**
 * A comment or reply box: collapsed until focused, a visible-character counter against the
 * 5000 limit, submit disabled while blank, over the limit or unchanged. Line breaks are sent
 * as typed or pasted; the emoticon button puts the emoticon's token where the caret was.
 *
 * @example
 * <CommentInput label="Write a comment" anonymous={false} onSubmit={(content) => send({ type: 'SUBMIT', content })} />
 */
export function CommentInput({
  label,
  submitLabel,
  anonymous,
  onSubmit,
  alwaysOpen = false,
  initialValue = '',
  channelId,
  viewer,
  onSubscribe,
  onCancel,
}: CommentInputProps) {
  const t = useT()
  const { promptLogin } = useAirwave()
  const [value, setValue] = useState(initialValue)
  const [expanded, setExpanded] = useState(alwaysOpen)
  const counterId = useId()
  const textRef = useRef<HTMLTextAreaElement>(null)
  // Where to put the caret once the inserted text is rendered.
  const caret = useRef<number | null>(null)
  const open = alwaysOpen || expanded
  const length = textLength(value)
  const problem = textProblem(value, { initial: initialValue === '' ? undefined : initialValue })
  const over = length > COMMENT_MAX_LENGTH
  const blank = problem === 'blank' || problem === 'unchanged'

  useLayoutEffect(() => {
    const at = caret.current
    const box = textRef.current
    if (at === null || !box) return
    caret.current = null
    box.focus()
    box.setSelectionRange(at, at)
  })

  const insert = (text: string) => {
    const box = textRef.current
    const start = box?.selectionStart ?? value.length
    const end = box?.selectionEnd ?? value.length
    caret.current = start + text.length
    setValue(value.slice(0, start) + text + value.slice(end))
    setExpanded(true)
  }
  const focus = (target: HTMLTextAreaElement) => {
    if (anonymous) {
      target.blur()
      promptLogin()
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
        if (blank || over) return
        onSubmit(value)
        if (!onCancel) reset()
      }}
    >
      <textarea
        ref={textRef}
        aria-label={label}
        aria-describedby={open ? counterId : undefined}
        aria-invalid={over || undefined}
        placeholder={label}
        rows={open ? 3 : 1}
        value={value}
        readOnly={anonymous}
        onFocus={(event) => focus(event.currentTarget)}
        onChange={(event) => setValue(event.currentTarget.value)}
        onPaste={(event) => {
          const text = event.clipboardData.getData('text/plain')
          if (anonymous || text === '') return
          event.preventDefault()
          insert(normalizeLineBreaks(text))
        }}
      />
      {open && (
        <div className="aw-comment-input-actions">
          {channelId !== undefined && viewer !== undefined && !anonymous && (
            <EmoticonPicker
              channelId={channelId}
              viewer={viewer}
              onSubscribe={onSubscribe}
              onPick={(emoticon: Emoticon) => insert(`{:${emoticon.emoticonKeyword}:}`)}
            />
          )}
          <span id={counterId} className="aw-comment-counter" data-state={over ? 'over' : 'within'}>
            <span aria-hidden="true">
              {length}/{COMMENT_MAX_LENGTH}
            </span>
            <VisuallyHidden>
              {t('characterCount', { count: length, max: COMMENT_MAX_LENGTH })}
            </VisuallyHidden>
          </span>
          {(onCancel || !alwaysOpen) && (
            <button type="button" className="aw-button" onClick={onCancel ?? reset}>
              {t('cancel')}
            </button>
          )}
          <button
            type="submit"
            className="aw-button"
            data-variant="primary"
            disabled={blank || over}
          >
            {submitLabel ?? t('submitComment')}
          </button>
        </div>
      )}
    </form>
  )
}
