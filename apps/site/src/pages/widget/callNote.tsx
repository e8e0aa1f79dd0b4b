import { ApiError } from '@airwave/react'
import { useState } from 'react'
import { fill } from '../../i18n/discovery'
import { useWidgetWords } from '../../i18n/widget'

/** A failed call's words: the server's message, else the error as text. */
export const messageOf = (error: unknown) =>
  error instanceof ApiError ? error.message : String(error)

/**
 * The status line of a call a widget page makes (a test, a queue or timer control): what the
 * call says it did, or its failure with the server's message.
 */
export function useCallNote() {
  const words = useWidgetWords()
  const [note, setNote] = useState('')
  /** Runs the call; its answer is the note to show ('' for none). */
  const run = async (call: () => Promise<string>) => {
    try {
      setNote(await call())
    } catch (error) {
      setNote(fill(words.failed, { message: String((error as Error).message) }))
    }
  }
  return { note, run }
}

/**
 * A test's send button with the call's status beside it. Without `onClick` it submits its
 * form, as the form's primary action; with it, it is a plain button among the settings.
 */
export function SendRow({
  label,
  note,
  onClick,
}: {
  label: string
  note: string
  onClick?: () => void
}) {
  return (
    <div className="aw-site-inline-form">
      {onClick ? (
        <button type="button" className="aw-button" onClick={onClick}>
          {label}
        </button>
      ) : (
        <button type="submit" className="aw-button" data-variant="primary">
          {label}
        </button>
      )}
      <span role="status" className="aw-site-muted">
        {note}
      </span>
    </div>
  )
}
