import type { ButtonHTMLAttributes } from 'react'

export interface PendingButtonProps
  extends Omit<ButtonHTMLAttributes<HTMLButtonElement>, 'children' | 'className'> {
  /** The press is under way: the button is disabled and says so. */
  pending: boolean
  label: string
  /** What the button says while the press is under way ("Saving…"). */
  pendingLabel: string
  variant?: 'primary' | 'danger'
}

/**
 * A kit button that sends something and waits for it: disabled with its "…ing" word meanwhile.
 * A submit button unless told otherwise.
 *
 * @example <PendingButton pending={saving} label={t('save')} pendingLabel={t('saving')} />
 */
export function PendingButton(props: PendingButtonProps) {
  const { pending, label, pendingLabel, variant = 'primary', type = 'submit', ...button } = props
  return (
    <button
      {...button}
      type={type}
      className="aw-button"
      data-variant={variant}
      disabled={button.disabled || pending}
    >
      {pending ? pendingLabel : label}
    </button>
  )
}
