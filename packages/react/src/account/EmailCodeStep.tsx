import { problemAt } from '@airwave/sdk'
import {
  type BirthDateFields,
  codeTimerText,
  type emailVerificationMachine,
  VERIFICATION_CODE_LENGTH,
} from '@airwave/sdk/account'
import { useSelector } from '@xstate/react'
import { type FormEvent, type ReactNode, useId } from 'react'
import type { ActorRefFrom } from 'xstate'
import { useCountdown } from '../poll/useCountdown'
import { AccountField } from './AccountField'
import { type AccountText, problemText } from './accountText'
import { FormSubmit } from './FormSubmit'
import { useFocusOnInvalid } from './useFocusOnInvalid'

export interface EmailCodeStepProps {
  actor: ActorRefFrom<typeof emailVerificationMachine>
  t: AccountText
  /** The submit button's text (`next`). */
  submitLabel: string
  /** A failure of the flow around the step (the code expired meanwhile), said above it. */
  notice?: ReactNode
}

const BIRTH_PARTS: {
  part: keyof BirthDateFields
  key: 'year' | 'month' | 'day'
  auto: string
  max: number
}[] = [
  { part: 'year', key: 'year', auto: 'bday-year', max: 4 },
  { part: 'month', key: 'month', auto: 'bday-month', max: 2 },
  { part: 'day', key: 'day', auto: 'bday-day', max: 2 },
]

/**
 * The e-mail step of the sign-up and the reset over the SDK's `emailVerificationMachine`: the
 * address (checked on leaving it) with its send-code button, the 6-digit code with its 05:00
 * timer once sent, and, for a sign-up, the birth date. Enter in the address sends the code
 * when none was sent yet; the form's submit checks the step.
 */
export function EmailCodeStep({ actor, t, submitLabel, notice }: EmailCodeStepProps) {
  const context = useSelector(actor, (s) => s.context)
  const sending = useSelector(actor, (s) => s.matches('sending'))
  const sent = useSelector(actor, (s) => s.matches('sent'))
  const verifying = useSelector(actor, (s) => s.matches({ sent: 'verifying' }))
  const expired = useSelector(actor, (s) => s.matches({ sent: 'expired' }))
  const left = useCountdown(sent ? context.codeExpiresAt : undefined)
  const field = useFocusOnInvalid(actor)
  const birthErrorId = useId()
  const problems = {
    email: problemAt(context.problems, 'email'),
    code: problemAt(context.problems, 'code'),
    birthDate: problemAt(context.problems, 'birthDate'),
  }
  const submit = (event: FormEvent) => {
    event.preventDefault()
    actor.send({ type: 'NEXT' })
  }
  return (
    <form className="aw-account-form" onSubmit={submit} noValidate aria-busy={verifying}>
      {notice}
      <AccountField
        label={t('email')}
        type="email"
        name="email"
        autoComplete="email"
        inputMode="email"
        required
        value={context.email}
        inputRef={field('email')}
        error={problems.email !== undefined ? problemText(t, problems.email) : undefined}
        onChange={(event) => actor.send({ type: 'EMAIL.CHANGE', value: event.currentTarget.value })}
        onBlur={() => actor.send({ type: 'EMAIL.BLUR' })}
        onKeyDown={(event) => {
          if (event.key === 'Enter' && !sent) {
            event.preventDefault()
            actor.send({ type: 'SEND' })
          }
        }}
        action={
          <button
            type="button"
            className="aw-button"
            disabled={sending}
            onClick={() => actor.send({ type: 'SEND' })}
          >
            {sending ? t('sendingCode') : sent ? t('resendCode') : t('sendCode')}
          </button>
        }
      />
      {sent && context.sentTo && (
        <p className="aw-account-note" role="status">
          {t('codeSent', { email: context.sentTo })}
        </p>
      )}
      <AccountField
        label={t('codeLabel')}
        name="code"
        autoComplete="one-time-code"
        inputMode="numeric"
        maxLength={VERIFICATION_CODE_LENGTH}
        required
        value={context.code}
        inputRef={field('code')}
        hint={
          sent && left !== undefined
            ? expired
              ? t('codeExpiredNote')
              : t('codeTimer', { time: codeTimerText(left) })
            : undefined
        }
        error={problems.code !== undefined ? problemText(t, problems.code) : undefined}
        onChange={(event) => actor.send({ type: 'CODE.CHANGE', value: event.currentTarget.value })}
      />
      {context.withBirthDate && (
        <fieldset
          className="aw-account-birth"
          aria-describedby={problems.birthDate ? birthErrorId : undefined}
        >
          <legend>{t('birthDate')}</legend>
          {BIRTH_PARTS.map(({ part, key, auto, max }) => (
            <AccountField
              key={part}
              label={t(key)}
              name={part}
              inputMode="numeric"
              autoComplete={auto}
              maxLength={max}
              required
              value={context.birth[part]}
              inputRef={part === 'year' ? field('birthDate') : undefined}
              aria-invalid={problems.birthDate ? true : undefined}
              onChange={(event) =>
                actor.send({ type: 'BIRTH.CHANGE', part, value: event.currentTarget.value })
              }
            />
          ))}
          {problems.birthDate && (
            <p id={birthErrorId} className="aw-account-error" role="alert">
              {problemText(t, problems.birthDate)}
            </p>
          )}
        </fieldset>
      )}
      <FormSubmit
        failure={context.failure}
        t={t}
        pending={verifying}
        label={submitLabel}
        pendingLabel={t('checking')}
      />
    </form>
  )
}
