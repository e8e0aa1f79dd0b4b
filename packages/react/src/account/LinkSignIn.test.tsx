import { ApiError, createSession, memoryTokenStore } from '@airwave/sdk'
import { accountCatalogue } from '@airwave/sdk/i18n'
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react'
import { StrictMode } from 'react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { axeViolations } from '../shared/a11y/kit.fixture'
import { AirwaveProvider } from '../shared/provider/AirwaveProvider'
import { fakeClient } from '../shared/testing.fixture'
import { LinkSignIn } from './LinkSignIn'

afterEach(cleanup)

const TOKEN = `7.${'b'.repeat(43)}`
const tokens = {
  accessToken: 'a',
  refreshToken: 'r',
  accessTokenExpiredDate: '2099-01-01T00:00:00Z',
  refreshTokenExpiredDate: '2099-01-01T00:00:00Z',
}

function renderLanding(token: string | undefined, signInWithLink: () => Promise<unknown>) {
  const session = createSession({ tokenStore: memoryTokenStore(), clientId: 'test' })
  const onSignedIn = vi.fn()
  const onBlocked = vi.fn()
  const client = fakeClient({ account: { signInWithLink: signInWithLink as never } })
  const view = render(
    <StrictMode>
      <AirwaveProvider client={client} session={session} onLoginRequired={() => {}}>
        <LinkSignIn token={token} onSignedIn={onSignedIn} onBlocked={onBlocked} />
      </AirwaveProvider>
    </StrictMode>,
  )
  return { ...view, session, onSignedIn, onBlocked }
}

const t = accountCatalogue.loaded('en-US')
if (!t) throw new Error('English is in the bundle')

describe('LinkSignIn', () => {
  it('signs in with the link at once and stores the pair', async () => {
    const use = vi.fn(async () => tokens)
    const { session, onSignedIn } = renderLanding(TOKEN, use)
    await waitFor(() => expect(onSignedIn).toHaveBeenCalled())
    expect(session.status()).toBe('authenticated')
    // Once, StrictMode's restart included: a link works once.
    expect(use).toHaveBeenCalledTimes(1)
  })

  it('says a used or expired link, and leads to the sign-in page', async () => {
    const { container, onSignedIn } = renderLanding(TOKEN, async () => {
      throw new ApiError(400, 'VERIFICATION_FAILED', 'This sign-in link is wrong, used or expired')
    })
    expect((await screen.findByRole('alert')).textContent).toBe(t.linkSignInInvalid)
    expect(screen.getByRole('link', { name: t.linkSignInToLogin }).getAttribute('href')).toBe(
      '/login',
    )
    expect(container.querySelector('section')?.getAttribute('data-state')).toBe('invalid')
    expect(await axeViolations(container)).toEqual([])
    expect(onSignedIn).not.toHaveBeenCalled()
  })

  it('calls a link without a token broken, without asking the server', async () => {
    const use = vi.fn(async () => tokens)
    renderLanding(undefined, use)
    expect((await screen.findByRole('alert')).textContent).toBe(t.linkSignInInvalid)
    expect(use).not.toHaveBeenCalled()
  })

  it('hands a block to the app, and retries after a network failure', async () => {
    let error: ApiError | undefined = new ApiError(0, 'NETWORK_ERROR', 'Failed to fetch')
    const { onBlocked, onSignedIn } = renderLanding(TOKEN, async () => {
      if (error) throw error
      return tokens
    })
    await screen.findByText(t.offline)
    error = undefined
    fireEvent.click(screen.getByRole('button', { name: t.retry }))
    await waitFor(() => expect(onSignedIn).toHaveBeenCalled())

    cleanup()
    const blocked = renderLanding(TOKEN, async () => {
      throw new ApiError(403, 'MEM10029', 'This account is blocked')
    })
    await waitFor(() => expect(blocked.onBlocked).toHaveBeenCalledWith('account'))
    expect(onBlocked).not.toHaveBeenCalled()
  })
})
