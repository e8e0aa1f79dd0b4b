import { LiveLikeButton, liveText } from '@airwave/react/live'
import { liveCatalogue } from '@airwave/sdk/i18n'
import type { StreamLikeInfo } from '@airwave/sdk/live'
import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, waitFor, within } from 'storybook/test'
import type { KitLoaded } from '../../src/decorators/withAirwave'
import { answeredCount } from '../../src/mocks/backend'
import { resetLiveLikes } from '../../src/mocks/liveLikes'

// The like of a live broadcast in each of its states, over the fake backend's likes
// (`src/mocks/liveLikes.ts`): broadcast 7 has 41 likes from others, broadcast 8 is liked by the
// member (viewer1) with 12,345 in all, broadcast 404 has ended.

function LikeStage({ streamInfo }: { streamInfo: StreamLikeInfo | undefined }) {
  return (
    <div style={{ display: 'flex', alignItems: 'center', gap: 12 }}>
      <strong style={{ fontSize: 20 }}>Airwave</strong>
      <LiveLikeButton streamInfo={streamInfo} />
    </div>
  )
}

const meta = {
  title: 'Live/LiveLikeButton',
  component: LikeStage,
  args: { streamInfo: { streamIdx: 7, isLike: false, likeCnt: 41 } },
  globals: { role: 'member' },
  loaders: [
    async ({ globals }) => {
      resetLiveLikes()
      await liveCatalogue.load(String(globals.locale ?? 'en-US'))
      return {}
    },
  ],
} satisfies Meta<typeof LikeStage>

export default meta
type Story = StoryObj<typeof meta>

const t = (locale: string) => liveText(locale)
const likeButton = (canvas: ReturnType<typeof within>, locale: string) =>
  canvas.getByRole('button', { name: t(locale)('like') })
const count = (canvasElement: HTMLElement) =>
  canvasElement.querySelector('[data-testid="live-like-count"]')?.textContent

/** Not liked yet: a press likes at once (42), the server agrees. */
export const NotLiked: Story = {
  play: async ({ canvas, canvasElement, userEvent, globals }) => {
    const button = likeButton(canvas, globals.locale)
    await expect(button).toHaveAttribute('aria-pressed', 'false')
    await expect(button).toHaveAttribute('data-state', 'off')
    await expect(count(canvasElement)).toBe('41')
    await userEvent.click(button)
    await expect(button).toHaveAttribute('aria-pressed', 'true')
    await expect(count(canvasElement)).toBe('42')
    await waitFor(() => expect(answeredCount('likeStream')).toBe(1))
    await waitFor(() => expect(button).not.toHaveAttribute('data-busy'))
    await expect(
      canvas.getByText(t(globals.locale)('likeCount', { count: 42 })),
    ).toBeInTheDocument()
  },
}

/** Liked already, a count past 10,000 shown compact: a press unlikes. */
export const Liked: Story = {
  args: { streamInfo: { streamIdx: 8, isLike: true, likeCnt: 12_345 } },
  play: async ({ canvas, canvasElement, userEvent, globals }) => {
    const button = likeButton(canvas, globals.locale)
    await expect(button).toHaveAttribute('data-state', 'on')
    await expect(count(canvasElement)).toBe('12.3K')
    await userEvent.click(button)
    await expect(button).toHaveAttribute('aria-pressed', 'false')
    await waitFor(() => expect(answeredCount('unlikeStream')).toBe(1))
    await waitFor(() => expect(count(canvasElement)).toBe('12.3K'))
    await expect(button).toHaveAttribute('data-state', 'off')
  },
}

/** A guest's press opens the login prompt and changes nothing. */
export const Guest: Story = {
  globals: { role: 'anonymous' },
  play: async ({ canvas, canvasElement, userEvent, loaded, globals }) => {
    const button = likeButton(canvas, globals.locale)
    await userEvent.click(button)
    const prompt = await within(canvasElement.ownerDocument.body).findByRole('dialog')
    await expect(button).toHaveAttribute('aria-pressed', 'false')
    await expect(count(canvasElement)).toBe('41')
    await userEvent.click(within(prompt).getAllByRole('button').at(-1) as HTMLElement)
    await expect((loaded as KitLoaded).openLogin).toHaveBeenCalled()
  },
}

