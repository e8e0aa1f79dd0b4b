import { ApiError, createToastQueue } from '@airwave/sdk'
import type { ThirdPartyPage } from '@airwave/sdk/account'
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react'
import { StrictMode } from 'react'
import { afterEach, describe, expect, it } from 'vitest'
import { axeViolations } from '../shared/a11y/kit.fixture'
import { AirwaveProvider } from '../shared/provider/AirwaveProvider'
import type { Theme } from '../shared/provider/airwaveContext'
import { fakeClient } from '../shared/testing.fixture'
import { LinkedAccounts } from './LinkedAccounts'

afterEach(cleanup)

const providers = {
  providers: [
    { platform: 'google' as const, local: true },
    { platform: 'apple' as const, local: true },
    { platform: 'facebook' as const, local: true },
  ],
}
const googleLink = {
  thirdPartyIdx: 1,
  socialPlatform: 'google',
  email: 'neo@example.com',
  createDate: '2026-01-02T10:00:00.000Z',
}
const facebookLink = { ...googleLink, thirdPartyIdx: 2, socialPlatform: 'facebook' }

/** The page answers `before` until an unlink succeeds, `after` then. */
function renderPage(
  pages: ThirdPartyPage[],
  unlink: (idx: number | string) => Promise<unknown>,
  theme: Theme = 'light',
) {
  let reads = 0
  let unlinked = 0
  const toastQueue = createToastQueue()
  const client = fakeClient({
    social: {
      listProviders: async () => providers,
      listLinks: async () => {
        reads++
        return pages[Math.min(unlinked, pages.length - 1)] as ThirdPartyPage
      },
      unlink: async (idx: number | string) => {
        const answer = await unlink(idx)
        unlinked++
        return answer
      },
    },
  })
  const result = render(
    <StrictMode>
      <AirwaveProvider
        client={client}
        toastQueue={toastQueue}
        theme={theme}
        onLoginRequired={() => {}}
      >
        <LinkedAccounts />
      </AirwaveProvider>
    </StrictMode>,
  )
  return { ...result, toastQueue, reads: () => reads }
}

const section = (container: HTMLElement) => container.querySelector('section') as HTMLElement

describe('LinkedAccounts', () => {
  it('shows each offered platform, linked or not, and passes axe in both themes', async () => {
    for (const theme of ['light', 'dark'] as const) {
      const { container } = renderPage(
        [{ items: [googleLink, facebookLink], total: 2, hasPassword: true }],
        async () => null,
        theme,
      )
      await waitFor(() => expect(section(container).dataset.state).toBe('ready'))
      const rows = container.querySelectorAll('li')
      expect([...rows].map((row) => row.dataset.state)).toEqual(['linked', 'not-linked', 'linked'])
      expect(screen.getAllByText(/Linked as neo@example.com/)).toHaveLength(2)
      expect(screen.getByRole('button', { name: 'Link Apple' })).toBeTruthy()
      expect(await axeViolations(container)).toEqual([])
      cleanup()
    }
  })

  it('asks before an unlink, then refetches and shows the success toast', async () => {
    const unlinked: (number | string)[] = []
    const { container, toastQueue, reads } = renderPage(
      [
        { items: [googleLink, facebookLink], total: 2, hasPassword: true },
        { items: [googleLink], total: 1, hasPassword: true },
      ],
      async (idx) => {
        unlinked.push(idx)
        return null
      },
    )
    await waitFor(() => expect(section(container).dataset.state).toBe('ready'))
    fireEvent.click(screen.getByRole('button', { name: 'Unlink Facebook' }))
    const dialog = await screen.findByRole('alertdialog', { name: 'Unlink Facebook?' })
    // Cancel first: nothing happens.
    fireEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }))
    expect(unlinked).toEqual([])
    fireEvent.click(screen.getByRole('button', { name: 'Unlink Facebook' }))
    fireEvent.click(
      within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Unlink' }),
    )
    await waitFor(() => expect(unlinked).toEqual([2]))
    await waitFor(() =>
      expect(toastQueue.getSnapshot().map((toast) => toast.message)).toEqual([
        'Facebook is unlinked.',
      ]),
    )
    await waitFor(() => expect(container.querySelectorAll('li[data-state=linked]')).toHaveLength(1))
    expect(reads()).toBeGreaterThanOrEqual(2)
  })

  it('keeps the only way to sign in, and says a refusal', async () => {
    const { container } = renderPage(
      [{ items: [googleLink], total: 1, hasPassword: false }],
      async () => null,
    )
    await waitFor(() => expect(section(container).dataset.state).toBe('ready'))
    const unlink = screen.getByRole('button', { name: 'Unlink Google' }) as HTMLButtonElement
    expect(unlink.disabled).toBe(true)
    expect(screen.getByText(/Your only way to sign in/)).toBeTruthy()
    cleanup()

    const refused = renderPage(
      [{ items: [googleLink, facebookLink], total: 2, hasPassword: false }],
      async () => {
        throw new ApiError(409, 'SOC10003', 'last')
      },
    )
    await waitFor(() => expect(section(refused.container).dataset.state).toBe('ready'))
    fireEvent.click(screen.getByRole('button', { name: 'Unlink Google' }))
    fireEvent.click(
      within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Unlink' }),
    )
    expect((await screen.findByRole('alert')).textContent).toContain('set a password')
  })

  it('offers a retry when the list cannot load', async () => {
    let fail = true
    const client = fakeClient({
      social: {
        listProviders: async () => providers,
        listLinks: async () => {
          if (fail) throw new ApiError(500, 'INTERNAL', 'down')
          return { items: [], total: 0, hasPassword: true }
        },
      },
    })
    const { container } = render(
      <AirwaveProvider client={client} onLoginRequired={() => {}}>
        <LinkedAccounts />
      </AirwaveProvider>,
    )
    await waitFor(() => expect(section(container).dataset.state).toBe('error'), { timeout: 5000 })
    fail = false
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }))
    await waitFor(() => expect(section(container).dataset.state).toBe('ready'))
  })
})
