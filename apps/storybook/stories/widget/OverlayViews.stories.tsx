import type { ChatMessage } from '@airwave/sdk/chat'
import { catalogueText, widgetCatalogue } from '@airwave/sdk/i18n'
import type { Poll } from '@airwave/sdk/poll'
import {
  chatBoxSettingsSchema,
  type MissionBoard,
  missionWidgetSettingsSchema,
  pollWidgetSettingsSchema,
  type TimerState,
  timerSettingsSchema,
} from '@airwave/sdk/widget'
import {
  ChatBoxView,
  MissionWidgetView,
  PollWidgetView,
  TimerView,
} from '@airwave/widgets/overlays'
import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, within } from 'storybook/test'
import { OverlayFrame } from './OverlayFrame'

// The chat box, the timer, the poll and the challenge missions overlays from props alone, in
// each of their states, over the scene a browser source lays them on.

const t = catalogueText(widgetCatalogue, 'en-US')

const line = (
  id: number,
  nickname: string,
  level: number,
  color: string,
  message: string,
  extra: Partial<ChatMessage> = {},
): ChatMessage => ({
  type: 'CHAT_MESSAGE',
  logIdentity: `l${id}`,
  channelId: 'airwave',
  viewerInfo: { viewerId: nickname.toLowerCase(), level, chatNickname: nickname },
  nicknameColor: color,
  message,
  ...extra,
})
const CHAT = [
  line(1, 'Airwave', 2, 'streamer', 'Welcome in, everyone!'),
  line(2, 'Mina', 16, 'teal', 'hi from Seoul!'),
  line(3, 'Troll', 0, 'lime', 'buy gems at scam.example', { blinded: true }),
  line(4, 'Kim', 4, 'manager', 'Be kind in chat.'),
  line(5, 'Lee', 0, 'coral', 'that round was unreal'),
]

const T0 = Date.parse('2026-11-20T20:00:00.000Z')
const countdown = (status: TimerState['status'], elapsedMs: number): TimerState => ({
  mode: 'countdown',
  status,
  durationMs: 600_000,
  elapsedMs,
  startedAt: status === 'running' ? new Date(T0).toISOString() : null,
})

const POLL: Poll = {
  idx: 3,
  status: 'in-progress',
  title: 'Which map next?',
  isRankingExpose: true,
  totalVoteCnt: 12,
  voteItem: [
    { idx: 1, content: 'Dust', voteCnt: 7 },
    { idx: 2, content: 'Mirage', voteCnt: 4 },
    { idx: 3, content: 'Inferno', voteCnt: 1 },
  ],
}

type Kind = 'chat' | 'timer' | 'poll' | 'missions'

interface Args {
  kind: Kind
  scene?: 'dark' | 'light'
  chat?: { entries: ChatMessage[]; settings?: Record<string, unknown>; hidden?: string[] }
  timer?: { state: TimerState; settings?: Record<string, unknown>; at?: number }
  poll?: { poll: Poll | undefined; endsAt?: number }
  missions?: MissionBoard
}

function Overlay(args: Args) {
  return (
    <OverlayFrame {...(args.scene ? { scene: args.scene } : {})}>
      {args.kind === 'chat' && args.chat ? (
        <ChatBoxView
          entries={args.chat.entries}
          settings={chatBoxSettingsSchema.parse(args.chat.settings ?? {})}
          hidden={new Set(args.chat.hidden ?? [])}
          t={t}
        />
      ) : null}
      {args.kind === 'timer' && args.timer ? (
        <TimerView
          timer={args.timer.state}
          settings={timerSettingsSchema.parse(args.timer.settings ?? {})}
          t={t}
          now={() => args.timer?.at ?? T0}
        />
      ) : null}
      {args.kind === 'poll' && args.poll ? (
        <PollWidgetView
          poll={args.poll.poll}
          endsAt={args.poll.endsAt}
          settings={pollWidgetSettingsSchema.parse({})}
          t={t}
        />
      ) : null}
      {args.kind === 'missions' ? (
        <MissionWidgetView
          board={args.missions}
          settings={missionWidgetSettingsSchema.parse({})}
          t={t}
        />
      ) : null}
    </OverlayFrame>
  )
}

