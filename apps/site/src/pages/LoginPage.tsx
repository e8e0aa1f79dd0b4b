import { useAirwave } from '@airwave/react'
import { type FormEvent, useEffect, useState } from 'react'
import { useNavigate, useSearchParams } from 'react-router'
import { returnPath } from '../app/loginPath'
import { useSessionStatus, useSite } from '../app/siteContext'
import { SocialLoginOptions } from './social/SocialLoginOptions'

type FormState =
  | { status: 'idle' }
  | { status: 'submitting' }
  | { status: 'error'; message: string }

/**
 * E-mail sign-in: the SDK's sign-in call answers a token pair, the session stores it in the
 * server's cookie, then the user goes back to the page that sent them here (`?next=`).
 */
export function LoginPage() {
  const { client, session, text } = useSite()
  const { queryClient } = useAirwave()
  const status = useSessionStatus()
  const navigate = useNavigate()
  const [search] = useSearchParams()
  const next = returnPath(search)
  const [form, setForm] = useState<FormState>({ status: 'idle' })

  useEffect(() => {
    if (status === 'authenticated') navigate(next, { replace: true })
  }, [status, next, navigate])

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault()
    const data = new FormData(event.currentTarget)
    const email = String(data.get('email') ?? '').trim()
    const password = String(data.get('password') ?? '')
    setForm({ status: 'submitting' })
    try {
      const tokens = await client.account.signIn({ email, password })
      await session.signIn(tokens)
      // Answers cached for the anonymous viewer (likes, blocks, own posts) are stale now.
      await queryClient.invalidateQueries()
    } catch (error) {
      // The server's message says which rule failed (wrong password, too many tries, blocked).
      setForm({ status: 'error', message: error instanceof Error ? error.message : text.failed })
    }
  }

  const submitting = form.status === 'submitting'
  return (
    <section className="aw-site-card aw-site-login">
      <title>{`${text.signIn} · Airwave`}</title>
      <h1 className="aw-site-title">{text.signInTitle}</h1>
      <form className="aw-site-form" onSubmit={submit} aria-busy={submitting} noValidate>
        <label className="aw-site-field">
          <span>{text.email}</span>
          <input name="email" type="email" autoComplete="username" required />
        </label>
        <label className="aw-site-field">
          <span>{text.password}</span>
          <input name="password" type="password" autoComplete="current-password" required />
        </label>
        {form.status === 'error' && (
          <p className="aw-site-error" role="alert">
            {form.message}
          </p>
        )}
        <button type="submit" className="aw-button" data-variant="primary" disabled={submitting}>
          {submitting ? text.signingIn : text.signIn}
        </button>
      </form>
      <SocialLoginOptions />
    </section>
  )
}
