import { ApiError, problemAt } from '@airwave/sdk'
import {
  accountProblem,
  fieldProblemOf,
  type SocialAgreementValues,
  type SocialChannelValues,
  type SocialSignUpProblem,
  socialChannelProblems,
  socialSignUpBody,
  type TokenPair,
} from '@airwave/sdk/account'
import { type FormEvent, useId, useState } from 'react'
import { useCalls } from '../shared/provider/airwaveContext'
import { useSheet } from '../shared/theme/useSheet'
import { socialStyles } from './social.styles'
import { type SocialText, socialErrorText, useSocialText } from './socialText'

export interface SocialChannelFormProps {
  /** The agreement page's values. */
  agreement: SocialAgreementValues
  defaultValues?: SocialChannelValues
  /** Signed up: the pair (without its refresh token, which the server keeps in its cookie). */
  onSignedUp: (tokens: TokenPair) => void
  /** Back to the agreement. */
  onBack?: () => void
}

/** What the form shows: typing, sending, or a refusal of the server. */
export type SocialChannelFormState = 'editing' | 'invalid' | 'submitting' | 'failed'

type Field = 'channelId' | 'nickname'

function problemText(t: SocialText, problem: SocialSignUpProblem): string {
  switch (problem.code) {
    case 'CHA30007':
    case 'CHA30008':
      return t('taken')
    case 'CHA30000':
    case 'CHA30001':
      return t('forbiddenWord')
    case 65:
      return t('channelIdLength')
    case 66:
      return t('channelIdCharacters')
    case 23:
      return t('nicknameShort')
    case 24:
      return t('nicknameLong')
    case 25:
      return t('nicknameCharacters')
    default:
      return t('required')
  }
}

type Failure = { problem: SocialSignUpProblem } | { text: string }

/** A server refusal: a taken or forbidden name at its field, anything else in words. */
function refusal(t: SocialText, error: unknown): Failure {
  const atField = fieldProblemOf(error)
  if (atField?.field === 'channelId' || atField?.field === 'nickname') {
    return { problem: accountProblem(atField.field, atField.code) }
  }
  const code = error instanceof ApiError ? error.code : undefined
  if (code === 'SOC10004') return { text: t('signUpExpired') }
  return { text: error instanceof ApiError ? error.message : socialErrorText(t, code, '') }
}

/**
 * The social sign-up's channel (`/login/third-party/channel-select`): the channel id and
 * nickname by the SDK's account rules (`socialChannelProblems`), then the sign-up call with
 * the agreement's values. A taken or forbidden id or nickname is said at its field.
 *
 * @example <SocialChannelForm agreement={values} onSignedUp={(pair) => session.signIn(pair)} />
 */
export function SocialChannelForm({
  agreement,
  defaultValues = { channelId: '', nickname: '' },
  onSignedUp,
  onBack,
}: SocialChannelFormProps) {
  useSheet('social', socialStyles)
  const t = useSocialText()
  const id = useId()
  const client = useCalls('SocialChannelForm', 'social')
  const [values, setValues] = useState(defaultValues)
  const [tried, setTried] = useState(false)
  const [sending, setSending] = useState(false)
  const [failure, setFailure] = useState<Failure | undefined>()
  const refused = failure && 'problem' in failure ? failure.problem : undefined
  const problems = tried ? socialChannelProblems(values) : []
  const state: SocialChannelFormState = sending
    ? 'submitting'
    : failure
      ? 'failed'
      : problems.length
        ? 'invalid'
        : 'editing'

  const submit = async (event: FormEvent) => {
    event.preventDefault()
    setTried(true)
    if (socialChannelProblems(values).length > 0) return
    setSending(true)
    setFailure(undefined)
    try {
      onSignedUp(await client.social.signUp(socialSignUpBody(agreement, values)))
    } catch (error) {
      setFailure(refusal(t, error))
    } finally {
      setSending(false)
    }
  }

  const field = (name: Field, label: string, hint: string) => {
    const problem = problemAt(problems, name) ?? (refused?.field === name ? refused : undefined)
    const message = problem ? problemText(t, problem) : undefined
    return (
      <div className="aw-signup-field">
        <label htmlFor={`${id}-${name}`}>{label}</label>
        <input
          id={`${id}-${name}`}
          type="text"
          autoComplete={name === 'nickname' ? 'nickname' : 'username'}
          maxLength={name === 'channelId' ? 15 : 40}
          value={values[name]}
          aria-invalid={message ? true : undefined}
          aria-describedby={`${id}-${name}-hint${message ? ` ${id}-${name}-problem` : ''}`}
          onChange={(event) => {
            const value = event.target.value
            setValues((v) => ({ ...v, [name]: value }))
            if (refused?.field === name) setFailure(undefined)
          }}
        />
        <p id={`${id}-${name}-hint`} className="aw-signup-hint">
          {hint}
        </p>
        {message && (
          <p id={`${id}-${name}-problem`} className="aw-signup-problem">
            {message}
          </p>
        )}
      </div>
    )
  }

  return (
    <form className="aw-signup" onSubmit={submit} noValidate data-state={state} aria-busy={sending}>
      <h2>{t('channelTitle')}</h2>
      <p className="aw-signup-lead">{t('channelLead')}</p>
      {field('channelId', t('channelId'), t('channelIdHint'))}
      {field('nickname', t('nickname'), t('nicknameHint'))}
      {failure && 'text' in failure && (
        <p className="aw-social-error" role="alert">
          {failure.text}
        </p>
      )}
      <div className="aw-signup-actions">
        {onBack && (
          <button type="button" className="aw-button" onClick={onBack}>
            {t('back')}
          </button>
        )}
        <button type="submit" className="aw-button" data-variant="primary" disabled={sending}>
          {sending ? t('creating') : t('createChannel')}
        </button>
      </div>
    </form>
  )
}
