import type { RaidHandle } from '@airwave/react/raid'
import { ScreensView } from '@airwave/react/raid'
import { catalogueText, raidCatalogue } from '@airwave/sdk/i18n'
import type { RaidScreen } from '@airwave/sdk/raid'
import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, fn, userEvent, waitFor } from 'storybook/test'
import { PlayerFrame } from './PlayerFrame'

// The raid countdown over the player (`@airwave/player/screens`, rendered by the kit's
// `ScreensView`) in each of its states. The machine's rules have their own tests in the SDK;
// here the screen is given each state as the raid machine would give it.

interface RaidStoryArgs {
  screen: RaidScreen
  raiderName: string
  width: number
  go: () => void
  stay: () => void
}

const countdown: RaidScreen = {
  state: 'countdown',
  kind: 'now',
  target: { channelId: 'viewer1', nickname: 'Mina', title: 'Speedrun night: the second run' },
  remaining: 7,
  total: 10,
  channelId: 'airwave',
}

function RaidStory({ screen, raiderName, width, go, stay }: RaidStoryArgs) {
  const raid: RaidHandle = { screen, go, stay }
  const liveEnd = { state: 'hidden' as const, recommendations: [], close: fn(), play: fn() }
  return (
    <PlayerFrame width={width}>
      <ScreensView raid={raid} liveEnd={liveEnd} raiderName={raiderName} />
    </PlayerFrame>
  )
}

const meta = {
  title: 'Raid/Raid screen',
  component: RaidStory,
  args: { screen: countdown, raiderName: 'Airwave', width: 960, go: fn(), stay: fn() },
  loaders: [async ({ globals }) => ({ words: await raidCatalogue.load(String(globals.locale)) })],
} satisfies Meta<typeof RaidStory>

export default meta
type Story = StoryObj<typeof meta>

// The toolbar's language, loaded by the story's loader.
const t = (locale: unknown) => catalogueText(raidCatalogue, String(locale))

/** A streamer raids now: who raids whom, the target's stream, the seconds left, two choices. */
export const Countdown: Story = {
  play: async ({ canvas, canvasElement, globals }) => {
    const words = t(globals.locale)
    await canvas.findByRole('heading', {
      name: words('raidNowTitle', { from: 'Airwave', target: 'Mina' }),
    })
    await expect(canvas.getByText('Speedrun night: the second run')).toBeVisible()
    const progress = canvas.getByRole('progressbar')
    await expect(progress).toHaveAttribute('aria-valuenow', '7')
    await expect(progress).toHaveAttribute('aria-valuemax', '10')
    await expect(canvas.getByText(words('raidCountdown', { count: 7 }))).toBeVisible()
    await expect(canvasElement.querySelector('.aw-live-screens')).toHaveAttribute(
      'data-raid',
      'countdown',
    )
    // The screen does not take the focus from what the viewer was doing.
    await expect(canvasElement.ownerDocument.activeElement?.closest('.aw-raid')).toBeNull()
  },
}

/** The last second: the singular. */
export const LastSecond: Story = {
  args: { screen: { ...countdown, remaining: 1 } },
  play: async ({ canvas, globals }) => {
    await expect(
      await canvas.findByText(t(globals.locale)('raidCountdown', { count: 1 })),
    ).toBeVisible()
  },
}

/** The live ended and the autoplay raid list is set: the next live is offered. */
export const Autoplay: Story = {
  args: {
    screen: { ...countdown, kind: 'autoplay', target: { channelId: 'viewer2', nickname: 'Joon' } },
  },
  play: async ({ canvas, canvasElement, globals }) => {
    await canvas.findByRole('heading', {
      name: t(globals.locale)('raidAutoplayTitle', { target: 'Joon' }),
    })
    await expect(canvasElement.querySelector('section.aw-raid')).toHaveAttribute(
      'data-kind',
      'autoplay',
    )
  },
}

/** A target without a nickname: its channel id. */
export const TargetWithoutName: Story = {
  args: { screen: { ...countdown, target: { channelId: 'viewer4' } } },
  play: async ({ canvas, globals }) => {
    await canvas.findByRole('heading', {
      name: t(globals.locale)('raidNowTitle', { from: 'Airwave', target: 'viewer4' }),
    })
  },
}

/** Gone (the countdown ended or "Go now"): where it goes, no buttons, while the host navigates. */
export const Raided: Story = {
  args: { screen: { ...countdown, state: 'raided', remaining: 0 } },
  play: async ({ canvas, canvasElement, globals }) => {
    await expect(
      await canvas.findByText(t(globals.locale)('raidGoing', { target: 'Mina' })),
    ).toBeVisible()
    await expect(canvasElement.querySelector('section.aw-raid')).toHaveAttribute(
      'data-state',
      'raided',
    )
    await expect(canvas.queryByRole('button', { name: t(globals.locale)('raidGo') })).toBeNull()
  },
}

/** No raid: nothing over the picture. */
export const Hidden: Story = {
  args: { screen: { ...countdown, state: 'hidden', target: undefined } },
  play: async ({ canvas, canvasElement }) => {
    await expect(canvasElement.querySelector('.aw-live-screens')).toHaveAttribute(
      'data-raid',
      'hidden',
    )
    await expect(canvas.queryByRole('heading')).toBeNull()
  },
}

/** "Go now" goes at once; "Stay here" and Escape stay. */
export const GoOrStay: Story = {
  play: async ({ canvas, args, globals }) => {
    const words = t(globals.locale)
    await userEvent.click(await canvas.findByRole('button', { name: words('raidGo') }))
    await expect(args.go).toHaveBeenCalledOnce()
    await userEvent.click(canvas.getByRole('button', { name: words('raidStay') }))
    await expect(args.stay).toHaveBeenCalledOnce()
    // From the keyboard: Tab to the buttons, Escape stays.
    canvas.getByRole('button', { name: words('raidGo') }).focus()
    await userEvent.keyboard('{Escape}')
    await waitFor(() => expect(args.stay).toHaveBeenCalledTimes(2))
  },
}

/** In a phone's player (390 px wide). */
export const Phone: Story = {
  args: { width: 366 },
  play: async ({ canvas, globals }) => {
    const go = await canvas.findByRole('button', { name: t(globals.locale)('raidGo') })
    await expect(go).toBeVisible()
  },
}

/** Dark, the kit's dark theme under the screen. */
export const Dark: Story = {
  globals: { theme: 'dark' },
  play: async ({ canvas, globals }) => {
    await expect(
      await canvas.findByRole('button', { name: t(globals.locale)('raidGo') }),
    ).toBeVisible()
  },
}

/** In Korean. */
export const Korean: Story = {
  globals: { locale: 'ko-KR' },
  play: async ({ canvas }) => {
    await canvas.findByRole('heading', { name: 'Airwave 님이 Mina 님에게 레이드 중입니다' })
    await expect(canvas.getByRole('button', { name: '지금 이동' })).toBeVisible()
  },
}