/** The like on its way (the server does not answer): shown at once, the button busy. */
export const Pending: Story = {
  parameters: { backend: { pending: ['likeStream'] } },
  play: async ({ canvas, canvasElement, userEvent, globals }) => {
    const button = likeButton(canvas, globals.locale)
    await userEvent.click(button)
    await expect(button).toHaveAttribute('data-busy', 'true')
    await expect(button).toHaveAttribute('aria-pressed', 'true')
    await expect(count(canvasElement)).toBe('42')
    // Presses while it is on its way change nothing.
    await userEvent.click(button)
    await expect(button).toHaveAttribute('aria-pressed', 'true')
  },
}

/** The live ended meanwhile: the like is undone and a toast says why. */
export const Ended: Story = {
  args: { streamInfo: { streamIdx: 404, isLike: false, likeCnt: 9 } },
  play: async ({ canvas, canvasElement, userEvent, globals }) => {
    const button = likeButton(canvas, globals.locale)
    await userEvent.click(button)
    await expect(
      await within(canvasElement.ownerDocument.body).findByText(t(globals.locale)('likeEnded')),
    ).toBeVisible()
    await expect(button).toHaveAttribute('aria-pressed', 'false')
    await expect(count(canvasElement)).toBe('9')
  },
}

/** The call fails: undone, with the generic words. */
export const Failed: Story = {
  parameters: { backend: { failing: ['likeStream'] } },
  play: async ({ canvas, canvasElement, userEvent, globals }) => {
    const button = likeButton(canvas, globals.locale)
    await userEvent.click(button)
    await expect(
      await within(canvasElement.ownerDocument.body).findByText(t(globals.locale)('likeFailed')),
    ).toBeVisible()
    await expect(button).toHaveAttribute('aria-pressed', 'false')
    await expect(count(canvasElement)).toBe('41')
  },
}

/** Before the stream info names a broadcast: shown, but nothing to like. */
export const NoBroadcast: Story = {
  args: { streamInfo: undefined },
  play: async ({ canvas, canvasElement, userEvent, globals }) => {
    const button = likeButton(canvas, globals.locale)
    await expect(button).toHaveAttribute('aria-disabled', 'true')
    await userEvent.click(button)
    await expect(button).toHaveAttribute('aria-pressed', 'false')
    await expect(count(canvasElement)).toBe('0')
  },
}

/** Keyboard: Tab to it, Space likes. */
export const Keyboard: Story = {
  play: async ({ canvas, userEvent, globals }) => {
    await userEvent.tab()
    const button = likeButton(canvas, globals.locale)
    await expect(button).toHaveFocus()
    await userEvent.keyboard(' ')
    await expect(button).toHaveAttribute('aria-pressed', 'true')
  },
}

export const Dark: Story = {
  globals: { theme: 'dark' },
  args: { streamInfo: { streamIdx: 8, isLike: true, likeCnt: 12_345 } },
  play: async ({ canvas, globals }) => {
    await expect(likeButton(canvas, globals.locale)).toHaveAttribute('data-state', 'on')
  },
}

export const DarkNotLiked: Story = {
  globals: { theme: 'dark' },
  play: async ({ canvas, globals }) => {
    await expect(likeButton(canvas, globals.locale)).toHaveAttribute('data-state', 'off')
  },
}

export const Korean: Story = {
  globals: { locale: 'ko-KR' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: '좋아요' })).toBeVisible()
    await expect(canvas.getByText('좋아요 41개')).toBeInTheDocument()
  },
}

export const Thai: Story = {
  globals: { locale: 'th-TH' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: 'ถูกใจ' })).toBeVisible()
  },
}