const meta = {
  title: 'Widgets/Overlays',
  component: Overlay,
  args: { kind: 'chat' },
} satisfies Meta<typeof Overlay>

export default meta
type Story = StoryObj<typeof meta>

const lines = (canvasElement: HTMLElement) => [...canvasElement.querySelectorAll('.aw-chatline')]

/** The chat box: badges, coloured nicknames; a blinded entry is left out. */
export const ChatBox: Story = {
  args: { kind: 'chat', chat: { entries: CHAT } },
  play: async ({ canvasElement }) => {
    await expect(lines(canvasElement).map((l) => l.textContent)).toEqual([
      '★AirwaveWelcome in, everyone!',
      '♦Minahi from Seoul!',
      '⚑KimBe kind in chat.',
      'Lee' + 'that round was unreal',
    ])
  },
}

/** Two lines only, no badges, plain nicknames, over a light scene. */
export const ChatBoxShort: Story = {
  args: {
    kind: 'chat',
    scene: 'light',
    chat: {
      entries: CHAT,
      settings: { maxLines: 2, showBadges: false, nicknameColor: false, textSize: 24 },
    },
  },
  play: async ({ canvasElement }) => {
    await expect(lines(canvasElement).map((l) => l.textContent)).toEqual([
      'KimBe kind in chat.',
      'Leethat round was unreal',
    ])
  },
}

/** Lines past `hideAfter` fade out. */
export const ChatBoxFading: Story = {
  args: {
    kind: 'chat',
    chat: { entries: CHAT, hidden: ['l1', 'l2'], settings: { hideAfter: 10 } },
  },
  play: async ({ canvasElement }) => {
    await expect(lines(canvasElement).map((l) => l.getAttribute('data-state'))).toEqual([
      'hidden',
      'hidden',
      'shown',
      'shown',
    ])
  },
}

/** Cheers in the chat box: who sent how many gems, then the message (a bare cheer too). */
export const ChatBoxCheers: Story = {
  args: {
    kind: 'chat',
    chat: {
      entries: [
        ...CHAT.slice(0, 2),
        line(6, 'Mina', 16 | 64, 'teal', 'for the raid!', { type: 'GEMS', gem: 500 }),
        line(7, 'Lee', 64, 'coral', '', { type: 'GEMS', gem: 1 }),
      ],
    },
  },
  play: async ({ canvasElement }) => {
    await expect(lines(canvasElement).map((l) => l.textContent)).toEqual([
      '★AirwaveWelcome in, everyone!',
      '♦Minahi from Seoul!',
      '♦✚Mina sent 500 gems!for the raid!',
      '✚Lee sent 1 gem!',
    ])
  },
}

/** No chat yet: nothing on the scene. */
export const ChatBoxEmpty: Story = {
  args: { kind: 'chat', chat: { entries: [] } },
  play: async ({ canvasElement }) => {
    await expect(lines(canvasElement)).toHaveLength(0)
  },
}

const digits = (canvasElement: HTMLElement) => canvasElement.querySelector('.aw-timer-digits')

/** A ten-minute countdown, 90 seconds in, with a title. */
export const TimerRunning: Story = {
  args: {
    kind: 'timer',
    timer: {
      state: countdown('running', 0),
      at: T0 + 90_000,
      settings: { title: 'Break ends in' },
    },
  },
  play: async ({ canvasElement }) => {
    await expect(digits(canvasElement)).toHaveTextContent('8:30')
    await expect(within(canvasElement).getByText('Break ends in')).toBeVisible()
    await expect(canvasElement.querySelector('.aw-timer')).toHaveAttribute('data-state', 'running')
  },
}

