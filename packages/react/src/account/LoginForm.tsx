import {
  type BlockKind,
  type LoginFailure,
  loginFailureOf,
  loginFormState,
} from '@airwave/sdk/account'
import { type FormEvent, type ReactNode, useId, useRef, useState } from 'react'
import { useAirwave } from '../shared/provider/airwaveContext'
import { useSheet } from '../shared/theme/useSheet'
import { AccountField } from './AccountField'
import { ACCOUNT_PATHS, plainAccountLink, type RenderAccountLink } from './AccountLink'
import { accountStyles } from './account.styles'
import { problemText, useAccountText } from './accountText'
import { SignInLinkOffer } from './SignInLinkOffer'

export interface LoginFormProps {
  /** Signed in: the session holds the pair and the cached answers were refreshed. */
  onSignedIn?: () => void
  /** The account (MEM10029) or its channel (MEM10058) is blocked: the app shows `/member/block`. */
  onBlocked?: (block: BlockKind) => void
  /** `loginTitle` on `/login`, `loginEmailTitle` on `/login/email`. */
  title?: 'loginTitle' | 'loginEmailTitle'
  /** Other ways to sign in (social accounts), shown under the form. */
  children?: ReactNode
  renderLink?: RenderAccountLink
  /** The sign-up's and the reset's addresses (with the app's `returnUrl`). */
  signUpHref?: string
  resetHref?: string
}

/** Where the form is, for `data-state`. */
export type LoginFormState = 'idle' | 'submitting' | 'error' | 'locked'

/**
 * E-mail sign-in (accounts-platform.md section 5): the button is off while a field is empty or
 * the e-mail breaks its rule (said once the field is left); offline says text key 26 under the
 * password; a blocked account or channel goes to `onBlocked`; any other refusal says the
 * server's message under the password and marks both fields. A sign-in locked after too many
 * wrong passwords says so and offers a sign-in link by e-mail, the owner's way in meanwhile.
 * The password is trimmed.
 *
 * @example
 * <LoginForm onSignedIn={() => navigate(returnUrl)} onBlocked={(block) => navigate('/member/block')} />
 */
export function LoginForm(props: LoginFormProps) {
  useSheet('account', accountStyles)
  const t = useAccountText()
  const { client, session, queryClient } = useAirwave()
  const [email, setEmail] = useState('')
  const [password, setPassword] = useState('')
  const [touched, setTouched] = useState(false)
  const [submitting, setSubmitting] = useState(false)
  const [failure, setFailure] = useState<Exclude<LoginFailure, { kind: 'blocked' }>>()
  const passwordInput = useRef<HTMLInputElement>(null)
  const titleId = useId()
  const { canSubmit, emailProblem } = loginFormState({ email, password })
  const shownEmailError =
    touched && emailProblem !== undefined ? problemText(t, emailProblem) : undefined
  const failureText =
    failure?.kind === 'offline'
      ? t('loginOffline')
      : failure?.kind === 'message'
        ? failure.message
        : undefined
  const locked = failure?.kind === 'locked'
  const link = props.renderLink ?? plainAccountLink

  const submit = async (event: FormEvent) => {
    event.preventDefault()
    setTouched(true)
    if (!canSubmit || submitting || !client.account || !session) return
    setSubmitting(true)
    setFailure(undefined)
    try {
      const tokens = await client.account.signIn({ email: email.trim(), password: password.trim() })
      await session.signIn(tokens)
      // Answers cached for the anonymous viewer (likes, blocks, own posts) are stale now.
      await queryClient.invalidateQueries()
      props.onSignedIn?.()
    } catch (error) {
      const online = globalThis.navigator?.onLine ?? true
      const result = loginFailureOf(error, online)
      if (result.kind === 'blocked') props.onBlocked?.(result.block)
      else {
        setFailure(result)
        passwordInput.current?.focus()
      }
    } finally {
      setSubmitting(false)
    }
  }

  const state: LoginFormState = submitting
    ? 'submitting'
    : locked
      ? 'locked'
      : failure
        ? 'error'
        : 'idle'
  return (
    <section className="aw-account" data-state={state} aria-labelledby={titleId}>
      <h1 id={titleId} className="aw-account-title">
        {t(props.title ?? 'loginTitle')}
      </h1>
      <form className="aw-account-form" onSubmit={submit} noValidate aria-busy={submitting}>
        <AccountField
          label={t('email')}
          type="email"
          name="email"
          autoComplete="username"
          inputMode="email"
          required
          value={email}
          aria-invalid={failure && !locked ? true : undefined}
          error={shownEmailError}
          onChange={(event) => {
            setEmail(event.currentTarget.value)
            setFailure(undefined)
          }}
          onBlur={() => setTouched(email.trim() !== '')}
        />
        <AccountField
          label={t('password')}
          type="password"
          name="password"
          autoComplete="current-password"
          required
          value={password}
          inputRef={passwordInput}
          reveal={{ show: t('showPassword'), hide: t('hidePassword') }}
          aria-invalid={failure && !locked ? true : undefined}
          error={failureText}
          onChange={(event) => {
            setPassword(event.currentTarget.value)
            setFailure(undefined)
          }}
        />
        <div className="aw-account-actions">
          <button
            type="submit"
            className="aw-button"
            data-variant="primary"
            disabled={!canSubmit || submitting}
          >
            {submitting ? t('loggingIn') : t('loginSubmit')}
          </button>
        </div>
      </form>
      {locked && <SignInLinkOffer email={email.trim()} t={t} />}
      <p className="aw-account-links">
        {link({
          href: props.resetHref ?? ACCOUNT_PATHS.resetPassword,
          children: t('forgotPassword'),
        })}
      </p>
      <p className="aw-account-links">
        <span>{t('noAccount')}</span>
        {link({ href: props.signUpHref ?? ACCOUNT_PATHS.signUp, children: t('signUpLink') })}
      </p>
      {props.children}
    </section>
  )
}
