import {
  ApiError,
  createToastQueue,
  type KitError,
  type ToastQueue,
  type Viewer,
} from '@airwave/sdk'
import {
  CHAT_LEVEL,
  CHAT_LINES_PER_FRAME,
  CHAT_MAX_LENGTH,
  CHAT_MOST_WAITING,
  type ChatMe,
  type ChatMessage,
  type StreamerChatInfo,
} from '@airwave/sdk/chat'
import type { EmoticonList } from '@airwave/sdk/emoticon'
import { chatCatalogue } from '@airwave/sdk/i18n'
import type { Realtime } from '@airwave/sdk/realtime'
import { act, cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react'
import { Profiler, StrictMode } from 'react'
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest'
import { type FakeSocket, fakeRealtime, fakeSocket } from '../realtime/fakeSocket.fixture'
import { axeViolations } from '../shared/a11y/kit.fixture'
import { AirwaveProvider } from '../shared/provider/AirwaveProvider'
import type { Theme } from '../shared/provider/airwaveContext'
import { acceptLoginPrompt, fakeClient, loadEveryLocale } from '../shared/testing.fixture'
import { Chat, type ChatProps } from './Chat'
import { chatText } from './chatText'

beforeAll(async () => {
  await loadEveryLocale()
  await chatCatalogue.load('ko-KR')
})

const started: Realtime[] = []
afterEach(() => {
  cleanup()
  for (const realtime of started.splice(0)) realtime.stop()
})

const t = chatText('en-US')
const member: Viewer = { status: 'member', channelId: 'mina', nickname: 'Mina' }
const said = (
  logIdentity: string,
  viewerId = 'ari',
  extra: Partial<ChatMessage> = {},
): ChatMessage => ({
  type: 'CHAT_MESSAGE',
  logIdentity,
  channelId: 'airwave',
  viewerInfo: { viewerId, level: 0, chatNickname: viewerId },
  nicknameColor: 'teal',
  message: `text ${logIdentity}`,
  ...extra,
})
const meOf = (extra: Partial<ChatMe> = {}): ChatMe => ({
  level: CHAT_LEVEL.active,
  nicknameColor: 'teal',
  chatBlocked: false,
  canModerate: false,
  canSwitchIce: false,
  isSubscriber: false,
  ...extra,
})
const emoticons: EmoticonList = {
  basic: {
    name: { 'en-US': 'Basic' },
    emoticons: [{ emoticonKeyword: 'wave', emoticonImgUrl: 'https://cdn.example.com/wave.png' }],
  },
}

interface Setup {
  viewer?: Viewer
  me?: ChatMe
  info?: StreamerChatInfo
  history?: ChatMessage[]
  blocked?: string[]
  blockedIds?: readonly string[]
  theme?: Theme
  locale?: string
  toastQueue?: ToastQueue
  onLoginRequired?: () => void
  onRender?: () => void
  onError?: ChatProps['onError']
  onEvent?: ChatProps['onEvent']
  /** What hiding a message fails with, when it does. */
  blindFails?: Error
  participantsHead?: ChatProps['participantsHead']
}

function renderChat(setup: Setup = {}) {
  const socket = fakeSocket()
  const calls: string[] = []
  socket.answer = (name, payload) => {
    if (name === 'ENTER_CHANNEL') {
      // As the server: a socket entering the room gets its latest entries.
      queueMicrotask(() =>
        socket.push('CHAT_HISTORY', { channelId: 'airwave', messages: setup.history ?? [] }),
      )
    }
    if (name === 'SEND_CHAT') {
      const { message } = payload as { message: string }
      return { ok: true, entry: said(`sent-${message}`, 'mina', { message }) }
    }
    return { ok: true }
  }
  const client = fakeClient({
    chat: {
      getChatInfo: async () => setup.info ?? {},
      getChatMe: async () => setup.me ?? meOf(),
      deleteMessage: async (_channelId, logIdentity) => {
        calls.push(`delete:${logIdentity}`)
      },
      blindMessage: async (_channelId, logIdentity) => {
        calls.push(`blind:${logIdentity}`)
        if (setup.blindFails) throw setup.blindFails
      },
      chatAction: async (_channelId, body) => {
        const minutes = body.minutes === undefined ? '' : `:${body.minutes}min`
        calls.push(`action:${body.targetChannelId}:${body.action}${minutes}`)
      },
      reportMessage: async (_channelId, logIdentity, body) => {
        calls.push(`report:${logIdentity}:${body.reportReason}`)
      },
      setNicknameColor: async (body) => {
        calls.push(`color:${body.color}`)
      },
    },
    channel: {
      getChannelInfo: async () => ({
        streamerChannelInfo: { channelId: 'airwave', nickname: 'Airwave' },
      }),
      listBlocked: async () => ({
        items: (setup.blocked ?? []).map((channelId) => ({ channelId })),
        total: setup.blocked?.length ?? 0,
      }),
    },
    emoticon: {
      listEmoticons: async () => emoticons,
      getUserEmoticons: async () => ({ emoticonKeys: [], subStreamerEmoticonList: [] }),
    },
  })
  const realtime = fakeRealtime(socket, { quiet: true })
  started.push(realtime)
  const toastQueue = setup.toastQueue ?? createToastQueue()
  const view = render(
    <StrictMode>
      <AirwaveProvider
        client={client}
        realtime={realtime}
        toastQueue={toastQueue}
        theme={setup.theme}
        locale={setup.locale}
        onLoginRequired={setup.onLoginRequired ?? (() => {})}
      >
        <Profiler id="chat" onRender={() => setup.onRender?.()}>
          <Chat
            channelId="airwave"
            viewer={setup.viewer ?? member}
            blockedIds={setup.blockedIds}
            onError={setup.onError}
            onEvent={setup.onEvent}
            participantsHead={setup.participantsHead}
          />
        </Profiler>
      </AirwaveProvider>
    </StrictMode>,
  )
  return { ...view, socket, calls, realtime, toastQueue }
}

const box = () => screen.getByRole('textbox', { name: t('messageLabel') }) as HTMLTextAreaElement
const sendButton = () => screen.getByRole('button', { name: t('send') }) as HTMLButtonElement
const entryOf = (text: string) => screen.getByText(text).closest('li') as HTMLElement
const sentChats = (socket: FakeSocket) => socket.sent.filter((sent) => sent.name === 'SEND_CHAT')

async function entered(socket: FakeSocket) {
  await waitFor(() =>
    expect(socket.sent).toContainEqual({
      name: 'ENTER_CHANNEL',
      payload: { channelId: 'airwave' },
    }),
  )
}

async function type(text: string) {
  fireEvent.change(box(), { target: { value: text } })
  await waitFor(() => expect(box().value).toBe(text))
}

describe('Chat: the messages', () => {
  it('shows the history with badges, nickname colours and the kit’s rich text', async () => {
    const history = [
      said('s1', 'airwave', {
        viewerInfo: { viewerId: 'airwave', level: CHAT_LEVEL.streamer, chatNickname: 'Airwave' },
        nicknameColor: 'streamer',
        message: 'Welcome!',
      }),
      said('m1', 'joon', {
        viewerInfo: {
          viewerId: 'joon',
          level: CHAT_LEVEL.manager | CHAT_LEVEL.subscriber,
          chatNickname: 'Joon',
        },
        nicknameColor: 'manager',
        message: 'hi @mina {:wave:} see https://airwave.test/x',
      }),
      said('c1', 'ploy', { nicknameColor: 'coral', message: 'plain words' }),
    ]
    const { socket } = renderChat({ history })
    await entered(socket)
    const welcome = await screen.findByText('Welcome!')
    const streamerLine = welcome.closest('li') as HTMLElement
    expect(streamerLine.dataset.role).toBe('streamer')
    expect(within(streamerLine).getByRole('img', { name: t('badgeStreamer') })).toBeTruthy()
    expect(within(streamerLine).getByText('Airwave').dataset.color).toBe('streamer')

    const joon = screen.getByText('Joon').closest('li') as HTMLElement
    expect(
      within(joon)
        .getAllByRole('img')
        .map((img) => img.getAttribute('aria-label') ?? img.getAttribute('alt')),
    ).toEqual([t('badgeManager'), t('badgeSubscriber'), 'wave'])
    const link = within(joon).getByRole('link', { name: 'https://airwave.test/x' })
    expect(link.getAttribute('href')).toBe('https://airwave.test/x')
    expect(link.getAttribute('target')).toBe('_blank')
    expect(link.getAttribute('rel')).toContain('noopener')
    expect(within(joon).getByText('@mina').className).toBe('aw-rt-mention')
    // The emoticon shows once the channel's emoticons are known.
    await waitFor(() =>
      expect(within(joon).getByRole('img', { name: 'wave' }).getAttribute('src')).toBe(
        'https://cdn.example.com/wave.png',
      ),
    )
    expect(screen.getByText('ploy').dataset.color).toBe('coral')
  })

  it('never lets message text reach the page as HTML', async () => {
    const history = [
      said('x1', 'troll', { message: '<img src=x onerror="globalThis.pwned=1"><b>bold</b>' }),
      said('x2', 'troll', { message: 'javascript:alert(1) data:text/html,hi' }),
    ]
    const { socket, container } = renderChat({ history })
    await entered(socket)
    await screen.findByText('<img src=x onerror="globalThis.pwned=1"><b>bold</b>')
    expect(container.querySelector('img[src="x"]')).toBeNull()
    expect(container.querySelector('b')).toBeNull()
    expect(within(entryOf('javascript:alert(1) data:text/html,hi')).queryByRole('link')).toBeNull()
    expect((globalThis as { pwned?: number }).pwned).toBeUndefined()
  })

  it('shows blinded, refused and the platform’s lines for what they are', async () => {
    const history = [
      said('b1', 'troll', { message: 'something rude', blinded: true }),
      said('in1', 'haru', { type: 'CHANNEL_IN', message: undefined }),
      said('g1', 'lin', { type: 'GEMS', gem: 12_500, message: 'for the stream' }),
      said('sub1', 'lin', { type: 'SUBSCRIBE', message: undefined }),
      said('sub2', 'haru', { type: 'SUBSCRIBE', message: undefined, subscribeMonth: 3 }),
      said('gift1', 'haru', { type: 'GIFT_SUB', message: undefined, giftCount: 5 }),
    ]
    const { socket } = renderChat({ history })
    await entered(socket)
    // The history comes into view a few lines a frame (the SDK's chat pace).
    await screen.findByText('haru gifted 5 subscriptions')
    const hidden = (await screen.findByText(t('blinded'))).closest('li') as HTMLElement
    expect(hidden.dataset.state).toBe('blinded')
    expect(screen.queryByText('something rude')).toBeNull()
    expect(screen.getByText(t('channelIn', { name: 'haru' }))).toBeTruthy()
    // A cheer says its amount, in full.
    const cheer = screen.getByText('lin sent 12,500 gems').closest('li') as HTMLElement
    expect(cheer.dataset).toMatchObject({ type: 'GEMS', gem: '12500' })
    expect(within(cheer).getByText('for the stream')).toBeTruthy()
    expect(screen.getByText(t('subscribed', { name: 'lin' }))).toBeTruthy()
    // A subscription says its months, a gift its count.
    expect(screen.getByText('haru subscribed · 3 months')).toBeTruthy()
    expect(screen.getByText('haru gifted 5 subscriptions')).toBeTruthy()
    // A moderator blinds a message that is on screen: it turns to the placeholder.
    act(() => socket.push('CHAT_BLIND', { channelId: 'airwave', logIdentity: 'g1' }))
    await waitFor(() => expect(screen.queryByText('for the stream')).toBeNull())
    // The sender alone gets their refused message back.
    act(() =>
      socket.push('CHAT_MESSAGE', {
        type: 'RESULT_FORBIDDEN_WORDS',
        logIdentity: 'f1',
        channelId: 'airwave',
        message: 'buy cheap gems',
      }),
    )
    const refused = (await screen.findByText('buy cheap gems')).closest('li') as HTMLElement
    expect(refused.dataset.state).toBe('refused')
    expect(within(refused).getByText(t('forbiddenWords'))).toBeTruthy()
  })

  it('renders 1,000 messages a second in a few flushes, the newest screenful on the page', async () => {
    let commits = 0
    const { socket } = renderChat({ onRender: () => commits++ })
    await entered(socket)
    await screen.findByText(t('emptyChat'))
    commits = 0
    act(() => {
      for (let n = 0; n < 1000; n++) socket.push('CHAT_MESSAGE', said(`burst${n}`, `v${n % 50}`))
    })
    await screen.findByText('text burst999')
    // The room keeps the latest 200 (its own tests); while following, the newest of them come
    // into view a few a frame, those past the most waiting passed over.
    const lines = screen.getAllByRole('listitem')
    expect(lines).toHaveLength(CHAT_MOST_WAITING)
    expect(lines[0]?.textContent).toContain(`text burst${1000 - CHAT_MOST_WAITING}`)
    expect(lines.at(-1)?.textContent).toContain('text burst999')
    // One flush in the 100-250 ms window, two if the machine was slow, then a commit a frame;
    // StrictMode renders twice.
    expect(commits).toBeGreaterThan(0)
    expect(commits).toBeLessThanOrEqual(2 * (2 + CHAT_MOST_WAITING / CHAT_LINES_PER_FRAME))
  })

  it('leaves out the messages of members the viewer blocked', async () => {
    const history = [
      said('t1', 'troll', { message: 'FREE GEMS' }),
      said('a1', 'ari', { message: 'hello all' }),
    ]
    const { socket } = renderChat({ history, blocked: ['troll'] })
    await entered(socket)
    await screen.findByText('hello all')
    act(() => socket.push('CHAT_MESSAGE', said('t2', 'troll', { message: 'MORE FREE GEMS' })))
    act(() => socket.push('CHAT_MESSAGE', said('a2', 'ari', { message: 'after' })))
    await screen.findByText('after')
    expect(screen.queryByText('FREE GEMS')).toBeNull()
    expect(screen.queryByText('MORE FREE GEMS')).toBeNull()
  })
})

describe('Chat: the input', () => {
  it('sends on Enter, keeps Shift+Enter for a new line, ignores blank text and clears once sent', async () => {
    const { socket } = renderChat()
    await entered(socket)
    await type('   ')
    fireEvent.keyDown(box(), { key: 'Enter' })
    expect(sendButton().disabled).toBe(true)
    await type('first line')
    fireEvent.keyDown(box(), { key: 'Enter', shiftKey: true })
    expect(sentChats(socket)).toEqual([])
    fireEvent.keyDown(box(), { key: 'Enter' })
    await screen.findByText('first line')
    expect(sentChats(socket)).toEqual([
      { name: 'SEND_CHAT', payload: { channelId: 'airwave', message: 'first line' } },
    ])
    await waitFor(() => expect(box().value).toBe(''))
  })

  it.each([['CHT10001'], ['CHT10002'], ['CHT10004'], ['CHT10005'], ['CHT10006']] as const)(
    'says a %s refusal in words and keeps the text',
    async (code) => {
      const { socket } = renderChat()
      await entered(socket)
      const answer = socket.answer
      socket.answer = (name, payload) =>
        name === 'SEND_CHAT' ? { ok: false, code, message: 'refused' } : answer(name, payload)
      await type('hello there')
      fireEvent.click(sendButton())
      expect((await screen.findByRole('alert')).textContent).toBe(t(code))
      expect(box().value).toBe('hello there')
      // Editing the text takes the old reason away.
      await type('hello again')
      expect(screen.queryByRole('alert')).toBeNull()
    },
  )

  it('says a timeout with the time left, counting down', async () => {
    const { socket } = renderChat()
    await entered(socket)
    const answer = socket.answer
    socket.answer = (name, payload) =>
      name === 'SEND_CHAT'
        ? { ok: false, code: 'CHT10007', message: 'timed out', retryAfterSeconds: 545 }
        : answer(name, payload)
    await type('let me talk')
    fireEvent.click(sendButton())
    expect((await screen.findByRole('alert')).textContent).toMatch(
      t('CHT10007', { time: '9:0X' }).replace('9:0X.', ''),
    )
    expect(screen.getByRole('alert').textContent).toMatch(/9:0\d/)
  })

  it('bars the input of a member timed out before they type, with the time left', async () => {
    const until = new Date(Date.now() + 60_000).toISOString()
    const { container, socket } = renderChat({
      me: meOf({ chatBlocked: true, chatBlockedUntil: until }),
    })
    await entered(socket)
    const form = container.querySelector('form.aw-chat-input') as HTMLElement
    await waitFor(() => expect(form.dataset.state).toBe('barred'))
    expect(screen.getByRole('alert').textContent).toMatch(/(1:00|0:59|0:58)/)
  })

  it('says a rate limit with the seconds to wait, and keeps the text', async () => {
    const { socket } = renderChat()
    await entered(socket)
    const answer = socket.answer
    socket.answer = (name, payload) =>
      name === 'SEND_CHAT'
        ? { ok: false, code: 'RATE_LIMITED', message: 'slow down', retryAfterSeconds: 30 }
        : answer(name, payload)
    await type('spam spam')
    fireEvent.click(sendButton())
    await waitFor(() =>
      expect(screen.getByRole('alert').textContent).toMatch(
        /^You are sending too fast\. Try again in 30 s\.$/,
      ),
    )
    expect(box().value).toBe('spam spam')
  })

  it('keeps the text when the send fails on the way', async () => {
    const { socket } = renderChat()
    await entered(socket)
    socket.answer = (name) => {
      if (name === 'SEND_CHAT') throw new Error('socket closed')
      return { ok: true }
    }
    await type('lost words')
    fireEvent.click(sendButton())
    expect((await screen.findByRole('alert')).textContent).toBe(t('sendFailed'))
    expect(box().value).toBe('lost words')
  })

  it('takes "not sent" back when the socket reconnects, keeping the text', async () => {
    const errors: KitError[] = []
    const events: string[] = []
    const { socket } = renderChat({
      onError: (error) => errors.push(error),
      onEvent: (report) => events.push(`${report.source}:${report.event.type}`),
    })
    await entered(socket)
    const answer = socket.answer
    socket.answer = (name, payload) => {
      if (name === 'SEND_CHAT') throw new Error('socket closed')
      return answer(name, payload)
    }
    await type('lost words')
    fireEvent.click(sendButton())
    expect((await screen.findByRole('alert')).textContent).toBe(t('sendFailed'))
    socket.answer = answer
    socket.lose()
    await waitFor(() => expect(screen.queryByRole('alert')).toBeNull())
    expect(box().value).toBe('lost words')
    expect(errors).toMatchObject([{ source: 'chat', channelId: 'airwave' }])
    expect(events).toEqual(['chat:failed', 'chat:send-failed', 'chat:send-recovered'])
  })

  it('counts down slow mode after a message, with send off until it ends', async () => {
    const { socket, container } = renderChat({ info: { slowModeSeconds: 2 } })
    await entered(socket)
    await screen.findByText(t('slowMode', { seconds: 2 }))
    await type('one')
    fireEvent.click(sendButton())
    await screen.findByText('one')
    const form = container.querySelector('form.aw-chat-input') as HTMLElement
    await waitFor(() => expect(form.dataset.state).toBe('cooling'))
    expect(screen.getByText(/You can send again in [12] s\./)).toBeTruthy()
    await type('two')
    expect(sendButton().disabled).toBe(true)
    fireEvent.keyDown(box(), { key: 'Enter' })
    expect(sentChats(socket)).toHaveLength(1)
    await waitFor(() => expect(form.dataset.state).toBe('ready'), { timeout: 10_000 })
    expect(sendButton().disabled).toBe(false)
  })

  it('says the server’s slow-mode refusal with its seconds', async () => {
    const { socket } = renderChat()
    await entered(socket)
    const answer = socket.answer
    socket.answer = (name, payload) =>
      name === 'SEND_CHAT'
        ? { ok: false, code: 'CHT10003', message: 'slow', retryAfterSeconds: 5 }
        : answer(name, payload)
    await type('too soon')
    fireEvent.click(sendButton())
    expect((await screen.findByRole('alert')).textContent).toMatch(
      /^Slow mode is on\. You can send again in [345] s\.$/,
    )
    expect(box().value).toBe('too soon')
  })

  it('cuts pasted text at 5,000 without halving an emoticon, and counts near the limit', async () => {
    const { socket } = renderChat()
    await entered(socket)
    await type('x'.repeat(CHAT_MAX_LENGTH - 600))
    expect(screen.queryByText(/of 5,000 characters/)).toBeNull()
    await type('x'.repeat(CHAT_MAX_LENGTH - 10))
    box().setSelectionRange(CHAT_MAX_LENGTH - 10, CHAT_MAX_LENGTH - 10)
    fireEvent.paste(box(), { clipboardData: { getData: () => 'abcd{:wave:}efgh' } })
    await waitFor(() => expect(box().value).toBe(`${'x'.repeat(CHAT_MAX_LENGTH - 10)}abcd`))
    expect(screen.getByText(t('pasteTruncated', { max: CHAT_MAX_LENGTH }))).toBeTruthy()
    expect(screen.getByText('4,994 of 5,000 characters')).toBeTruthy()
    // Typing stops at the limit.
    await type('y'.repeat(CHAT_MAX_LENGTH + 20).slice(0, CHAT_MAX_LENGTH))
    fireEvent.change(box(), { target: { value: 'y'.repeat(CHAT_MAX_LENGTH + 20) } })
    await waitFor(() => expect(box().value).toHaveLength(CHAT_MAX_LENGTH))
  })

  it('loads the emoticon picker when reached for, and puts the token at the caret', async () => {
    const { socket } = renderChat()
    await entered(socket)
    await type('hi  there')
    box().setSelectionRange(3, 3)
    const button = screen.getByRole('button', { name: t('emoticons') })
    fireEvent.click(button)
    // The picker arrives (its own module) open, on its tabs.
    const picker = await screen.findByRole('dialog', { name: t('emoticons') })
    fireEvent.click(within(picker).getByRole('tab', { name: /Others/ }))
    fireEvent.click(await within(picker).findByRole('button', { name: 'wave' }))
    await waitFor(() => expect(box().value).toBe('hi {:wave:} there'))
  })

  it('gives a guest the login prompt instead of a caret', async () => {
    const onLoginRequired = vi.fn()
    const { socket } = renderChat({ viewer: { status: 'anonymous' }, onLoginRequired })
    await entered(socket)
    expect(box().readOnly).toBe(true)
    expect(box().placeholder).toBe(t('loginToChat'))
    fireEvent.focus(box())
    // The chat's words, not the board's ("like, comment, report or block").
    await acceptLoginPrompt('Log in to chat with everyone here.')
    expect(onLoginRequired).toHaveBeenCalledTimes(1)
    fireEvent.click(sendButton())
    await acceptLoginPrompt()
    expect(sentChats(socket)).toEqual([])
  })
})

describe('Chat: the participants', () => {
  it('groups who chatted by role in place of the messages, with the app’s head, and goes back', async () => {
    const history = [
      said('p1', 'airwave', {
        viewerInfo: { viewerId: 'airwave', level: CHAT_LEVEL.streamer, chatNickname: 'Airwave' },
      }),
      said('p2', 'lin', {
        type: 'GEMS',
        gem: 100,
        viewerInfo: { viewerId: 'lin', level: CHAT_LEVEL.gifter, chatNickname: 'Lin' },
      }),
      said('p3', 'haru', { viewerInfo: { viewerId: 'haru', level: 0, chatNickname: 'Haru' } }),
    ]
    const { socket, container } = renderChat({
      history,
      participantsHead: <p>Top supporters here</p>,
    })
    await entered(socket)
    await screen.findByText('text p3')
    const open = screen.getByRole('button', { name: t('participants') })
    expect(open.getAttribute('aria-expanded')).toBe('false')
    fireEvent.click(open)
    const view = await screen.findByRole('region', { name: t('participants') })
    expect(open.getAttribute('aria-expanded')).toBe('true')
    expect(within(view).getByText('Top supporters here')).toBeTruthy()
    const groups = [...view.querySelectorAll('[data-group]')].map((group) => [
      group.getAttribute('data-group'),
      [...group.querySelectorAll('.aw-chat-nick')].map((nick) => nick.textContent),
    ])
    expect(groups).toEqual([
      ['streamer', ['Airwave']],
      ['gifter', ['Lin']],
      ['active', ['Haru']],
    ])
    // The messages stay in the page, hidden, with their place.
    expect(
      screen.getByRole('log', { name: t('chatLog'), hidden: true }).closest('[hidden]'),
    ).toBeTruthy()
    expect(await axeViolations(container)).toEqual([])
    fireEvent.keyDown(within(view).getByRole('heading', { name: t('participants') }), {
      key: 'Escape',
    })
    await waitFor(() =>
      expect(screen.queryByRole('region', { name: t('participants') })).toBeNull(),
    )
    expect(screen.getByText('text p3')).toBeTruthy()
    await waitFor(() => expect(document.activeElement).toBe(open))
  })
})

describe('Chat: banners and modes', () => {
  it('shows ice mode, the notice and the rules; the rules fold; a pushed change applies', async () => {
    const info: StreamerChatInfo = {
      isChatIce: true,
      iceChatLevel: 2,
      isChatNotice: true,
      chatNotice: 'Stream at 8',
      isChatRule: true,
      chatRule: 'Be kind',
    }
    const { socket } = renderChat({ info })
    await entered(socket)
    await screen.findByText(t('iceManagers'))
    expect(screen.getByText('Stream at 8')).toBeTruthy()
    const rules = screen.getByRole('button', { name: t('rules') })
    expect(rules.getAttribute('aria-expanded')).toBe('true')
    fireEvent.click(rules)
    expect(rules.getAttribute('aria-expanded')).toBe('false')
    expect((screen.getByText('Be kind').closest('[hidden]') as HTMLElement).hidden).toBe(true)
    act(() => socket.push('CHAT_INFO', { channelId: 'airwave', ...info, isChatIce: false }))
    await waitFor(() => expect(screen.queryByText(t('iceManagers'))).toBeNull())
  })

  it('bars a member whom ice mode leaves out, or who is blocked, before they type', async () => {
    const { socket, container } = renderChat({
      info: { isChatIce: true, iceChatLevel: 2 },
      me: meOf({ level: CHAT_LEVEL.subscriber }),
    })
    await entered(socket)
    const form = container.querySelector('form.aw-chat-input') as HTMLElement
    await waitFor(() => expect(form.dataset.state).toBe('barred'))
    expect(box().disabled).toBe(true)
    expect(screen.getByRole('alert').textContent).toBe(t('iceBarred'))
    cleanup()
    const blocked = renderChat({ me: meOf({ chatBlocked: true }) })
    await entered(blocked.socket)
    expect((await screen.findByRole('alert')).textContent).toBe(t('CHT10004'))
  })
})

describe('Chat: moderation', () => {
  const history = [
    said('v3', 'viewer3', { message: 'rude words' }),
    said('v4', 'viewer4', { message: 'kind words' }),
  ]

  it('gives a viewer without the right no moderation, only a report for a reason they pick', async () => {
    const { socket, calls, toastQueue } = renderChat({ history })
    await entered(socket)
    await screen.findByText('rude words')
    expect(screen.queryByRole('button', { name: /Moderate/ })).toBeNull()
    fireEvent.click(within(entryOf('rude words')).getByRole('button', { name: t('report') }))
    const menu = await screen.findByRole('menu')
    expect(
      within(menu)
        .getAllByRole('menuitem')
        .map((item) => item.textContent),
    ).toEqual([t('report')])
    fireEvent.click(within(menu).getByRole('menuitem', { name: t('report') }))
    const dialog = await screen.findByRole('alertdialog', {
      name: t('reportTitle', { name: 'viewer3' }),
    })
    // The report waits for a reason.
    const report = within(dialog).getByRole('button', { name: t('confirmReport') })
    expect(report).toHaveProperty('disabled', true)
    expect(within(dialog).getAllByRole('radio')).toHaveLength(6)
    fireEvent.click(within(dialog).getByRole('radio', { name: t('reportReasonAbusive') }))
    expect(report).toHaveProperty('disabled', false)
    fireEvent.click(report)
    await waitFor(() => expect(calls).toEqual(['report:v3:abusive']))
    await waitFor(() =>
      expect(toastQueue.getSnapshot().map((toast) => toast.message)).toContain(t('toastReported')),
    )
  })

  it('times a member out from the menu without asking, and says so', async () => {
    const { socket, calls, toastQueue } = renderChat({
      history,
      me: meOf({ level: CHAT_LEVEL.manager, canModerate: true }),
    })
    await entered(socket)
    await screen.findByText('rude words')
    fireEvent.click(
      await within(entryOf('rude words')).findByRole('button', {
        name: t('moderate', { name: 'viewer3' }),
      }),
    )
    fireEvent.click(await screen.findByRole('menuitem', { name: t('timeout10') }))
    await waitFor(() => expect(calls).toEqual(['action:viewer3:3:10min']))
    expect(screen.queryByRole('alertdialog')).toBeNull()
    await waitFor(() =>
      expect(toastQueue.getSnapshot().map((toast) => toast.message)).toContain(
        t('toastTimedOut', { name: 'viewer3', minutes: 10 }),
      ),
    )
  })

  it('deletes after confirming, hides without asking, blocks after confirming', async () => {
    const { socket, calls, toastQueue } = renderChat({
      history,
      me: meOf({ level: CHAT_LEVEL.manager, canModerate: true }),
    })
    await entered(socket)
    await screen.findByText('rude words')
    const menuOf = async (text: string) => {
      fireEvent.click(
        await within(entryOf(text)).findByRole('button', {
          name: t('moderate', { name: text === 'rude words' ? 'viewer3' : 'viewer4' }),
        }),
      )
      return screen.findByRole('menu')
    }
    const menu = await menuOf('rude words')
    expect(
      within(menu)
        .getAllByRole('menuitem')
        .map((item) => item.textContent),
    ).toEqual([
      t('deleteMessage'),
      t('blindMessage'),
      t('timeout1'),
      t('timeout10'),
      t('timeout60'),
      t('chatBlock'),
      t('userBlock'),
      t('erase'),
    ])
    fireEvent.click(within(menu).getByRole('menuitem', { name: t('deleteMessage') }))
    const dialog = await screen.findByRole('alertdialog', { name: t('deleteMessageTitle') })
    fireEvent.click(within(dialog).getByRole('button', { name: t('confirmDelete') }))
    await waitFor(() => expect(screen.queryByText('rude words')).toBeNull())
    expect(calls).toEqual(['delete:v3'])
    await waitFor(() =>
      expect(toastQueue.getSnapshot().map((toast) => toast.message)).toContain(t('toastDeleted')),
    )

    fireEvent.click(
      within(await menuOf('kind words')).getByRole('menuitem', { name: t('blindMessage') }),
    )
    await waitFor(() => expect(calls).toContain('blind:v4'))
    expect(screen.queryByRole('alertdialog')).toBeNull()
    await waitFor(() => expect(screen.queryByText('kind words')).toBeNull())

    const blinded = screen.getByText(t('blinded')).closest('li') as HTMLElement
    fireEvent.click(
      within(blinded).getByRole('button', { name: t('moderate', { name: 'viewer4' }) }),
    )
    fireEvent.click(await screen.findByRole('menuitem', { name: t('chatBlock') }))
    const block = await screen.findByRole('alertdialog', {
      name: t('chatBlockTitle', { name: 'viewer4' }),
    })
    fireEvent.click(within(block).getByRole('button', { name: t('confirmBlock') }))
    await waitFor(() => expect(calls).toContain('action:viewer4:3'))
    await waitFor(() =>
      expect(toastQueue.getSnapshot().map((toast) => toast.message)).toContain(
        t('toastChatBlocked', { name: 'viewer4' }),
      ),
    )
  })

  it("says the server can't be reached when a moderation call meets a gateway, never HTTP 502", async () => {
    const { socket, calls, toastQueue } = renderChat({
      history,
      me: meOf({ level: CHAT_LEVEL.manager, canModerate: true }),
      blindFails: new ApiError(502, 'BAD_GATEWAY', 'HTTP 502'),
    })
    await entered(socket)
    fireEvent.click(
      await within(
        entryOf(await screen.findByText('kind words').then((el) => el.textContent ?? '')),
      ).findByRole('button', { name: t('moderate', { name: 'viewer4' }) }),
    )
    fireEvent.click(await screen.findByRole('menuitem', { name: t('blindMessage') }))
    await waitFor(() => expect(calls).toContain('blind:v4'))
    await waitFor(() =>
      expect(toastQueue.getSnapshot().map((toast) => toast.message)).toContain(t('unreachable')),
    )
    expect(toastQueue.getSnapshot().map((toast) => toast.message)).not.toContain('HTTP 502')
  })

  it('asks nothing of the server when the moderator cancels', async () => {
    const { socket, calls } = renderChat({
      history,
      me: meOf({ level: CHAT_LEVEL.streamer, canModerate: true }),
    })
    await entered(socket)
    fireEvent.click(
      await within(
        entryOf(await screen.findByText('rude words').then((el) => el.textContent ?? '')),
      ).findByRole('button', { name: t('moderate', { name: 'viewer3' }) }),
    )
    fireEvent.click(await screen.findByRole('menuitem', { name: t('erase') }))
    const dialog = await screen.findByRole('alertdialog', {
      name: t('eraseTitle', { name: 'viewer3' }),
    })
    fireEvent.keyDown(dialog, { key: 'Escape' })
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull())
    expect(calls).toEqual([])
    expect(screen.getByText('rude words')).toBeTruthy()
  })
})

