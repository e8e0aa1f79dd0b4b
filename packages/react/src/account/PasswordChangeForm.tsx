import { type newPasswordMachine, passwordChangeMachine } from '@airwave/sdk/account'
import { useActorRef, useSelector } from '@xstate/react'
import { type FormEvent, useEffect, useMemo, useRef } from 'react'
import type { ActorRefFrom } from 'xstate'
import { useActorEvent } from '../shared/actors/useActorEvent'
import { useSheet } from '../shared/theme/useSheet'
import { AccountField } from './AccountField'
import { AccountPage } from './AccountPage'
import { accountStyles } from './account.styles'
import { problemText, useAccountText } from './accountText'
import { FormSubmit } from './FormSubmit'
import { NewPasswordField } from './NewPasswordField'
import { useAccountActors } from './useAccountActors'
import { useFocusOnInvalid } from './useFocusOnInvalid'

export interface PasswordChangeFormProps {
  /** The account's e-mail: the new password must not contain it. */
  email: string
  onChanged?: () => void
}

/** Where the form is, for `data-state`. */
export type PasswordChangeState = 'editing' | 'saving' | 'done'

type ChangeActor = ActorRefFrom<typeof passwordChangeMachine>

/**
 * The password change (`/account/security`) over the SDK's `passwordChangeMachine`: the
 * current password (MEM10055 said at it) and the new one with its checklist (not the current
 * one). Done, it says that the other devices were signed out, and offers to change it again.
 *
 * @example <PasswordChangeForm email={me.userInfo.email} />
 */
export function PasswordChangeForm(props: PasswordChangeFormProps) {
  useSheet('account', accountStyles)
  const t = useAccountText()
  const actors = useAccountActors('PasswordChangeForm')
  const machine = useMemo(
    () => passwordChangeMachine.provide({ actors: actors.passwordChange }),
    [actors],
  )
  const actor = useActorRef(machine, { input: { email: props.email } })
  useActorEvent(actor, 'changed', () => props.onChanged?.())
  const state = useSelector(
    actor,
    (s): PasswordChangeState =>
      s.matches('done') ? 'done' : s.matches({ form: 'saving' }) ? 'saving' : 'editing',
  )
  const child = useSelector(actor, (s) => s.children.password) as
    | ActorRefFrom<typeof newPasswordMachine>
    | undefined
  return (
    <AccountPage title={t('securityTitle')} state={state}>
      {state === 'done' ? (
        <>
          <p className="aw-account-note" role="status">
            {t('passwordChanged')}
          </p>
          <div className="aw-account-actions">
            <button
              type="button"
              className="aw-button"
              onClick={() => actor.send({ type: 'RESET' })}
            >
              {t('changeAgain')}
            </button>
          </div>
        </>
      ) : (
        child && (
          <ChangeForm actor={actor} child={child} email={props.email} saving={state === 'saving'} />
        )
      )}
    </AccountPage>
  )
}

function ChangeForm(props: {
  actor: ChangeActor
  child: ActorRefFrom<typeof newPasswordMachine>
  email: string
  saving: boolean
}) {
  const { actor, child } = props
  const t = useAccountText()
  const field = useFocusOnInvalid(actor)
  const context = useSelector(actor, (s) => s.context)
  const waiting = useSelector(child, (s) => s.context.submitWhenChecked)
  // The rule broken, not the problem's object: the same one said again keeps the focus where it is.
  const newProblem = useSelector(child, (s) => s.context.problem?.code)
  const newInput = useRef<HTMLInputElement>(null)
  useEffect(() => {
    if (newProblem !== undefined) newInput.current?.focus()
  }, [newProblem])
  const busy = props.saving || waiting
  const submit = (event: FormEvent) => {
    event.preventDefault()
    child.send({ type: 'SUBMIT' })
  }
  return (
    <form className="aw-account-form" onSubmit={submit} noValidate aria-busy={busy}>
      {/* The account's e-mail, for password managers to file the new password under. */}
      <input
        type="text"
        name="username"
        autoComplete="username"
        value={props.email}
        readOnly
        hidden
      />
      <AccountField
        label={t('currentPassword')}
        type="password"
        name="current-password"
        autoComplete="current-password"
        required
        value={context.current}
        inputRef={field('current')}
        reveal={{ show: t('showPassword'), hide: t('hidePassword') }}
        error={
          context.currentProblem !== undefined ? problemText(t, context.currentProblem) : undefined
        }
        onChange={(event) =>
          actor.send({ type: 'CURRENT.CHANGE', value: event.currentTarget.value })
        }
      />
      <NewPasswordField actor={child} t={t} label={t('newPassword')} inputRef={newInput} />
      <FormSubmit
        failure={context.failure}
        t={t}
        pending={busy}
        label={t('changePassword')}
        pendingLabel={t('saving')}
      />
    </form>
  )
}
