import { type ReactNode, type Ref, useId } from 'react'

export interface AccountCheckProps {
  name: string
  label: string
  checked: boolean
  onChange: (checked: boolean) => void
  /** The box's problem in words: marks it invalid and is announced when it appears. */
  error?: string | undefined
  inputRef?: Ref<HTMLInputElement>
  /** Read under the box, before its error (the terms' links). */
  children?: ReactNode
}

/**
 * A box to tick in an account form (the terms), its error tied to it as `AccountField` ties
 * an input's.
 *
 * @example <AccountCheck name="terms" label={t('terms')} checked={terms} error={problem} onChange={setTerms} />
 */
export function AccountCheck(props: AccountCheckProps) {
  const errorId = useId()
  const { error } = props
  return (
    <div className="aw-account-field">
      <label className="aw-account-check">
        <input
          type="checkbox"
          name={props.name}
          ref={props.inputRef}
          checked={props.checked}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? errorId : undefined}
          onChange={(event) => props.onChange(event.currentTarget.checked)}
        />
        <span>{props.label}</span>
      </label>
      {props.children}
      {error && (
        <p id={errorId} className="aw-account-error" role="alert">
          {error}
        </p>
      )}
    </div>
  )
}