describe('Chat: the connection', () => {
  it('says when it reconnects, and keeps the input on (messages then go over REST)', async () => {
    const { socket, container } = renderChat()
    await entered(socket)
    const root = container.querySelector('section.aw-chat') as HTMLElement
    await waitFor(() => expect(root.dataset.state).toBe('connected'))
    socket.accepts = false
    act(() => socket.lose())
    await waitFor(() => expect(root.dataset.state).toBe('reconnecting'))
    expect(screen.getByRole('status', { name: '' }).textContent).toBeDefined()
    expect(screen.getByText(t('reconnecting'))).toBeTruthy()
    expect(box().disabled).toBe(false)
  })

  it('turns the input off while the browser is offline, and back on when it is online', async () => {
    const socket = fakeSocket()
    const realtime = fakeRealtime(socket)
    started.push(realtime)
    const client = fakeClient({
      chat: { getChatInfo: async () => ({}), getChatMe: async () => meOf() },
      channel: {
        getChannelInfo: async () => ({
          streamerChannelInfo: { channelId: 'airwave', nickname: 'Airwave' },
        }),
        listBlocked: async () => ({ items: [], total: 0 }),
      },
      emoticon: {
        listEmoticons: async () => emoticons,
        getUserEmoticons: async () => ({ emoticonKeys: [], subStreamerEmoticonList: [] }),
      },
    })
    render(
      <StrictMode>
        <AirwaveProvider client={client} realtime={realtime} onLoginRequired={() => {}}>
          <Chat channelId="airwave" viewer={member} />
        </AirwaveProvider>
      </StrictMode>,
    )
    await entered(socket)
    await waitFor(() => expect(box().disabled).toBe(false))
    act(() => {
      window.dispatchEvent(new Event('offline'))
    })
    await screen.findByText(t('offline'))
    expect(box().disabled).toBe(true)
    expect(box().placeholder).toBe(t('offlinePlaceholder'))
    act(() => {
      window.dispatchEvent(new Event('online'))
    })
    await waitFor(() => expect(screen.queryByText(t('offline'))).toBeNull())
    expect(box().disabled).toBe(false)
  })
})

