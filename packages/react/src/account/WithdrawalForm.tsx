import { problemAt } from '@airwave/sdk'
import { WITHDRAWAL_MEMO_MAX_LENGTH, withdrawalMachine } from '@airwave/sdk/account'
import type { AccountKey } from '@airwave/sdk/i18n'
import { useActorRef, useSelector } from '@xstate/react'
import { type FormEvent, useId, useMemo } from 'react'
import { useActorEvent } from '../shared/actors/useActorEvent'
import { useSheet } from '../shared/theme/useSheet'
import { AccountCheck } from './AccountCheck'
import { AccountPage } from './AccountPage'
import { accountStyles } from './account.styles'
import { problemText, useAccountText } from './accountText'
import { FormFailureText } from './FormFailure'
import { FormSubmit } from './FormSubmit'
import { useAccountActors } from './useAccountActors'
import { useFocusOnInvalid } from './useFocusOnInvalid'

export interface WithdrawalFormProps {
  /** The account was deleted and this browser signed out: the app shows `/withdrawal-completed`. */
  onWithdrawn?: () => void
}

/** Where the form is, for `data-state`. */
export type WithdrawalState = 'loading' | 'failed' | 'form' | 'deleting' | 'done'

/**
 * Leaving the platform (`/withdrawal`) over the SDK's `withdrawalMachine`: what is lost, the
 * reasons from `GET /member/unregister/reason` (in the page's language when the catalogue
 * knows the code), a memo of up to 1000 characters with its count, the password asked again,
 * and the termination terms to accept; then the account is deleted.
 *
 * @example <WithdrawalForm onWithdrawn={() => navigate('/withdrawal-completed')} />
 */
export function WithdrawalForm(props: WithdrawalFormProps) {
  useSheet('account', accountStyles)
  const t = useAccountText()
  const actors = useAccountActors('WithdrawalForm')
  const machine = useMemo(() => withdrawalMachine.provide({ actors: actors.withdrawal }), [actors])
  const actor = useActorRef(machine)
  useActorEvent(actor, 'withdrawn', () => props.onWithdrawn?.())
  const field = useFocusOnInvalid(actor)
  const state = useSelector(actor, (s) => s.value as WithdrawalState)
  const context = useSelector(actor, (s) => s.context)
  const problems = {
    reason: problemAt(context.problems, 'reason'),
    password: problemAt(context.problems, 'password'),
    terms: problemAt(context.problems, 'terms'),
  }
  const reasonError = useId()
  const memoCount = useId()
  const passwordHint = useId()
  const passwordError = useId()
  const busy = state === 'deleting' || state === 'done'
  const reasonText = (code: string | number, given: string | undefined) => {
    const key = `reason${code}` as AccountKey
    return /^[1-5]$/.test(String(code)) ? t(key) : (given ?? String(code))
  }
  const submit = (event: FormEvent) => {
    event.preventDefault()
    actor.send({ type: 'SUBMIT' })
  }
  return (
    <AccountPage title={t('withdrawalTitle')} state={state}>
      <p className="aw-account-note">{t('withdrawalWarning')}</p>
      {state === 'loading' && <p role="status">{t('loading')}</p>}
      {state === 'failed' && (
        <div className="aw-account-actions">
          <FormFailureText failure={context.failure} t={t} />
          <button type="button" className="aw-button" onClick={() => actor.send({ type: 'RETRY' })}>
            {t('retry')}
          </button>
        </div>
      )}
      {(state === 'form' || busy) && (
        <form className="aw-account-form" onSubmit={submit} noValidate aria-busy={busy}>
          <fieldset
            className="aw-account-field aw-account-fieldset"
            aria-describedby={problems.reason ? reasonError : undefined}
          >
            <legend className="aw-account-label">{t('reasonLabel')}</legend>
            {context.reasons.map((reason, index) => (
              <label key={String(reason.code)} className="aw-radio">
                <input
                  type="radio"
                  name="reason"
                  value={String(reason.code)}
                  ref={index === 0 ? field('reason') : undefined}
                  checked={context.reason === String(reason.code)}
                  aria-invalid={problems.reason ? true : undefined}
                  onChange={() => actor.send({ type: 'REASON.CHANGE', code: String(reason.code) })}
                />
                <span>{reasonText(reason.code, reason.reason)}</span>
              </label>
            ))}
            {problems.reason && (
              <p id={reasonError} className="aw-account-error" role="alert">
                {problemText(t, problems.reason)}
              </p>
            )}
          </fieldset>
          <div className="aw-account-field">
            <label className="aw-account-label" htmlFor={`${memoCount}-memo`}>
              {t('memoLabel')}
            </label>
            <textarea
              id={`${memoCount}-memo`}
              className="aw-account-input"
              name="memo"
              maxLength={WITHDRAWAL_MEMO_MAX_LENGTH}
              aria-describedby={memoCount}
              value={context.memo}
              onChange={(event) =>
                actor.send({ type: 'MEMO.CHANGE', value: event.currentTarget.value })
              }
            />
            <p id={memoCount} className="aw-account-hint">
              {t('textCount', { count: context.memo.length, max: WITHDRAWAL_MEMO_MAX_LENGTH })}
            </p>
          </div>
          <div className="aw-account-field">
            <label className="aw-account-label" htmlFor={`${passwordHint}-password`}>
              {t('withdrawalPassword')}
            </label>
            <input
              id={`${passwordHint}-password`}
              ref={field('password')}
              className="aw-account-input"
              type="password"
              name="password"
              autoComplete="current-password"
              maxLength={100}
              value={context.password}
              aria-invalid={problems.password ? true : undefined}
              aria-describedby={
                problems.password ? `${passwordError} ${passwordHint}` : passwordHint
              }
              onChange={(event) =>
                actor.send({ type: 'PASSWORD.CHANGE', value: event.currentTarget.value })
              }
            />
            {problems.password && (
              <p id={passwordError} className="aw-account-error" role="alert">
                {problemText(t, problems.password)}
              </p>
            )}
            <p id={passwordHint} className="aw-account-hint">
              {t('withdrawalPasswordHint')}
            </p>
          </div>
          <AccountCheck
            name="terms"
            label={t('withdrawalTerms')}
            inputRef={field('terms')}
            checked={context.terms}
            error={problems.terms && problemText(t, problems.terms)}
            onChange={(value) => actor.send({ type: 'TERMS.CHANGE', value })}
          />
          <FormSubmit
            failure={context.failure}
            t={t}
            variant="danger"
            pending={busy}
            label={t('withdrawSubmit')}
            pendingLabel={t('withdrawing')}
          />
        </form>
      )}
    </AccountPage>
  )
}
