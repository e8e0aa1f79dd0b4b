import { type InputHTMLAttributes, useId } from 'react'

export interface GemAmountFieldProps
  extends Omit<InputHTMLAttributes<HTMLInputElement>, 'value' | 'onChange' | 'type' | 'id'> {
  label: string
  /** The amount as typed. */
  value: string
  onChange: (typed: string) => void
}

/**
 * A number of gems to type (a cheer, a signature gem): whole numbers from 1, the numeric
 * keyboard on phones.
 *
 * @example <GemAmountField label={t('giftAmount')} value={typed} onChange={setAmount} />
 */
export function GemAmountField({ label, value, onChange, ...input }: GemAmountFieldProps) {
  const id = useId()
  return (
    <label className="aw-wallet-field" htmlFor={id}>
      {label}
      <input
        {...input}
        id={id}
        type="number"
        inputMode="numeric"
        min={1}
        step={1}
        value={value}
        onChange={(event) => onChange(event.target.value)}
      />
    </label>
  )
}
