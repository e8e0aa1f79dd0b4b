import { ApiError, createToastQueue } from '@airwave/sdk'
import type { ChannelPage } from '@airwave/sdk/channel'
import { LOCALES } from '@airwave/sdk/i18n'
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react'
import { StrictMode } from 'react'
import { afterEach, beforeAll, describe, expect, it } from 'vitest'
import { axeViolations } from '../shared/a11y/kit.fixture'
import { createTranslator } from '../shared/i18n/translator'
import { AirwaveProvider } from '../shared/provider/AirwaveProvider'
import type { AirwaveClient, Theme } from '../shared/provider/airwaveContext'
import { fakeClient, loadEveryLocale } from '../shared/testing.fixture'
import { BlockedUsers } from './BlockedUsers'

// The non-English words load as in an app before it renders in that language.
beforeAll(loadEveryLocale)

afterEach(cleanup)

const users = (from: number, count: number) =>
  Array.from({ length: count }, (_, i) => ({
    channelId: `troll${from + i}`,
    nickname: `Troll ${from + i}`,
  }))

function renderList(client: AirwaveClient, options: { theme?: Theme; enabled?: boolean } = {}) {
  const toastQueue = createToastQueue()
  const result = render(
    <StrictMode>
      <AirwaveProvider
        client={client}
        theme={options.theme}
        toastQueue={toastQueue}
        onLoginRequired={() => {}}
      >
        <BlockedUsers enabled={options.enabled} />
      </AirwaveProvider>
    </StrictMode>,
  )
  return { ...result, toastQueue }
}

const sectionOf = (container: HTMLElement) => container.querySelector('section')

