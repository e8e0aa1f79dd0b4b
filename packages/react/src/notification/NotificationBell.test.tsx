import { ApiError, createToastQueue } from '@airwave/sdk'
import type { NotificationRecord } from '@airwave/sdk/notification'
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react'
import { StrictMode } from 'react'
import { afterEach, describe, expect, it } from 'vitest'
import { axeViolations } from '../shared/a11y/kit.fixture'
import { AirwaveProvider } from '../shared/provider/AirwaveProvider'
import { fakeClient } from '../shared/testing.fixture'
import { NotificationBell } from './NotificationBell'
import { NotificationSettings } from './NotificationSettings'

afterEach(cleanup)

const record = (recordId: number, type: string, isRead = false): NotificationRecord => ({
  recordId,
  type,
  content: `content ${recordId}`,
  channelId: 'airwave',
  nickname: 'Airwave',
  linkUrl: '/airwave',
  isRead,
  createDate: new Date().toISOString(),
})

function renderBell(options: { count: number; records: NotificationRecord[] }) {
  const calls: string[] = []
  let records = options.records
  let count = options.count
  const client = fakeClient({
    notification: {
      getBadge: async () => ({ hasNew: count > 0, count }),
      clearBadge: async () => {
        calls.push('clearBadge')
        count = 0
        return null
      },
      listRecords: async () => ({ recordList: records, totalCnt: records.length, hasNext: false }),
      readAllRecords: async () => {
        calls.push('readAll')
        records = records.map((r) => ({ ...r, isRead: true }))
        return null
      },
      readRecord: async (id: number | string) => {
        calls.push(`read ${id}`)
        return null
      },
      deleteRecord: async (id: number | string) => {
        calls.push(`delete ${id}`)
        records = records.filter((r) => r.recordId !== id)
        return null
      },
    },
  })
  const result = render(
    <StrictMode>
      <AirwaveProvider client={client} onLoginRequired={() => {}}>
        <NotificationBell
          renderLink={({ href, className, children, onClick }) => (
            <a
              href={href}
              className={className}
              onClick={(event) => {
                event.preventDefault()
                onClick?.(event)
              }}
            >
              {children}
            </a>
          )}
        />
      </AirwaveProvider>
    </StrictMode>,
  )
  return { ...result, calls }
}

describe('NotificationBell', () => {
  it('shows the badge up to 99+, and opening the panel clears it', async () => {
    const { calls, container } = renderBell({
      count: 120,
      records: [record(3, 'LIVE'), record(2, 'COMMENT_REPLY'), record(1, 'MENTION', true)],
    })
    const bell = await screen.findByRole('button', { name: 'Notifications: 99+ new' })
    expect(within(bell).getByText('99+')).toBeTruthy()
    fireEvent.click(bell)
    const panel = await screen.findByRole('dialog', { name: 'Notifications' })
    await waitFor(() => expect(panel.dataset.state).toBe('ready'))
    expect(calls).toContain('clearBadge')
    expect(
      within(panel)
        .getAllByRole('listitem')
        .map((li) => li.dataset.state),
    ).toEqual(['unread', 'unread', 'read'])
    expect(within(panel).getByText('Airwave is live')).toBeTruthy()
    expect(within(panel).getByText('Airwave replied to your comment')).toBeTruthy()
    expect(within(panel).getByText('Airwave mentioned you')).toBeTruthy()
    expect(await axeViolations(container)).toEqual([])
    await waitFor(() => expect(screen.getByRole('button', { name: 'Notifications' })).toBeTruthy())
  })

  it('marks all read, reads one by opening it, deletes one', async () => {
    const { calls } = renderBell({ count: 0, records: [record(2, 'LIVE'), record(1, 'MENTION')] })
    fireEvent.click(await screen.findByRole('button', { name: 'Notifications' }))
    const panel = await screen.findByRole('dialog', { name: 'Notifications' })
    await waitFor(() => expect(panel.dataset.state).toBe('ready'))
    fireEvent.click(
      within(panel).getByRole('button', {
        name: 'Delete this notification: Airwave mentioned you',
      }),
    )
    await waitFor(() => expect(within(panel).getAllByRole('listitem')).toHaveLength(1))
    expect(calls).toContain('delete 1')
    fireEvent.click(within(panel).getByRole('button', { name: 'Mark all as read' }))
    await waitFor(() => expect(within(panel).getByRole('listitem').dataset.state).toBe('read'))
    expect(calls).toContain('readAll')
    fireEvent.click(within(panel).getByText('Airwave is live'))
    // Opening a read one does not read it again; the panel closes.
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull())
    expect(calls.filter((c) => c.startsWith('read '))).toEqual([])
  })

  it('says there is nothing yet, and closes with Escape back on the bell', async () => {
    renderBell({ count: 0, records: [] })
    const bell = await screen.findByRole('button', { name: 'Notifications' })
    fireEvent.click(bell)
    expect(await screen.findByText('No notifications yet.')).toBeTruthy()
    fireEvent.keyDown(screen.getByRole('dialog'), { key: 'Escape' })
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull())
    expect(document.activeElement).toBe(bell)
  })
})

describe('NotificationSettings', () => {
  it('switches a kind, and brings a channel switch back with a toast on API1002', async () => {
    const changes: unknown[] = []
    const toastQueue = createToastQueue()
    const client = fakeClient({
      notification: {
        getSettings: async () => ({ live: true, reply: true, mention: true }),
        updateSettings: async (body: unknown) => {
          changes.push(body)
          return null
        },
        listFollowSettings: async () => ({
          list: [{ channelId: 'airwave', nickname: 'Airwave', enable: true }],
          totalCnt: 1,
          currentPage: 1,
        }),
        updateFollowSettings: async () => {
          throw new ApiError(429, 'API1002', 'Too many')
        },
      },
    })
    const { container } = render(
      <StrictMode>
        <AirwaveProvider client={client} toastQueue={toastQueue} onLoginRequired={() => {}}>
          <NotificationSettings />
        </AirwaveProvider>
      </StrictMode>,
    )
    const replies = await screen.findByRole('switch', { name: 'Replies to your comments' })
    fireEvent.click(replies)
    await waitFor(() => expect(changes).toEqual([{ reply: false }]))
    expect((replies as HTMLInputElement).checked).toBe(false)

    const channel = await screen.findByRole('switch', { name: 'Live notifications from Airwave' })
    fireEvent.click(channel)
    await waitFor(() =>
      expect(toastQueue.getSnapshot().map((t) => t.message)).toEqual([
        'Too many changes at once. Wait a moment, then try again.',
      ]),
    )
    await waitFor(() => expect((channel as HTMLInputElement).checked).toBe(true))
    expect(await axeViolations(container)).toEqual([])
  })
})
