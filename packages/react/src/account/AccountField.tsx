import { type InputHTMLAttributes, type ReactNode, type Ref, useId, useState } from 'react'

export interface AccountFieldProps
  extends Omit<InputHTMLAttributes<HTMLInputElement>, 'children' | 'className'> {
  label: string
  /** Said under the field, and read with it. */
  hint?: string
  /** The field's problem in words: marks it invalid and is announced when it appears. */
  error?: string
  inputRef?: Ref<HTMLInputElement>
  /** A password field gets a show and hide button with these labels. */
  reveal?: { show: string; hide: string }
  /** Beside the input on one row (the send-code button). */
  action?: ReactNode
  /** More help read with the field, under the hint (the password's checklist). */
  details?: ReactNode
}

/**
 * A labelled input of the account forms: its hint and its error are tied to it
 * (`aria-describedby`), the error marks it `aria-invalid` and is announced (`role="alert"`)
 * when it appears.
 *
 * @example
 * <AccountField label={t('email')} type="email" value={email} error={problem && problemText(t, problem)} onChange={…} />
 */
export function AccountField(props: AccountFieldProps) {
  const {
    label,
    hint,
    error,
    inputRef,
    reveal,
    action,
    details,
    id: givenId,
    type,
    ...input
  } = props
  const ownId = useId()
  const id = givenId ?? ownId
  const [shown, setShown] = useState(false)
  const describedBy = [
    hint ? `${id}-hint` : '',
    details ? `${id}-details` : '',
    error ? `${id}-error` : '',
  ]
    .filter(Boolean)
    .join(' ')
  const field = (
    <input
      {...input}
      id={id}
      ref={inputRef}
      type={reveal && shown ? 'text' : type}
      className="aw-account-input"
      aria-invalid={error ? true : input['aria-invalid']}
      aria-describedby={describedBy || undefined}
    />
  )
  return (
    <div className="aw-account-field" data-state={error ? 'invalid' : 'valid'}>
      <label className="aw-account-label" htmlFor={id}>
        {label}
      </label>
      {reveal ? (
        <div className="aw-account-password">
          {field}
          <button
            type="button"
            className="aw-account-reveal"
            aria-controls={id}
            aria-pressed={shown}
            onClick={() => setShown(!shown)}
          >
            {shown ? reveal.hide : reveal.show}
          </button>
        </div>
      ) : action ? (
        <div className="aw-account-row">
          {field}
          {action}
        </div>
      ) : (
        field
      )}
      {hint && !details ? (
        // The error takes the hint's room (one grid cell, the hint kept for its height): an
        // error shown on blur moved what is under the field, and a click there missed.
        <div className="aw-account-notes">
          <p id={`${id}-hint`} className="aw-account-hint" data-state={error ? 'hidden' : 'shown'}>
            {hint}
          </p>
          {error && (
            <p id={`${id}-error`} className="aw-account-error" role="alert">
              {error}
            </p>
          )}
        </div>
      ) : (
        <>
          {hint && (
            <p id={`${id}-hint`} className="aw-account-hint">
              {hint}
            </p>
          )}
          {details && <div id={`${id}-details`}>{details}</div>}
          {error && (
            <p id={`${id}-error`} className="aw-account-error" role="alert">
              {error}
            </p>
          )}
        </>
      )}
    </div>
  )
}
