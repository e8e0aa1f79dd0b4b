import { createToastQueue } from '@airwave/sdk'
import { SEARCH_HISTORY_KEY } from '@airwave/sdk/search'
import { act, cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react'
import { StrictMode } from 'react'
import { afterEach, describe, expect, it } from 'vitest'
import { axeViolations } from '../shared/a11y/kit.fixture'
import { AirwaveProvider } from '../shared/provider/AirwaveProvider'
import type { AirwaveClient } from '../shared/provider/airwaveContext'
import { fakeClient } from '../shared/testing.fixture'
import { SearchBox } from './SearchBox'

afterEach(cleanup)

function memoryStorage(terms: string[] = []) {
  const data = new Map<string, string>()
  if (terms.length) {
    data.set(SEARCH_HISTORY_KEY, JSON.stringify({ searchTerms: terms, createdDate: Date.now() }))
  }
  return {
    getItem: (key: string) => data.get(key) ?? null,
    setItem: (key: string, value: string) => void data.set(key, value),
    removeItem: (key: string) => void data.delete(key),
  }
}

function renderBox(options: { keyword?: string; terms?: string[] } = {}) {
  const searched: string[] = []
  const channels: string[] = []
  const client = Object.assign(fakeClient({}), {
    search: {
      searchChannels: async ({ keyword }: { keyword: string }) => ({
        list: [{ channelId: `${keyword}-tv`, nickname: `${keyword} TV` }],
      }),
      listRecent: async () => [],
      addRecent: async () => null,
      deleteRecent: async () => null,
    },
  }) as AirwaveClient
  const view = render(
    <StrictMode>
      <AirwaveProvider client={client} toastQueue={createToastQueue()} locale="en-US">
        <p>outside</p>
        <SearchBox
          keyword={options.keyword}
          storage={memoryStorage(options.terms)}
          onSearch={(k) => searched.push(k)}
          onChannel={(id) => channels.push(id)}
        />
      </AirwaveProvider>
    </StrictMode>,
  )
  return { ...view, searched, channels }
}

const input = () => screen.getByRole('combobox', { name: 'Search' })

describe('SearchBox', () => {
  it('opens the recent searches on focus and closes on an outside press', async () => {
    const view = renderBox({ terms: ['fps', 'kim'] })
    expect(input().getAttribute('aria-expanded')).toBe('false')
    fireEvent.focus(input())
    expect(input().getAttribute('aria-expanded')).toBe('true')
    expect(screen.getAllByRole('option').map((o) => o.textContent)).toEqual(['fps×', 'kim×'])
    expect(await axeViolations(view.container)).toEqual([])
    fireEvent.pointerDown(screen.getByText('outside'))
    expect(input().getAttribute('aria-expanded')).toBe('false')
  })

  it('says when there is no recent search', () => {
    renderBox()
    fireEvent.focus(input())
    expect(screen.getByText('No recent searches')).toBeTruthy()
  })

  it('moves with the arrows (aria-activedescendant), Enter searches, Escape closes', () => {
    const view = renderBox({ terms: ['fps', 'kim'] })
    fireEvent.focus(input())
    fireEvent.keyDown(input(), { key: 'ArrowDown' })
    fireEvent.keyDown(input(), { key: 'ArrowDown' })
    const active = input().getAttribute('aria-activedescendant')
    expect(active && document.getElementById(active)?.textContent).toBe('kim×')
    expect(screen.getAllByRole('option')[1]?.getAttribute('aria-selected')).toBe('true')
    fireEvent.submit(input())
    expect(view.searched).toEqual(['kim'])
    expect(input().getAttribute('aria-expanded')).toBe('false')
    fireEvent.focus(input())
    fireEvent.keyDown(input(), { key: 'Escape' })
    expect(input().getAttribute('aria-expanded')).toBe('false')
  })

  it('ignores blank terms and does not search the keyword on show again', () => {
    const view = renderBox({ keyword: 'air' })
    fireEvent.change(input(), { target: { value: '   ' } })
    fireEvent.submit(input())
    fireEvent.change(input(), { target: { value: 'air' } })
    fireEvent.submit(input())
    expect(view.searched).toEqual([])
    fireEvent.change(input(), { target: { value: ' wave ' } })
    fireEvent.submit(input())
    expect(view.searched).toEqual(['wave'])
  })

  it('suggests channels as one types, and opens the one chosen', async () => {
    const view = renderBox()
    fireEvent.focus(input())
    fireEvent.change(input(), { target: { value: 'neo' } })
    const option = await screen.findByRole('option', { name: /neo TV/ }, { timeout: 2000 })
    fireEvent.click(option)
    expect(view.channels).toEqual(['neo-tv'])
  })

  it('removes a recent search with Delete, and clears them all', async () => {
    renderBox({ terms: ['fps', 'kim'] })
    fireEvent.focus(input())
    fireEvent.keyDown(input(), { key: 'ArrowDown' })
    fireEvent.keyDown(input(), { key: 'Delete' })
    expect(screen.getAllByRole('option').map((o) => o.textContent)).toEqual(['kim×'])
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Clear all' }))
    })
    await waitFor(() => expect(screen.queryAllByRole('option')).toEqual([]))
  })
})
