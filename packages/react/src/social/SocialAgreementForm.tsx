import { problemAt } from '@airwave/sdk'
import {
  type SocialAgreementValues,
  type SocialSignUpInfo,
  type SocialSignUpProblem,
  socialAgreementProblems,
} from '@airwave/sdk/account'
import { type FormEvent, useId, useState } from 'react'
import { useSheet } from '../shared/theme/useSheet'
import { PLATFORM_NAMES } from './platforms'
import { socialStyles } from './social.styles'
import { type SocialText, useSocialText } from './socialText'

export interface SocialAgreementFormProps {
  /** The waiting sign-up: its platform and e-mail lead the page. */
  info: SocialSignUpInfo
  defaultValues?: SocialAgreementValues
  /** The values once they have no problem: go on to the channel. */
  onSubmit: (values: SocialAgreementValues) => void
}

const EMPTY: SocialAgreementValues = { terms: false, privacy: false, year: '', month: '', day: '' }

function problemText(t: SocialText, problem: SocialSignUpProblem): string {
  if (problem.field === 'terms') return t('termsRequired')
  if (problem.field === 'privacy') return t('privacyRequired')
  if (problem.code === 'tooYoung') return t('birthTooYoung', problem.params)
  return problem.code === 'birthInvalid' ? t('birthInvalid') : t('birthRequired')
}

/**
 * The social sign-up's agreement (`/login/third-party/agreement`): the terms of service and the
 * privacy policy (both required, with "agree to all"), and the birth date. The SDK's
 * `socialAgreementProblems` decides what is missing; its problems show once the member tries
 * to go on.
 *
 * @example <SocialAgreementForm info={pending} onSubmit={(values) => next(values)} />
 */
export function SocialAgreementForm({
  info,
  defaultValues = EMPTY,
  onSubmit,
}: SocialAgreementFormProps) {
  useSheet('social', socialStyles)
  const t = useSocialText()
  const id = useId()
  const [values, setValues] = useState(defaultValues)
  const [tried, setTried] = useState(false)
  const problems = tried ? socialAgreementProblems(values) : []
  const of = (field: SocialSignUpProblem['field']) => problemAt(problems, field)
  const set = (change: Partial<SocialAgreementValues>) => setValues((v) => ({ ...v, ...change }))
  const platform = PLATFORM_NAMES[info.platform]
  const submit = (event: FormEvent) => {
    event.preventDefault()
    setTried(true)
    if (socialAgreementProblems(values).length === 0) onSubmit(values)
  }
  const dateProblem = of('birthDate')
  return (
    <form
      className="aw-signup"
      onSubmit={submit}
      noValidate
      data-state={problems.length ? 'invalid' : 'editing'}
    >
      <h2>{t('agreementTitle')}</h2>
      <p className="aw-signup-lead">
        {info.email
          ? t('signingUpAs', { platform, email: info.email })
          : t('signingUpWith', { platform })}
      </p>
      <div className="aw-signup-field">
        <label className="aw-signup-check" data-variant="all">
          <input
            type="checkbox"
            checked={values.terms && values.privacy}
            onChange={(event) =>
              set({ terms: event.target.checked, privacy: event.target.checked })
            }
          />
          {t('agreeAll')}
        </label>
        {(['terms', 'privacy'] as const).map((field) => (
          <div key={field}>
            <label className="aw-signup-check">
              <input
                type="checkbox"
                checked={values[field]}
                aria-invalid={of(field) ? true : undefined}
                aria-describedby={of(field) ? `${id}-${field}` : undefined}
                onChange={(event) => set({ [field]: event.target.checked })}
              />
              {t(field)}
            </label>
            {of(field) && (
              <p id={`${id}-${field}`} className="aw-signup-problem">
                {problemText(t, of(field) as SocialSignUpProblem)}
              </p>
            )}
          </div>
        ))}
      </div>
      <fieldset
        className="aw-signup-field"
        aria-describedby={dateProblem ? `${id}-date` : undefined}
      >
        <legend>{t('birthDate')}</legend>
        <div className="aw-signup-date">
          {(['year', 'month', 'day'] as const).map((part) => (
            <label key={part}>
              {t(part)}
              <input
                type="text"
                inputMode="numeric"
                autoComplete={`bday-${part}`}
                maxLength={part === 'year' ? 4 : 2}
                value={values[part]}
                aria-invalid={dateProblem ? true : undefined}
                onChange={(event) => set({ [part]: event.target.value.replace(/\D/g, '') })}
              />
            </label>
          ))}
        </div>
        {dateProblem && (
          <p id={`${id}-date`} className="aw-signup-problem">
            {problemText(t, dateProblem)}
          </p>
        )}
      </fieldset>
      <div className="aw-signup-actions">
        <button type="submit" className="aw-button" data-variant="primary">
          {t('next')}
        </button>
      </div>
    </form>
  )
}