export const TimerPaused: Story = {
  args: { kind: 'timer', scene: 'light', timer: { state: countdown('paused', 125_000) } },
  play: async ({ canvasElement }) => {
    await expect(digits(canvasElement)).toHaveTextContent('7:55')
  },
}

/** At zero: the finished words. */
export const TimerFinished: Story = {
  args: { kind: 'timer', timer: { state: countdown('running', 0), at: T0 + 700_000 } },
  play: async ({ canvasElement }) => {
    await expect(digits(canvasElement)).toHaveTextContent('0:00')
    await expect(within(canvasElement).getByText("Time's up!")).toBeVisible()
  },
}

/** A count-up past an hour. */
export const TimerCountUp: Story = {
  args: {
    kind: 'timer',
    timer: {
      state: {
        mode: 'countup',
        status: 'paused',
        durationMs: 0,
        elapsedMs: 3_725_000,
        startedAt: null,
      },
    },
  },
  play: async ({ canvasElement }) => {
    await expect(digits(canvasElement)).toHaveTextContent('1:02:05')
  },
}

const poll = (canvasElement: HTMLElement) =>
  canvasElement.querySelector('.aw-pollwidget') as HTMLElement

/** A running poll with its counts and time left. */
export const PollRunning: Story = {
  args: { kind: 'poll', poll: { poll: POLL, endsAt: Date.now() + 95_000 } },
  play: async ({ canvasElement }) => {
    await expect(poll(canvasElement)).toHaveAttribute('data-state', 'in-progress')
    await expect(poll(canvasElement)).toHaveTextContent('58%')
    await expect(poll(canvasElement)).toHaveTextContent(/12 votes · Ends in 1:3\d/)
  },
}

/** Counts hidden while it runs (ranking not shown): no bars, the voters only. */
export const PollHiddenCounts: Story = {
  args: {
    kind: 'poll',
    poll: {
      poll: {
        ...POLL,
        isRankingExpose: false,
        voteItem: POLL.voteItem.map(({ voteCnt: _, ...item }) => item),
      },
    },
  },
  play: async ({ canvasElement }) => {
    await expect(poll(canvasElement)).not.toHaveTextContent('%')
    await expect(poll(canvasElement)).toHaveTextContent('12 votes')
  },
}

export const PollResult: Story = {
  args: { kind: 'poll', scene: 'light', poll: { poll: { ...POLL, status: 'result' } } },
  play: async ({ canvasElement }) => {
    await expect(poll(canvasElement)).toHaveTextContent('Poll results')
  },
}

/** No poll on the channel: an empty, transparent source. */
export const PollNone: Story = {
  args: { kind: 'poll', poll: { poll: undefined } },
  play: async ({ canvasElement }) => {
    await expect(poll(canvasElement)).toHaveAttribute('data-state', 'none')
    await expect(poll(canvasElement)).toBeEmptyDOMElement()
  },
}

/** Missions, started first. */
export const Missions: Story = {
  args: {
    kind: 'missions',
    missions: {
      state: 'missions',
      missions: [
        { missionIdx: 2, missionStatus: 2, totalGem: 300, title: 'No deaths this round' },
        { missionIdx: 1, missionStatus: 1, totalGem: 1200, title: 'Pistols only' },
      ],
    },
  },
  play: async ({ canvasElement }) => {
    const items = [...canvasElement.querySelectorAll('.aw-missionwidget-item')].map(
      (m) => m.textContent,
    )
    await expect(items).toEqual([
      'No deaths this round In progress300 gems',
      'Pistols only Open1,200 gems',
    ])
  },
}

/** No mission (and a platform without missions yet): the empty state, never made-up data. */
export const MissionsEmpty: Story = {
  args: { kind: 'missions', missions: { state: 'empty' } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('No challenge missions yet')).toBeVisible()
  },
}
