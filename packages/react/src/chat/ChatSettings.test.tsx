import { ApiError, type Viewer } from '@airwave/sdk'
import { type BanWord, CHAT_LEVEL, type ChatMe, type StreamerChatInfo } from '@airwave/sdk/chat'
import { chatSettingsCatalogue } from '@airwave/sdk/i18n'
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react'
import { StrictMode } from 'react'
import { afterEach, beforeAll, describe, expect, it } from 'vitest'
import { axeViolations } from '../shared/a11y/kit.fixture'
import { AirwaveProvider } from '../shared/provider/AirwaveProvider'
import type { Theme } from '../shared/provider/airwaveContext'
import { fakeClient } from '../shared/testing.fixture'
import { ChatSettings } from './ChatSettings'
import { chatSettingsText } from './chatText'

beforeAll(() => chatSettingsCatalogue.load('ja-JP'))
afterEach(cleanup)

const t = chatSettingsText('en-US')
const streamer: Viewer = { status: 'member', channelId: 'airwave', nickname: 'Airwave' }
const meOf = (level: number, canSwitchIce = true): ChatMe => ({
  level,
  nicknameColor: 'streamer',
  chatBlocked: false,
  canModerate: (level & (CHAT_LEVEL.streamer | CHAT_LEVEL.manager)) !== 0,
  canSwitchIce,
  isSubscriber: true,
})

interface Setup {
  viewer?: Viewer
  me?: ChatMe
  info?: StreamerChatInfo
  words?: string[]
  updateChatInfo?: (patch: Partial<StreamerChatInfo>) => Promise<StreamerChatInfo>
  theme?: Theme
  locale?: string
}

function renderSettings(setup: Setup = {}) {
  let saved: StreamerChatInfo = setup.info ?? {
    chatNotice: 'Be kind',
    isChatNotice: true,
    chatRule: '',
    isChatRule: false,
    isChatIce: false,
    iceChatLevel: 1,
    isPermitManagerChatIceMode: false,
    isPermitUrlChat: true,
    slowModeSeconds: 0,
  }
  const patches: Partial<StreamerChatInfo>[] = []
  let words: BanWord[] = (setup.words ?? ['spam']).map((word, index) => ({
    banWordIdx: index + 1,
    word,
  }))
  let next = words.length + 1
  const client = fakeClient({
    chat: {
      getChatInfo: async () => saved,
      getChatMe: async () => setup.me ?? meOf(CHAT_LEVEL.streamer),
      updateChatInfo: async (_channelId, patch = {}) => {
        patches.push(patch)
        saved = setup.updateChatInfo ? await setup.updateChatInfo(patch) : { ...saved, ...patch }
        return saved
      },
      listBanWords: async (_channelId, query) => {
        const page = query?.page ?? 1
        const limit = query?.limit ?? 200
        return {
          banWordList: words.slice((page - 1) * limit, page * limit),
          totalCnt: words.length,
          currentPage: page,
          limit,
        }
      },
      addBanWord: async (_channelId, body) => {
        if (words.some((w) => w.word.toLowerCase() === body?.word.toLowerCase())) {
          throw new ApiError(409, 'CONFLICT', 'This word is banned already')
        }
        const added = { banWordIdx: next++, word: body?.word ?? '' }
        words = [...words, added]
        return added
      },
      removeBanWord: async (_channelId, banWordIdx) => {
        words = words.filter((w) => w.banWordIdx !== Number(banWordIdx))
      },
    },
  })
  const view = render(
    <StrictMode>
      <AirwaveProvider
        client={client}
        theme={setup.theme}
        locale={setup.locale}
        onLoginRequired={() => {}}
      >
        <ChatSettings channelId="airwave" viewer={setup.viewer ?? streamer} />
      </AirwaveProvider>
    </StrictMode>,
  )
  return { ...view, patches, words: () => words }
}

const field = (name: string) => screen.getByLabelText(name) as HTMLInputElement
const saveButton = () => screen.getByRole('button', { name: t('save') }) as HTMLButtonElement

