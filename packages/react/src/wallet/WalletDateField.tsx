import { useId } from 'react'

/**
 * A date of a wallet filter (from, to): a labelled date input, tied to the filter's problem
 * line when there is one.
 *
 * @example <WalletDateField label={t('filterFrom')} value={from} onChange={setFrom} />
 */
export function WalletDateField(props: {
  label: string
  value: string
  onChange: (value: string) => void
  /** The id of the line that says what is wrong with the dates. */
  problemId?: string
  invalid?: boolean
}) {
  const id = useId()
  return (
    <label className="aw-wallet-field" htmlFor={id}>
      {props.label}
      <input
        id={id}
        type="date"
        value={props.value}
        aria-invalid={props.invalid || undefined}
        aria-describedby={props.problemId}
        onChange={(event) => props.onChange(event.target.value)}
      />
    </label>
  )
}
