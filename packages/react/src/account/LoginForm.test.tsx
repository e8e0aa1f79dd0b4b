import { ApiError, createSession, memoryTokenStore } from '@airwave/sdk'
import { accountCatalogue } from '@airwave/sdk/i18n'
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react'
import { StrictMode } from 'react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { axeViolations } from '../shared/a11y/kit.fixture'
import { AirwaveProvider } from '../shared/provider/AirwaveProvider'
import { fakeClient } from '../shared/testing.fixture'
import { LoginForm } from './LoginForm'

afterEach(cleanup)

const tokens = {
  accessToken: 'a',
  refreshToken: 'r',
  accessTokenExpiredDate: '2099-01-01T00:00:00Z',
  refreshTokenExpiredDate: '2099-01-01T00:00:00Z',
}

function renderLogin(
  signIn: (body: { email: string; password: string }) => Promise<unknown>,
  requestSignInLink: (body: { email: string }) => Promise<unknown> = async () => null,
) {
  const session = createSession({ tokenStore: memoryTokenStore(), clientId: 'test' })
  const onSignedIn = vi.fn()
  const onBlocked = vi.fn()
  const client = fakeClient({
    account: { signIn: signIn as never, requestSignInLink: requestSignInLink as never },
  })
  const view = render(
    <StrictMode>
      <AirwaveProvider client={client} session={session} onLoginRequired={() => {}}>
        <LoginForm onSignedIn={onSignedIn} onBlocked={onBlocked}>
          <p>Other ways</p>
        </LoginForm>
      </AirwaveProvider>
    </StrictMode>,
  )
  return { ...view, session, onSignedIn, onBlocked }
}

const t = accountCatalogue.loaded('en-US')
if (!t) throw new Error('English is in the bundle')
const email = () => screen.getByLabelText(t.email)
const password = () => screen.getByLabelText(t.password, { selector: 'input' })
const submit = () => screen.getByRole<HTMLButtonElement>('button', { name: t.loginSubmit })

describe('LoginForm', () => {
  it('stays off while a field is empty or the e-mail breaks a rule, said on leaving it', async () => {
    const { container } = renderLogin(async () => tokens)
    expect(submit().disabled).toBe(true)
    fireEvent.change(email(), { target: { value: 'kim@' } })
    fireEvent.change(password(), { target: { value: 'secret' } })
    expect(screen.queryByText(t.problem1004)).toBeNull()
    fireEvent.blur(email())
    expect((await screen.findByRole('alert')).textContent).toBe(t.problem1004)
    expect(email().getAttribute('aria-invalid')).toBe('true')
    expect(submit().disabled).toBe(true)
    fireEvent.change(email(), { target: { value: 'kim@example.com' } })
    expect(submit().disabled).toBe(false)
    expect(await axeViolations(container)).toEqual([])
    // The slot for other sign-in options.
    expect(screen.getByText('Other ways')).toBeTruthy()
  })

  it('signs in with the trimmed password and stores the pair', async () => {
    const signIn = vi.fn(async () => tokens)
    const { session, onSignedIn } = renderLogin(signIn)
    fireEvent.change(email(), { target: { value: ' kim@example.com ' } })
    fireEvent.change(password(), { target: { value: ' Secret#2026 ' } })
    fireEvent.click(submit())
    await waitFor(() => expect(onSignedIn).toHaveBeenCalled())
    expect(signIn).toHaveBeenCalledWith({ email: 'kim@example.com', password: 'Secret#2026' })
    expect(session.status()).toBe('authenticated')
  })

  it('says a refusal under the password, both fields marked; a block goes to the app', async () => {
    let code = 'UNAUTHORIZED'
    const { onBlocked, container } = renderLogin(async () => {
      throw new ApiError(
        code === 'UNAUTHORIZED' ? 401 : 403,
        code,
        'The e-mail or password is not correct',
      )
    })
    fireEvent.change(email(), { target: { value: 'kim@example.com' } })
    fireEvent.change(password(), { target: { value: 'wrong' } })
    fireEvent.click(submit())
    expect((await screen.findByRole('alert')).textContent).toBe(
      'The e-mail or password is not correct',
    )
    expect(email().getAttribute('aria-invalid')).toBe('true')
    expect(password().getAttribute('aria-invalid')).toBe('true')
    await waitFor(() => expect(document.activeElement).toBe(password()))
    expect(await axeViolations(container)).toEqual([])

    code = 'MEM10058'
    fireEvent.click(submit())
    await waitFor(() => expect(onBlocked).toHaveBeenCalledWith('channel'))
  })

  it('offers a sign-in link by e-mail when sign-in is locked, and says it was sent', async () => {
    const asked = vi.fn(async (_body: { email: string }) => null)
    const { container } = renderLogin(async () => {
      throw new ApiError(429, 'RATE_LIMITED', 'Too many failed sign-ins')
    }, asked)
    fireEvent.change(email(), { target: { value: ' kim@example.com ' } })
    fireEvent.change(password(), { target: { value: 'Secret#2026' } })
    fireEvent.click(submit())
    expect((await screen.findByRole('alert')).textContent).toBe(t.loginLocked)
    // The fields are not what is wrong.
    expect(email().getAttribute('aria-invalid')).toBeNull()
    expect(container.querySelector('section')?.getAttribute('data-state')).toBe('locked')
    expect(await axeViolations(container)).toEqual([])
    fireEvent.click(screen.getByRole('button', { name: t.signInLinkOffer }))
    await screen.findByRole('button', { name: t.signInLinkAgain })
    expect(screen.getByRole('status').textContent).toBe(
      t.signInLinkSent.replace('{email}', 'kim@example.com'),
    )
    expect(asked).toHaveBeenCalledWith({ email: 'kim@example.com' }, expect.anything())
    // Editing the address takes the offer away: it was for the address refused.
    fireEvent.change(email(), { target: { value: 'lee@example.com' } })
    expect(screen.queryByRole('button', { name: t.signInLinkAgain })).toBeNull()
  })
})
