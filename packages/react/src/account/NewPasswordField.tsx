import { type newPasswordMachine, passwordFlags } from '@airwave/sdk/account'
import { useSelector } from '@xstate/react'
import type { Ref } from 'react'
import type { ActorRefFrom } from 'xstate'
import { AccountField } from './AccountField'
import { type AccountText, problemText } from './accountText'
import { PasswordChecklist } from './PasswordChecklist'

export interface NewPasswordFieldProps {
  actor: ActorRefFrom<typeof newPasswordMachine>
  t: AccountText
  label: string
  inputRef?: Ref<HTMLInputElement>
}

/**
 * A new password over the SDK's `newPasswordMachine`: the field (shown or hidden), its
 * three-line checklist read with it, and its problem once submitted. The form around it sends
 * the machine SUBMIT.
 *
 * @example <NewPasswordField actor={children.password} t={t} label={t('newPassword')} />
 */
export function NewPasswordField({ actor, t, label, inputRef }: NewPasswordFieldProps) {
  const context = useSelector(actor, (s) => s.context)
  return (
    <AccountField
      label={label}
      type="password"
      name="new-password"
      autoComplete="new-password"
      required
      maxLength={64}
      value={context.password}
      inputRef={inputRef}
      reveal={{ show: t('showPassword'), hide: t('hidePassword') }}
      details={<PasswordChecklist flags={passwordFlags(context)} t={t} />}
      error={context.problem !== undefined ? problemText(t, context.problem) : undefined}
      onChange={(event) =>
        actor.send({ type: 'PASSWORD.CHANGE', value: event.currentTarget.value })
      }
    />
  )
}
