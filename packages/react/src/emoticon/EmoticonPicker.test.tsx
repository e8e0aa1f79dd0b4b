import { createQueryClient } from '@airwave/sdk'
import { type ChannelInfo, channelKeys } from '@airwave/sdk/channel'
import type { Viewer } from '@airwave/sdk/community'
import {
  type Emoticon,
  type EmoticonList,
  emoticonKeys,
  type StreamerEmoticons,
  type UserEmoticons,
} from '@airwave/sdk/emoticon'
import { LOCALES } from '@airwave/sdk/i18n'
import type { QueryClient } from '@tanstack/react-query'
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react'
import { StrictMode } from 'react'
import { afterEach, beforeAll, describe, expect, it } from 'vitest'
import { axeViolations } from '../shared/a11y/kit.fixture'
import { createTranslator } from '../shared/i18n/translator'
import { AirwaveProvider } from '../shared/provider/AirwaveProvider'
import type { Theme } from '../shared/provider/airwaveContext'
import { fakeClient, loadEveryLocale } from '../shared/testing.fixture'
import { EmoticonPicker } from './EmoticonPicker'

// The non-English words load as in an app before it renders in that language.
beforeAll(loadEveryLocale)

afterEach(cleanup)

const member: Viewer = { status: 'member', channelId: 'mina', nickname: 'Mina' }
const emoticon = (key: string): Emoticon => ({
  emoticonKeyword: key,
  emoticonImgUrl: `https://cdn.example.com/${key}.png`,
})
const basic = Array.from({ length: 16 }, (_, i) => emoticon(`e${i}`))
const list: EmoticonList = { basic: { name: { 'en-US': 'Basic' }, emoticons: basic } }
const kimEmoticons: StreamerEmoticons = {
  channelId: 'kim',
  nickName: 'Kim',
  emoticons: [emoticon('kimHi'), emoticon('kimLove')],
}

// A monetized channel the member does not subscribe to: its subscriber list is fetched.
const kimInfo: ChannelInfo = {
  channelId: 'kim',
  nickname: 'Kim',
  isMonetize: true,
  myChannelRelatedInfo: { isSubscriber: false },
}
const channel = (info: ChannelInfo = kimInfo) => ({
  getChannelInfo: async () => ({ streamerChannelInfo: info }),
})

interface Setup {
  user?: UserEmoticons
  info?: ChannelInfo
  viewer?: Viewer
  listChannelEmoticons?: () => Promise<StreamerEmoticons>
  queryClient?: QueryClient
  theme?: Theme
  onPick?: (emoticon: Emoticon) => void
  onSubscribe?: (channelId: string) => void
}

function renderPicker({
  user,
  info,
  viewer = member,
  listChannelEmoticons = async () => kimEmoticons,
  theme,
  onPick = () => {},
  onSubscribe,
  queryClient,
}: Setup = {}) {
  const client = fakeClient({
    emoticon: {
      listEmoticons: async () => list,
      listChannelEmoticons,
      getUserEmoticons: async () => user ?? { emoticonKeys: [], subStreamerEmoticonList: [] },
    },
    channel: channel(info),
  })
  return render(
    <StrictMode>
      <AirwaveProvider
        client={client}
        theme={theme}
        queryClient={queryClient}
        onLoginRequired={() => {}}
      >
        <EmoticonPicker channelId="kim" viewer={viewer} onPick={onPick} onSubscribe={onSubscribe} />
      </AirwaveProvider>
    </StrictMode>,
  )
}

const trigger = () => screen.getByRole('button', { name: 'Emoticons' })
const openTab = async (name: string) => {
  fireEvent.click(trigger())
  fireEvent.click(await screen.findByRole('tab', { name }))
}

