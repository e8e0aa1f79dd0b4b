import {
  type channelNamesMachine,
  type emailVerificationMachine,
  type NewChannel,
  type newPasswordMachine,
  SIGN_UP_STEPS,
  type SignUpStep,
  signUpMachine,
} from '@airwave/sdk/account'
import { useActorRef, useSelector } from '@xstate/react'
import { useEffect, useMemo, useRef } from 'react'
import type { ActorRefFrom, SnapshotFrom } from 'xstate'
import { useSheet } from '../shared/theme/useSheet'
import { ACCOUNT_PATHS, plainAccountLink, type RenderAccountLink } from './AccountLink'
import { accountStyles } from './account.styles'
import { useAccountText } from './accountText'
import { ChannelNamesForm } from './ChannelNamesForm'
import { EmailCodeStep } from './EmailCodeStep'
import { FormFailureText } from './FormFailure'
import { NewPasswordForm } from './NewPasswordForm'
import { useAccountActors } from './useAccountActors'

export interface SignUpProps {
  /**
   * The step the page shows (its address): an earlier one than the flow's goes back to it; a
   * later one is corrected with `onStepChange`.
   */
  step?: SignUpStep
  /** The flow moved to another step: the app shows its address. */
  onStepChange?: (step: SignUpStep) => void
  /** The address is registered: the app shows `/member/already-register`. */
  onAlreadyRegistered?: (email: string) => void
  /** Signed up and signed in, with the channel made. */
  onSignedUp?: (channel: NewChannel) => void
  renderLink?: RenderAccountLink
  /** The login page's address (with the app's `returnUrl`). Default `/login`. */
  loginHref?: string
}

const stepIndex = (step: SignUpStep) => SIGN_UP_STEPS.indexOf(step)
const stepOf = (snapshot: SnapshotFrom<typeof signUpMachine>): SignUpStep =>
  snapshot.matches('password') ? 'password' : snapshot.matches('names') ? 'names' : 'email'

/**
 * The sign-up in three steps over the SDK's `signUpMachine` (accounts-platform.md sections 2
 * and 5): the e-mail, its code (05:00) and the birth date; the password and its checklist;
 * the channel id, nickname and terms, which sign up, sign in and create the channel. Each
 * step is a form of its own that works by keyboard alone, moves the focus to the first
 * problem and announces it. `data-state` is the step.
 *
 * @example
 * <SignUp step="email" onStepChange={(step) => navigate(SIGN_UP_PATHS[step])} onSignedUp={() => navigate('/')} />
 */
export function SignUp(props: SignUpProps) {
  useSheet('account', accountStyles)
  const t = useAccountText()
  const actors = useAccountActors('SignUp')
  const machine = useMemo(() => signUpMachine.provide({ actors: actors.signUp }), [actors])
  const actor = useActorRef(machine)
  const latest = useRef(props)
  latest.current = props
  useEffect(() => {
    const subscriptions = [
      actor.on('step', ({ step }) => latest.current.onStepChange?.(step)),
      actor.on('already-registered', ({ email }) => latest.current.onAlreadyRegistered?.(email)),
      actor.on('signed-up', ({ channel }) => latest.current.onSignedUp?.(channel)),
    ]
    return () => {
      for (const subscription of subscriptions) subscription.unsubscribe()
    }
  }, [actor])

  const current = useSelector(actor, stepOf)
  // The page's address and the flow agree. Only a change of the address is looked at (the
  // browser's back button, a typed address): the flow's own moves already told the app.
  const seen = useRef<SignUpStep | undefined>(undefined)
  useEffect(() => {
    if (!props.step || props.step === seen.current) return
    seen.current = props.step
    const now = stepOf(actor.getSnapshot())
    if (props.step === now) return
    if (stepIndex(props.step) < stepIndex(now)) actor.send({ type: 'BACK', step: props.step })
    else latest.current.onStepChange?.(now)
  }, [props.step, actor])

  const children = useSelector(actor, (s) => s.children)
  const failure = useSelector(actor, (s) => s.context.failure)
  const saving = useSelector(
    actor,
    (s) =>
      s.matches({ names: 'signingUp' }) ||
      s.matches({ names: 'signingIn' }) ||
      s.matches({ names: 'creating' }) ||
      s.matches({ names: 'resume' }),
  )
  const signedUp = useSelector(actor, (s) => s.context.signedUp)
  const index = stepIndex(current)
  const link = props.renderLink ?? plainAccountLink
  const stepTitle = { email: t('stepEmail'), password: t('stepPassword'), names: t('stepNames') }

  return (
    <section className="aw-account" data-state={current} aria-labelledby="aw-sign-up-title">
      <h1 id="aw-sign-up-title" className="aw-account-title">
        {t('signUpTitle')}
      </h1>
      <ol className="aw-account-steps" aria-hidden="true">
        {SIGN_UP_STEPS.map((step, i) => (
          <li key={step} data-state={i < index ? 'done' : i === index ? 'current' : 'next'} />
        ))}
      </ol>
      <h2 className="aw-account-step">
        {t('stepOf', { step: index + 1, total: SIGN_UP_STEPS.length })}: {stepTitle[current]}
      </h2>
      {current === 'email' && children.email && (
        <EmailCodeStep
          actor={children.email as ActorRefFrom<typeof emailVerificationMachine>}
          t={t}
          submitLabel={t('next')}
          notice={<FormFailureText failure={failure} t={t} />}
        />
      )}
      {current === 'password' && children.password && (
        <NewPasswordForm
          actor={children.password as ActorRefFrom<typeof newPasswordMachine>}
          t={t}
          label={t('password')}
          submitLabel={t('next')}
          busyLabel={t('checking')}
          onBack={() => actor.send({ type: 'BACK', step: 'email' })}
        />
      )}
      {current === 'names' && children.names && (
        <ChannelNamesForm
          actor={children.names as ActorRefFrom<typeof channelNamesMachine>}
          saving={saving}
          submitLabel={t('createAccount')}
          failure={failure}
          onBack={signedUp ? undefined : () => actor.send({ type: 'BACK', step: 'password' })}
        />
      )}
      <p className="aw-account-links">
        <span>{t('haveAccount')}</span>
        {link({ href: props.loginHref ?? ACCOUNT_PATHS.login, children: t('loginSubmit') })}
      </p>
    </section>
  )
}
