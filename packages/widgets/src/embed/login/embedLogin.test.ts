import { embedEnUS } from '@airwave/sdk/i18n'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { createEmbedLogin } from './embedLogin'

const ORIGIN = 'https://airwave.example'
const pair = { accessToken: 'a', accessTokenExpiredDate: '2030-01-01T00:00:00.000Z' }

function setup(
  popup: Partial<Window> | null = {
    closed: false,
    close: vi.fn(),
    location: { href: '' } as Location,
  },
) {
  const container = document.createElement('div')
  document.body.append(container)
  const open = vi.spyOn(window, 'open').mockReturnValue(popup as Window | null)
  const client = {
    embed: {
      beginLogin: vi.fn(async () => ({ loginId: 'id-1' })),
      claimLogin: vi.fn(async () => pair),
    },
  }
  const session = { signIn: vi.fn(async () => {}) }
  const login = createEmbedLogin({
    origin: ORIGIN,
    container,
    words: () => embedEnUS,
    client,
    session: session as never,
  })
  const dialog = () => container.querySelector('dialog') as HTMLDialogElement
  const press = (name: string) =>
    [...dialog().querySelectorAll('button')].find((button) => button.textContent === name)?.click()
  return { login, client, session, open, dialog, press, popup }
}

afterEach(() => {
  vi.restoreAllMocks()
  document.body.replaceChildren()
})

describe('createEmbedLogin', () => {
  it('asks first, then opens the popup (1000x840) at the start of the handoff', async () => {
    const { login, open, dialog, press, popup } = setup()
    login.start()
    expect(dialog().dataset.state).toBe('notice')
    expect(dialog().textContent).toContain(`cookie for ${location.host} only`)
    expect(open).not.toHaveBeenCalled()
    press('Continue to sign in')
    expect(open).toHaveBeenCalledWith(
      'about:blank',
      'airwave-embed-login',
      expect.stringContaining('width=1000,height=840'),
    )
    await vi.waitFor(() =>
      expect(popup?.location?.href).toBe(
        `${ORIGIN}/api/auth/embed-login/id-1/start?origin=${encodeURIComponent(location.origin)}`,
      ),
    )
    expect(dialog().dataset.state).toBe('waiting')
  })

  it('accepts only the popup’s message from the platform, then claims and signs in', async () => {
    const { login, client, session, press, popup, dialog } = setup()
    login.start()
    press('Continue to sign in')
    await vi.waitFor(() => expect(client.embed.beginLogin).toHaveBeenCalled())
    await vi.waitFor(() => expect(popup?.location?.href).not.toBe(''))
    const key = { source: 'airwave', type: 'embed-login-key', key: 'k-1' }
    dispatchEvent(
      new MessageEvent('message', {
        data: { ...key, key: 'forged' },
        origin: 'https://evil.example',
        source: popup as Window,
      }),
    )
    dispatchEvent(
      new MessageEvent('message', { data: key, origin: ORIGIN, source: popup as Window }),
    )
    const signedIn = { source: 'airwave', type: 'login', status: 'signed-in' }
    dispatchEvent(
      new MessageEvent('message', {
        data: signedIn,
        origin: 'https://evil.example',
        source: popup as Window,
      }),
    )
    dispatchEvent(new MessageEvent('message', { data: signedIn, origin: ORIGIN, source: window }))
    expect(client.embed.claimLogin).not.toHaveBeenCalled()
    dispatchEvent(
      new MessageEvent('message', { data: signedIn, origin: ORIGIN, source: popup as Window }),
    )
    await vi.waitFor(() => expect(session.signIn).toHaveBeenCalledWith(pair))
    expect(client.embed.claimLogin).toHaveBeenCalledWith({ loginId: 'id-1', key: 'k-1' })
    await vi.waitFor(() => expect(dialog()).toBeNull())
  })

  it('claims nothing without the key of the popup’s first page', async () => {
    const { login, client, press, popup, dialog } = setup()
    login.start()
    press('Continue to sign in')
    await vi.waitFor(() => expect(popup?.location?.href).not.toBe(''))
    const signedIn = { source: 'airwave', type: 'login', status: 'signed-in' }
    dispatchEvent(
      new MessageEvent('message', { data: signedIn, origin: ORIGIN, source: popup as Window }),
    )
    expect(dialog().dataset.state).toBe('failed')
    expect(client.embed.claimLogin).not.toHaveBeenCalled()
  })

  it('says when the popup is blocked or the sign-in cancelled', async () => {
    const blocked = setup(null)
    blocked.login.start()
    blocked.press('Continue to sign in')
    expect(blocked.dialog().dataset.state).toBe('blocked')
    document.body.replaceChildren()
    const cancelled = setup()
    cancelled.login.start()
    cancelled.press('Continue to sign in')
    await vi.waitFor(() => expect(cancelled.popup?.location?.href).not.toBe(''))
    const data = { source: 'airwave', type: 'login', status: 'cancelled' }
    dispatchEvent(
      new MessageEvent('message', { data, origin: ORIGIN, source: cancelled.popup as Window }),
    )
    expect(cancelled.dialog().dataset.state).toBe('cancelled')
    expect(cancelled.client.embed.claimLogin).not.toHaveBeenCalled()
  })
})