describe('EmoticonPicker', () => {
  // The recent list is one per page (module state), so this file's first test sees it empty.
  it('opens on the recent tab, empty at first, and moves between tabs with the arrows', async () => {
    renderPicker()
    fireEvent.click(trigger())
    const recent = await screen.findByRole('tab', { name: 'Recent' })
    expect(trigger().getAttribute('aria-expanded')).toBe('true')
    expect(recent.getAttribute('aria-selected')).toBe('true')
    await waitFor(() => expect(document.activeElement).toBe(recent))
    expect(screen.getByText('No emoticons used yet')).toBeTruthy()
    fireEvent.keyDown(recent, { key: 'ArrowRight' })
    const subscribe = screen.getByRole('tab', { name: 'Subscriber' })
    expect(subscribe.getAttribute('aria-selected')).toBe('true')
    expect(document.activeElement).toBe(subscribe)
    fireEvent.keyDown(subscribe, { key: 'ArrowLeft' })
    fireEvent.keyDown(screen.getByRole('tab', { name: 'Recent' }), { key: 'ArrowLeft' })
    expect(screen.getByRole('tab', { name: 'Others' }).getAttribute('aria-selected')).toBe('true')
  })

  it('lays the others tab out 7 to a row and moves with the arrow keys', async () => {
    renderPicker()
    await openTab('Others')
    const grid = await screen.findByRole('grid', { name: 'Others' })
    const rows = within(grid).getAllByRole('row')
    expect(rows.map((row) => within(row).getAllByRole('button').length)).toEqual([7, 7, 2])
    const first = within(grid).getByRole('button', { name: 'e0' })
    expect(first.tabIndex).toBe(0)
    first.focus()
    fireEvent.keyDown(first, { key: 'ArrowDown' })
    await waitFor(() => expect(document.activeElement?.getAttribute('aria-label')).toBe('e7'))
    fireEvent.keyDown(document.activeElement as HTMLElement, { key: 'ArrowRight' })
    await waitFor(() => expect(document.activeElement?.getAttribute('aria-label')).toBe('e8'))
    fireEvent.keyDown(document.activeElement as HTMLElement, { key: 'End' })
    await waitFor(() => expect(document.activeElement?.getAttribute('aria-label')).toBe('e13'))
    fireEvent.keyDown(document.activeElement as HTMLElement, { key: 'ArrowDown' })
    // Below e13 there is nothing: focus stays.
    expect(document.activeElement?.getAttribute('aria-label')).toBe('e13')
    expect(within(grid).getByRole('button', { name: 'e13' }).tabIndex).toBe(0)
    expect(first.tabIndex).toBe(-1)
  })

  it('uses 6 columns at the 577 px breakpoint', async () => {
    const original = window.matchMedia
    window.matchMedia = ((query: string) => ({
      matches: query === '(max-width: 577px)',
      media: query,
      addEventListener: () => {},
      removeEventListener: () => {},
    })) as unknown as typeof window.matchMedia
    try {
      renderPicker()
      await openTab('Others')
      const grid = await screen.findByRole('grid', { name: 'Others' })
      await waitFor(() =>
        expect(
          within(grid)
            .getAllByRole('row')
            .map((row) => within(row).getAllByRole('button').length),
        ).toEqual([6, 6, 4]),
      )
    } finally {
      window.matchMedia = original
    }
  })

  it('picks with Enter, closes, returns focus to the button and lists it as recent', async () => {
    const picked: string[] = []
    renderPicker({ onPick: (e) => picked.push(e.emoticonKeyword) })
    await openTab('Others')
    const wave = await screen.findByRole('button', { name: 'e3' })
    wave.focus()
    fireEvent.keyDown(wave, { key: 'Enter' })
    expect(picked).toEqual(['e3'])
    expect(screen.queryByRole('dialog')).toBeNull()
    expect(document.activeElement).toBe(trigger())
    // The picker reopens on the tab it was left on.
    await openTab('Recent')
    const grid = await screen.findByRole('grid', { name: 'Recent' })
    expect(
      within(grid)
        .getAllByRole('button')
        .map((b) => b.getAttribute('aria-label')),
    ).toEqual(['e3'])
  })

  it('closes with Escape and returns focus to the button', async () => {
    renderPicker()
    fireEvent.click(trigger())
    const tab = await screen.findByRole('tab', { name: 'Recent' })
    fireEvent.keyDown(tab, { key: 'Escape' })
    expect(screen.queryByRole('tablist')).toBeNull()
    expect(trigger().getAttribute('aria-expanded')).toBe('false')
    expect(document.activeElement).toBe(trigger())
  })

  it('opens the subscribe guide for a locked subscriber emoticon instead of picking it', async () => {
    const picked: string[] = []
    const subscribed: string[] = []
    renderPicker({
      onPick: (e) => picked.push(e.emoticonKeyword),
      onSubscribe: (channelId) => subscribed.push(channelId),
    })
    await openTab('Subscriber')
    const locked = await screen.findByRole('button', { name: 'kimHi, locked' })
    expect(locked.dataset.state).toBe('locked')
    fireEvent.click(locked)
    const guide = await screen.findByRole('dialog', { name: 'Subscriber emoticon' })
    expect(guide.textContent).toContain('Subscribe to Kim to use this emoticon.')
    expect(await axeViolations(document.body)).toEqual([])
    fireEvent.click(within(guide).getByRole('button', { name: 'Subscribe' }))
    expect(subscribed).toEqual(['kim'])
    expect(picked).toEqual([])
  })

  it('picks a subscriber emoticon once the member subscribes to the streamer', async () => {
    const picked: string[] = []
    renderPicker({
      onPick: (e) => picked.push(e.emoticonKeyword),
      user: { emoticonKeys: [], subStreamerEmoticonList: [kimEmoticons] },
    })
    await openTab('Subscriber')
    await waitFor(() =>
      expect(screen.getByRole('button', { name: 'kimLove' }).dataset.state).toBe('unlocked'),
    )
    fireEvent.click(screen.getByRole('button', { name: 'kimLove' }))
    expect(picked).toEqual(['kimLove'])
  })

  it('fetches the subscriber list only for a non-subscriber of a monetized channel, once', async () => {
    const cases: { name: string; info: ChannelInfo; viewer?: Viewer; calls: number }[] = [
      { name: 'not monetized', info: { ...kimInfo, isMonetize: false }, calls: 0 },
      {
        name: 'subscribed',
        info: { ...kimInfo, myChannelRelatedInfo: { isSubscriber: true } },
        calls: 0,
      },
      {
        name: 'own channel',
        info: kimInfo,
        viewer: { status: 'member', channelId: 'kim', nickname: 'Kim' },
        calls: 0,
      },
      { name: 'monetized, not subscribed, failing', info: kimInfo, calls: 1 },
    ]
    for (const { name, info, viewer, calls } of cases) {
      let made = 0
      const queryClient = createQueryClient()
      renderPicker({
        queryClient,
        info,
        viewer,
        listChannelEmoticons: async () => {
          made++
          throw new Error('unavailable')
        },
      })
      await openTab('Subscriber')
      const query = () => queryClient.getQueryState(emoticonKeys.channel('kim'))
      // Once the channel info is in, the list's query is settled: never started, or failed.
      await waitFor(() =>
        expect(queryClient.getQueryData([...channelKeys.all, 'info', 'kim'])).toBeTruthy(),
      )
      await waitFor(() => expect(query()?.status, name).toBe(calls === 0 ? 'pending' : 'error'))
      expect(query()?.fetchStatus, name).toBe('idle')
      expect(made, name).toBe(calls)
      cleanup()
    }
  })

  for (const theme of ['light', 'dark'] as const) {
    it(`passes axe closed, on each tab (${theme})`, async () => {
      const { container } = renderPicker({ theme })
      expect(await axeViolations(container)).toEqual([])
      for (const name of ['Recent', 'Subscriber', 'Others']) {
        if (name === 'Recent') fireEvent.click(trigger())
        fireEvent.click(await screen.findByRole('tab', { name }))
        await waitFor(() => expect(screen.getByRole('tabpanel')).toBeTruthy())
        expect(await axeViolations(container)).toEqual([])
      }
    })
  }
})

describe.each(LOCALES)('EmoticonPicker in %s', (locale) => {
  it('speaks the locale', async () => {
    const t = createTranslator(locale)
    const client = fakeClient({
      emoticon: {
        listEmoticons: async () => list,
        listChannelEmoticons: async () => kimEmoticons,
        getUserEmoticons: async () => ({ emoticonKeys: [], subStreamerEmoticonList: [] }),
      },
      channel: channel(),
    })
    render(
      <StrictMode>
        <AirwaveProvider client={client} locale={locale} onLoginRequired={() => {}}>
          <EmoticonPicker channelId="kim" viewer={member} onPick={() => {}} />
        </AirwaveProvider>
      </StrictMode>,
    )
    fireEvent.click(screen.getByRole('button', { name: t('emoticons') }))
    for (const key of ['emoticonTabRecent', 'emoticonTabOthers'] as const) {
      expect(await screen.findByRole('tab', { name: t(key) })).toBeTruthy()
    }
    fireEvent.click(screen.getByRole('tab', { name: t('emoticonTabSubscribe') }))
    expect(
      await screen.findByRole('button', { name: `kimHi, ${t('emoticonLocked')}` }),
    ).toBeTruthy()
  })
})