describe('Chat: accessibility and languages', () => {
  it.each(['light', 'dark'] as const)('has no axe violations in the %s theme', async (theme) => {
    const { socket, container } = renderChat({
      theme,
      history: [said('a1', 'ari', { message: 'hi {:wave:} https://airwave.test' })],
      me: meOf({ level: CHAT_LEVEL.streamer, canModerate: true }),
      info: {
        isChatIce: true,
        iceChatLevel: 1,
        isChatNotice: true,
        chatNotice: 'Hello',
        slowModeSeconds: 3,
      },
    })
    await entered(socket)
    await screen.findByRole('button', { name: t('moderate', { name: 'ari' }) })
    expect(await axeViolations(container)).toEqual([])
  })

  it('speaks the provider’s language', async () => {
    const ko = chatText('ko-KR')
    const { socket } = renderChat({ locale: 'ko-KR' })
    await entered(socket)
    expect(await screen.findByRole('textbox', { name: ko('messageLabel') })).toBeTruthy()
    expect(screen.getByRole('region', { name: ko('chat') })).toBeTruthy()
    expect(screen.getByText(ko('emptyChat'))).toBeTruthy()
  })
})

describe('Chat under StrictMode with React’s development build', () => {
  it('mounts, enters the room once it is up, and warns of nothing', async () => {
    expect(process.env.NODE_ENV).not.toBe('production')
    const errors = vi.spyOn(console, 'error')
    try {
      const { socket, unmount } = renderChat({ history: [said('h1', 'ari', { message: 'hello' })] })
      await entered(socket)
      await screen.findByText('hello')
      unmount()
      // The room leaves the channel when it goes: the socket is in no room.
      expect(socket.sent.at(-1)).toEqual({ name: 'LEAVE_ALL_CHANNEL', payload: undefined })
      const warnings = errors.mock.calls
        .map((call) => String(call[0]))
        .filter((m) => !m.includes('not wrapped in act'))
      expect(warnings).toEqual([])
    } finally {
      errors.mockRestore()
    }
  })
})