describe('BlockedUsers', () => {
  it('shows the empty state', async () => {
    const { container } = renderList(
      fakeClient({ channel: { listBlocked: async () => ({ items: [], total: 0 }) } }),
    )
    await waitFor(() => expect(sectionOf(container)?.dataset.state).toBe('empty'))
    expect(screen.getByText('You have not blocked anyone.')).toBeTruthy()
    expect(screen.getByRole('heading', { name: 'Blocked users' })).toBeTruthy()
  })

  it('loads nothing for an anonymous viewer', async () => {
    let calls = 0
    renderList(
      fakeClient({
        channel: {
          listBlocked: async () => {
            calls++
            return { items: [], total: 0 }
          },
        },
      }),
      { enabled: false },
    )
    await new Promise((resolve) => setTimeout(resolve, 20))
    expect(calls).toBe(0)
    expect(screen.queryByRole('status')).toBeNull()
  })

  it('pages 10 at a time with a see-more button', async () => {
    const asked: unknown[] = []
    const listBlocked = async (input?: { page?: number }): Promise<ChannelPage> => {
      asked.push(input?.page)
      const page = input?.page ?? 1
      return { items: users((page - 1) * 10, page === 1 ? 10 : 2), total: 12 }
    }
    renderList(fakeClient({ channel: { listBlocked } }))
    expect(await screen.findByText('12 blocked users (up to 100)')).toBeTruthy()
    expect(screen.getAllByRole('listitem')).toHaveLength(10)
    fireEvent.click(screen.getByRole('button', { name: 'See more' }))
    await waitFor(() => expect(screen.getAllByRole('listitem')).toHaveLength(12))
    expect(screen.queryByRole('button', { name: 'See more' })).toBeNull()
    expect(asked.filter((page) => page === 2)).toEqual([2])
  })

  it('unblocks a user, keeps the row to block again, and toasts each', async () => {
    let blocked = users(1, 2)
    const calls: string[] = []
    const client = fakeClient({
      channel: {
        listBlocked: async () => ({ items: blocked, total: blocked.length }),
        unblock: async ({ channelId }) => {
          calls.push(`unblock ${channelId}`)
          blocked = blocked.filter((u) => u.channelId !== channelId)
          return null
        },
        block: async ({ channelId }) => {
          calls.push(`block ${channelId}`)
          blocked = [...blocked, ...users(1, 1)]
          return null
        },
      },
    })
    const { toastQueue } = renderList(client)
    fireEvent.click(await screen.findByRole('button', { name: 'Unblock Troll 1' }))
    const again = await screen.findByRole('button', { name: 'Block Troll 1' })
    await waitFor(() => expect(screen.getByText('1 blocked user (up to 100)')).toBeTruthy())
    const rows = screen.getAllByRole('listitem')
    expect(rows.map((row) => row.dataset.state)).toEqual(['unblocked', 'blocked'])
    expect(toastQueue.getSnapshot().map((toast) => toast.message)).toEqual([
      'Troll 1 has been unblocked.',
    ])
    fireEvent.click(again)
    await screen.findByRole('button', { name: 'Unblock Troll 1' })
    expect(calls).toEqual(['unblock troll1', 'block troll1'])
    expect(toastQueue.getSnapshot().at(-1)?.message).toBe('Troll 1 has been blocked.')
  })

  it('opens the limit dialog when blocking again is refused at 100 (CHA30048)', async () => {
    let blocked = users(1, 1)
    const client = fakeClient({
      channel: {
        listBlocked: async () => ({ items: blocked, total: blocked.length }),
        unblock: async () => {
          blocked = []
          return null
        },
        block: async () => {
          throw new ApiError(409, 'CHA30048', 'Too many blocked users')
        },
      },
    })
    const { toastQueue } = renderList(client)
    fireEvent.click(await screen.findByRole('button', { name: 'Unblock Troll 1' }))
    fireEvent.click(await screen.findByRole('button', { name: 'Block Troll 1' }))
    const dialog = await screen.findByRole('alertdialog', { name: 'Block limit reached' })
    expect(dialog.textContent).toContain('You can block up to 100 users.')
    expect(await axeViolations(document.body)).toEqual([])
    fireEvent.click(within(dialog).getByRole('button', { name: 'OK' }))
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull())
    expect(toastQueue.getSnapshot().map((t) => t.message)).not.toContain('Too many blocked users')
  })

  it('shows an error with a retry', async () => {
    let failing = true
    const { container } = renderList(
      fakeClient({
        channel: {
          listBlocked: async () => {
            if (failing) throw new ApiError(400, 'BAD', 'nope')
            return { items: users(1, 1), total: 1 }
          },
        },
      }),
    )
    await waitFor(() => expect(sectionOf(container)?.dataset.state).toBe('error'))
    failing = false
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }))
    expect(await screen.findByRole('button', { name: 'Unblock Troll 1' })).toBeTruthy()
  })

  for (const theme of ['light', 'dark'] as const) {
    it(`passes axe loaded and empty (${theme})`, async () => {
      const loaded = renderList(
        fakeClient({ channel: { listBlocked: async () => ({ items: users(1, 3), total: 3 }) } }),
        { theme },
      )
      await screen.findByRole('button', { name: 'Unblock Troll 1' })
      expect(await axeViolations(loaded.container)).toEqual([])
      loaded.unmount()
      const empty = renderList(
        fakeClient({ channel: { listBlocked: async () => ({ items: [], total: 0 }) } }),
        { theme },
      )
      await waitFor(() => expect(sectionOf(empty.container)?.dataset.state).toBe('empty'))
      expect(await axeViolations(empty.container)).toEqual([])
    })
  }
})

describe.each(LOCALES)('BlockedUsers in %s', (locale) => {
  it('speaks the locale, with its plural rules', async () => {
    const t = createTranslator(locale)
    render(
      <StrictMode>
        <AirwaveProvider
          client={fakeClient({
            channel: { listBlocked: async () => ({ items: users(1, 2), total: 2 }) },
          })}
          locale={locale}
          onLoginRequired={() => {}}
        >
          <BlockedUsers />
        </AirwaveProvider>
      </StrictMode>,
    )
    expect(await screen.findByText(t('blockedUsersCount', { count: 2, max: 100 }))).toBeTruthy()
    expect(screen.getByRole('heading', { name: t('blockedUsersTitle') })).toBeTruthy()
    expect(screen.getByRole('button', { name: t('unblockName', { name: 'Troll 1' }) })).toBeTruthy()
    if (locale !== 'en-US') {
      expect(t('blockedUsersTitle')).not.toBe(createTranslator('en-US')('blockedUsersTitle'))
    }
  })
})
