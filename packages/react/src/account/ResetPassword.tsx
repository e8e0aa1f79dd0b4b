import {
  type emailVerificationMachine,
  type newPasswordMachine,
  resetPasswordMachine,
} from '@airwave/sdk/account'
import { useActorRef, useSelector } from '@xstate/react'
import { useEffect, useMemo, useRef } from 'react'
import type { ActorRefFrom } from 'xstate'
import { useSheet } from '../shared/theme/useSheet'
import { ACCOUNT_PATHS, plainAccountLink, type RenderAccountLink } from './AccountLink'
import { AccountPage } from './AccountPage'
import { accountStyles } from './account.styles'
import { useAccountText } from './accountText'
import { EmailCodeStep } from './EmailCodeStep'
import { FormFailureText } from './FormFailure'
import { NewPasswordForm } from './NewPasswordForm'
import { useAccountActors } from './useAccountActors'

export interface ResetPasswordProps {
  /** The password was changed: every session ended; the member signs in again. */
  onReset?: (email: string) => void
  renderLink?: RenderAccountLink
  loginHref?: string
}

/** Where the reset is, for `data-state`. */
export type ResetPasswordState = 'email' | 'password' | 'done'

/**
 * A forgotten password (`/reset-password`) over the SDK's `resetPasswordMachine`: the e-mail
 * and the code sent to it (05:00), then the new password with its checklist. Done, it says so
 * and links to the login.
 *
 * @example <ResetPassword onReset={() => toast('Password changed')} />
 */
export function ResetPassword(props: ResetPasswordProps) {
  useSheet('account', accountStyles)
  const t = useAccountText()
  const actors = useAccountActors('ResetPassword')
  const machine = useMemo(
    () => resetPasswordMachine.provide({ actors: actors.resetPassword }),
    [actors],
  )
  const actor = useActorRef(machine)
  const latest = useRef(props)
  latest.current = props
  useEffect(() => {
    const subscription = actor.on('reset', ({ email }) => latest.current.onReset?.(email))
    return () => subscription.unsubscribe()
  }, [actor])
  const state = useSelector(
    actor,
    (s): ResetPasswordState =>
      s.matches('done') ? 'done' : s.matches('password') ? 'password' : 'email',
  )
  const children = useSelector(actor, (s) => s.children)
  const failure = useSelector(actor, (s) => s.context.failure)
  const saving = useSelector(actor, (s) => s.matches({ password: 'saving' }))
  const link = props.renderLink ?? plainAccountLink
  const loginHref = props.loginHref ?? ACCOUNT_PATHS.login
  return (
    <AccountPage title={t('resetTitle')} state={state}>
      {state === 'email' && <p className="aw-account-intro">{t('resetIntro')}</p>}
      {state === 'email' && children.email && (
        <EmailCodeStep
          actor={children.email as ActorRefFrom<typeof emailVerificationMachine>}
          t={t}
          submitLabel={t('next')}
          notice={<FormFailureText failure={failure} t={t} />}
        />
      )}
      {state === 'password' && children.password && (
        <NewPasswordForm
          actor={children.password as ActorRefFrom<typeof newPasswordMachine>}
          t={t}
          label={t('newPassword')}
          submitLabel={t('resetSubmit')}
          busyLabel={t('saving')}
          saving={saving}
          failure={failure}
          onBack={() => actor.send({ type: 'BACK' })}
        />
      )}
      {state === 'done' && (
        <>
          <p className="aw-account-note" role="status">
            {t('resetDone')}
          </p>
          <div className="aw-account-actions">
            {link({ href: loginHref, className: 'aw-button', children: t('loginSubmit') })}
          </div>
        </>
      )}
      {state !== 'done' && (
        <p className="aw-account-links">{link({ href: loginHref, children: t('loginSubmit') })}</p>
      )}
    </AccountPage>
  )
}
