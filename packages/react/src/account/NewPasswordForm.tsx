import type { FormFailure, newPasswordMachine } from '@airwave/sdk/account'
import { useSelector } from '@xstate/react'
import { type FormEvent, useEffect, useRef } from 'react'
import type { ActorRefFrom } from 'xstate'
import type { AccountText } from './accountText'
import { FormSubmit } from './FormSubmit'
import { NewPasswordField } from './NewPasswordField'

export interface NewPasswordFormProps {
  actor: ActorRefFrom<typeof newPasswordMachine>
  t: AccountText
  label: string
  submitLabel: string
  busyLabel: string
  /** The flow's call is on its way. */
  saving?: boolean
  failure?: FormFailure | undefined
  onBack?: () => void
}

/**
 * A step with a new password alone (the sign-up's second, the reset's last): the field and its
 * checklist, back, and the submit that goes on once the server's three flags are true. A
 * problem takes the focus back to the field.
 */
export function NewPasswordForm(props: NewPasswordFormProps) {
  const { actor, t } = props
  const input = useRef<HTMLInputElement>(null)
  // The rule broken, not the problem's object: the same one said again keeps the focus where it is.
  const problem = useSelector(actor, (s) => s.context.problem?.code)
  const waiting = useSelector(actor, (s) => s.context.submitWhenChecked)
  useEffect(() => {
    if (problem !== undefined) input.current?.focus()
  }, [problem])
  const busy = Boolean(props.saving) || waiting
  const submit = (event: FormEvent) => {
    event.preventDefault()
    actor.send({ type: 'SUBMIT' })
  }
  return (
    <form className="aw-account-form" onSubmit={submit} noValidate aria-busy={busy}>
      <NewPasswordField actor={actor} t={t} label={props.label} inputRef={input} />
      <FormSubmit
        failure={props.failure}
        t={t}
        onBack={props.onBack}
        pending={busy}
        label={props.submitLabel}
        pendingLabel={props.busyLabel}
      />
    </form>
  )
}
