import type { FormFailure } from '@airwave/sdk/account'
import { PendingButton, type PendingButtonProps } from '../shared/feedback/PendingButton'
import type { AccountText } from './accountText'
import { FormFailureText } from './FormFailure'

export interface FormSubmitProps extends PendingButtonProps {
  /** The whole form's refusal, said above the button. */
  failure: FormFailure | undefined
  t: AccountText
  /** A step that has one before it: Back, beside the submit, waits with it. */
  onBack?: (() => void) | undefined
}

/**
 * The end of an account form: its refusal if there is one, then the submit button, disabled
 * with its "…ing" word while the form is busy.
 *
 * @example <FormSubmit failure={context.failure} t={t} pending={busy} label={t('changePassword')} pendingLabel={t('saving')} />
 */
export function FormSubmit({ failure, t, onBack, ...button }: FormSubmitProps) {
  return (
    <>
      <FormFailureText failure={failure} t={t} />
      <div className="aw-account-actions">
        {onBack && (
          <button type="button" className="aw-button" onClick={onBack} disabled={button.pending}>
            {t('back')}
          </button>
        )}
        <PendingButton {...button} />
      </div>
    </>
  )
}