describe('ChatSettings', () => {
  it('saves only what changed, and says so', async () => {
    const { patches, container } = renderSettings()
    await screen.findByRole('heading', { name: t('settingsTitle') })
    const notice = (await screen.findByLabelText(t('noticeLabel'))) as HTMLTextAreaElement
    expect(notice.value).toBe('Be kind')
    expect(saveButton().disabled).toBe(true)
    expect(screen.getByText(t('unchanged'))).toBeTruthy()
    fireEvent.click(screen.getByLabelText(t('iceOn')))
    fireEvent.click(screen.getByLabelText(t('iceLevelManagers')))
    fireEvent.change(field(t('slowModeLabel')), { target: { value: '30' } })
    fireEvent.click(saveButton())
    expect((await screen.findByText(t('saved'))).getAttribute('role')).toBe('status')
    expect(patches).toEqual([{ isChatIce: true, iceChatLevel: 2, slowModeSeconds: 30 }])
    expect(container.querySelector('form')?.dataset.state).toBe('unchanged')
  })

  it('checks slow mode and the texts before saving', async () => {
    renderSettings()
    const slow = await screen.findByLabelText(t('slowModeLabel'))
    fireEvent.change(slow, { target: { value: '2.5' } })
    expect(screen.getByText(t('slowModeInvalid', { max: 300 }))).toBeTruthy()
    expect(slow.getAttribute('aria-invalid')).toBe('true')
    expect(saveButton().disabled).toBe(true)
    fireEvent.change(slow, { target: { value: '301' } })
    expect(saveButton().disabled).toBe(true)
    fireEvent.change(slow, { target: { value: '300' } })
    expect(saveButton().disabled).toBe(false)
    fireEvent.change(field(t('rulesLabel')), { target: { value: 'x'.repeat(1001) } })
    expect(screen.getByText(t('textTooLongField', { max: 1000 }))).toBeTruthy()
    expect(screen.getByText('1,001 of 1,000 characters')).toBeTruthy()
    expect(saveButton().disabled).toBe(true)
  })

  it('says why a save was refused and keeps the form', async () => {
    renderSettings({
      updateChatInfo: async () => {
        throw new ApiError(403, 'FORBIDDEN', 'Only the streamer changes these permissions')
      },
    })
    fireEvent.click(await screen.findByLabelText(t('permitUrlChat')))
    fireEvent.click(saveButton())
    expect((await screen.findByRole('alert')).textContent).toBe(
      t('saveFailed', { message: 'Only the streamer changes these permissions' }),
    )
    expect((screen.getByLabelText(t('permitUrlChat')) as HTMLInputElement).checked).toBe(false)
  })

  it('gives a manager what the server lets them change', async () => {
    renderSettings({
      me: meOf(CHAT_LEVEL.manager, false),
      viewer: { status: 'member', channelId: 'viewer2' },
    })
    await screen.findByText(t('iceNotPermitted'))
    // Off through their fieldsets.
    expect(screen.getByLabelText(t('iceOn')).matches(':disabled')).toBe(true)
    expect(screen.getByLabelText(t('permitUrlChat')).matches(':disabled')).toBe(true)
    expect(screen.getByText(t('streamerOnly'))).toBeTruthy()
    expect(screen.getByLabelText(t('noticeLabel')).matches(':disabled')).toBe(false)
  })

  it('turns away viewers who do not moderate, and guests', async () => {
    const { container } = renderSettings({
      me: meOf(CHAT_LEVEL.active),
      viewer: { status: 'member', channelId: 'viewer3' },
    })
    await screen.findByText(t('notModerator'))
    expect(container.querySelector('section')?.dataset.state).toBe('denied')
    expect(screen.queryByRole('textbox')).toBeNull()
    cleanup()
    renderSettings({ viewer: { status: 'anonymous' } })
    expect(await screen.findByText(t('notModerator'))).toBeTruthy()
  })

  it('adds, refuses and removes ban words', async () => {
    const { words } = renderSettings({ words: ['spam'] })
    const list = await screen.findByRole('region', { name: t('banWords') })
    await within(list).findByText('spam')
    expect(within(list).getByText(t('banWordsCount', { count: 1 }), { exact: false })).toBeTruthy()
    const input = within(list).getByLabelText(t('newBanWord'))
    const add = within(list).getByRole('button', { name: t('addBanWord') })
    fireEvent.click(add)
    expect(within(list).getByRole('alert').textContent).toBe(t('banWordBlank'))
    fireEvent.change(input, { target: { value: ' SPAM ' } })
    expect(within(list).getByRole('alert').textContent).toBe(t('banWordDuplicate'))
    fireEvent.change(input, { target: { value: 'x'.repeat(51) } })
    expect(within(list).getByRole('alert').textContent).toBe(t('banWordTooLong', { max: 50 }))
    fireEvent.change(input, { target: { value: ' scam ' } })
    fireEvent.click(add)
    await within(list).findByText('scam')
    expect(words().map((w) => w.word)).toEqual(['spam', 'scam'])
    expect(within(list).getByText(t('banWordAdded', { word: 'scam' }))).toBeTruthy()
    expect((input as HTMLInputElement).value).toBe('')
    fireEvent.click(
      within(list).getByRole('button', { name: t('removeBanWord', { word: 'spam' }) }),
    )
    await waitFor(() => expect(within(list).queryByText('spam')).toBeNull())
    expect(words().map((w) => w.word)).toEqual(['scam'])
  })

  it('says the server’s duplicate refusal, and pages 200 words at a time', async () => {
    const many = Array.from({ length: 250 }, (_, i) => `word${i}`)
    renderSettings({ words: many })
    const list = await screen.findByRole('region', { name: t('banWords') })
    await within(list).findByText('word0')
    expect(within(list).getAllByRole('listitem')).toHaveLength(200)
    expect(within(list).getByText(t('pageOf', { page: 1, pages: 2 }))).toBeTruthy()
    fireEvent.click(within(list).getByRole('button', { name: t('nextPage') }))
    await within(list).findByText('word249')
    expect(within(list).getAllByRole('listitem')).toHaveLength(50)
    // On this page word0 is not listed: the server refuses it (409).
    fireEvent.change(within(list).getByLabelText(t('newBanWord')), { target: { value: 'word0' } })
    fireEvent.click(within(list).getByRole('button', { name: t('addBanWord') }))
    await waitFor(() =>
      expect(within(list).getByRole('alert').textContent).toBe(t('banWordDuplicate')),
    )
  })

  it.each(['light', 'dark'] as const)('has no axe violations in the %s theme', async (theme) => {
    const { container } = renderSettings({ theme, me: meOf(CHAT_LEVEL.manager, false) })
    await screen.findByText('spam')
    expect(await axeViolations(container)).toEqual([])
  })

  it('speaks the provider’s language', async () => {
    const ja = chatSettingsText('ja-JP')
    renderSettings({ locale: 'ja-JP' })
    expect(await screen.findByRole('heading', { name: ja('settingsTitle') })).toBeTruthy()
    expect(await screen.findByLabelText(ja('slowModeLabel'))).toBeTruthy()
  })
})
