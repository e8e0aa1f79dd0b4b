import { type LiveEndHandle, ScreensView } from '@airwave/react/raid'
import { catalogueText, raidCatalogue } from '@airwave/sdk/i18n'
import type { LiveEndScreenState } from '@airwave/sdk/live'
import type { AutoplayVod } from '@airwave/sdk/video'
import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, fn, userEvent, waitFor } from 'storybook/test'
import { PlayerFrame } from './PlayerFrame'

// The live-end screen over the player (`@airwave/player/screens`, rendered by the kit's
// `ScreensView`) in each state of the SDK's live-end machine: shown with the recommended
// videos (one from the first call, or up to 8 of the list), and the states that show nothing.

interface LiveEndStoryArgs {
  state: LiveEndScreenState
  recommendations: AutoplayVod[]
  width: number
  close: () => void
  play: (idx: number) => void
}

const titles = [
  'Speedrun night: the second run',
  'Q&A after the finals',
  'Lo-fi and chat, three hours',
  'Colour bars, a tribute',
  'The making of the overlay',
  'Raid recap',
  'Morning warm-up',
  'A very long title that goes on and on about the things that happened on the stream',
]
const eight: AutoplayVod[] = titles.map((titleName, i) => ({
  idx: i + 1,
  titleName,
  type: 'upload',
  channelId: i % 2 ? 'viewer1' : 'airwave',
  channelNickname: i % 2 ? 'Mina' : 'Airwave',
  duration: 60 * (i + 1) * 7 + i,
}))

function LiveEndStory({ state, recommendations, width, close, play }: LiveEndStoryArgs) {
  const liveEnd: LiveEndHandle = { state, recommendations, close, play }
  const raid = {
    screen: {
      state: 'hidden' as const,
      kind: undefined,
      target: undefined,
      remaining: 0,
      total: 10,
      channelId: 'airwave',
    },
    go: fn(),
    stay: fn(),
  }
  return (
    <PlayerFrame width={width}>
      <ScreensView raid={raid} liveEnd={liveEnd} />
    </PlayerFrame>
  )
}

const meta = {
  title: 'Raid/Live-end screen',
  component: LiveEndStory,
  args: { state: 'shown', recommendations: eight, width: 960, close: fn(), play: fn() },
  loaders: [async ({ globals }) => ({ words: await raidCatalogue.load(String(globals.locale)) })],
} satisfies Meta<typeof LiveEndStory>

export default meta
type Story = StoryObj<typeof meta>

// The toolbar's language, loaded by the story's loader.
const t = (locale: unknown) => catalogueText(raidCatalogue, String(locale))

/** The live ended: 8 recommended videos of the list, each a link with its length. */
export const Shown: Story = {
  play: async ({ canvas, canvasElement, globals }) => {
    const words = t(globals.locale)
    await canvas.findByRole('heading', { name: words('liveEndTitle') })
    const links = canvas.getAllByRole('link')
    await expect(links).toHaveLength(8)
    await expect(links[0]).toHaveAttribute('href', '/video/1')
    await expect(canvas.getByText('7:00')).toBeVisible()
    await expect(canvasElement.querySelector('.aw-live-screens')).toHaveAttribute(
      'data-live-end',
      'shown',
    )
  },
}

/** The first call's one video. */
export const OneVideo: Story = {
  args: { recommendations: [eight[0] as AutoplayVod] },
  play: async ({ canvas }) => {
    await expect(await canvas.findAllByRole('link')).toHaveLength(1)
  },
}

/** A video without a title, nor a channel name. */
export const Untitled: Story = {
  args: { recommendations: [{ idx: 9, titleName: '', type: 'upload' }] },
  play: async ({ canvas, globals }) => {
    await expect(await canvas.findByText(t(globals.locale)('liveEndUntitled'))).toBeVisible()
  },
}

/** Playing one: a plain click plays it through the host (a site navigates). */
export const PlayAVideo: Story = {
  play: async ({ canvas, args }) => {
    const link = (await canvas.findAllByRole('link'))[1] as HTMLElement
    await userEvent.click(link)
    await expect(args.play).toHaveBeenCalledWith(2)
  },
}

/** Closing: the button, or Escape from the screen. */
export const CloseIt: Story = {
  play: async ({ canvas, args, globals }) => {
    const close = await canvas.findByRole('button', { name: t(globals.locale)('liveEndClose') })
    await userEvent.click(close)
    await expect(args.close).toHaveBeenCalledOnce()
    ;(canvas.getAllByRole('link')[0] as HTMLElement).focus()
    await userEvent.keyboard('{Escape}')
    await waitFor(() => expect(args.close).toHaveBeenCalledTimes(2))
  },
}

/** Closed by the viewer: nothing over the picture until the live resumes. */
export const Closed: Story = {
  args: { state: 'closed' },
  play: async ({ canvas, canvasElement }) => {
    await waitFor(() =>
      expect(canvasElement.querySelector('.aw-live-screens')).toHaveAttribute(
        'data-live-end',
        'closed',
      ),
    )
    await expect(canvas.queryByRole('link')).toBeNull()
  },
}

/** While the recommendations load: nothing shows yet. */
export const Loading: Story = {
  args: { state: 'loading', recommendations: [] },
  play: async ({ canvas, canvasElement }) => {
    await expect(canvasElement.querySelector('.aw-live-screens')).toHaveAttribute(
      'data-live-end',
      'loading',
    )
    await expect(canvas.queryByRole('heading')).toBeNull()
  },
}

/** Nothing to recommend (or the list failed every try): nothing shows. */
export const Empty: Story = {
  args: { state: 'empty', recommendations: [] },
  play: async ({ canvas, canvasElement }) => {
    await expect(canvasElement.querySelector('.aw-live-screens')).toHaveAttribute(
      'data-live-end',
      'empty',
    )
    await expect(canvas.queryByRole('heading')).toBeNull()
  },
}

/** Live (or not ended yet): hidden. */
export const Hidden: Story = {
  args: { state: 'hidden', recommendations: [] },
  play: async ({ canvas }) => {
    await expect(canvas.queryByRole('heading')).toBeNull()
  },
}

/** In a phone's player: one row of videos that scrolls sideways. */
export const Phone: Story = {
  args: { width: 366 },
  play: async ({ canvas, globals }) => {
    await canvas.findByRole('heading', { name: t(globals.locale)('liveEndTitle') })
    await expect(canvas.getAllByRole('link')[0]).toBeVisible()
  },
}

/** Dark. */
export const Dark: Story = {
  globals: { theme: 'dark' },
  play: async ({ canvas, globals }) => {
    await canvas.findByRole('heading', { name: t(globals.locale)('liveEndTitle') })
  },
}

/** In Japanese. */
export const Japanese: Story = {
  globals: { locale: 'ja-JP' },
  play: async ({ canvas }) => {
    await canvas.findByRole('heading', { name: 'ライブは終了しました' })
    await expect(canvas.getByRole('button', { name: '閉じる' })).toBeVisible()
  },
}