describe('Chat: the nickname colour', () => {
  it('lets a member pick one of the 26 colours, saved at once, and closes on Escape', async () => {
    const { socket, calls } = renderChat({ me: meOf({ nicknameColor: 'red' }) })
    await entered(socket)
    fireEvent.click(await screen.findByRole('button', { name: t('nicknameColor') }))
    const picker = await screen.findByRole('dialog', { name: t('nicknameColor') })
    const colours = within(picker).getAllByRole('radio')
    expect(colours).toHaveLength(26)
    // The colour shown now is the one checked.
    expect((colours[0] as HTMLInputElement).checked).toBe(true)
    fireEvent.click(
      within(picker).getByRole('radio', { name: t('colorChoice', { n: 11, total: 26 }) }),
    )
    await within(picker).findByText(t('colorSaved'))
    expect(calls).toContain('color:teal')
    expect(within(picker).queryByText(t('colorRoleShown'))).toBeNull()
    fireEvent.keyDown(picker, { key: 'Escape' })
    expect(screen.queryByRole('dialog', { name: t('nicknameColor') })).toBeNull()
  })

  it("tells a streamer their role's colour wins in their own chat", async () => {
    const { socket } = renderChat({ me: meOf({ nicknameColor: 'streamer' }) })
    await entered(socket)
    fireEvent.click(await screen.findByRole('button', { name: t('nicknameColor') }))
    const picker = await screen.findByRole('dialog', { name: t('nicknameColor') })
    expect(within(picker).getByText(t('colorRoleShown'))).toBeTruthy()
    expect(
      within(picker)
        .getAllByRole('radio')
        .some((r) => (r as HTMLInputElement).checked),
    ).toBe(false)
  })

  it('offers no colour to a guest', async () => {
    const { socket } = renderChat({ viewer: { status: 'anonymous' } })
    await entered(socket)
    expect(screen.queryByRole('button', { name: t('nicknameColor') })).toBeNull()
  })
})
