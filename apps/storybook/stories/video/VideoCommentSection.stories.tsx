import { discoveryText, VideoCommentSection } from '@airwave/react/video'
import { discoveryCatalogue } from '@airwave/sdk/i18n'
import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, waitFor, within } from 'storybook/test'
import { useViewer } from '../../src/decorators/withAirwave'
import { answeredCount } from '../../src/mocks/backend'
import { resetDiscovery } from '../../src/mocks/discovery'

// A video's comments (video 12 of the channel `airwave`) over discovery's fake backend: 14
// comments, one pinned, one long (3 lines, then "See more"), one with two replies, and the
// troll's, which the member blocked.

function Stage() {
  const viewer = useViewer()
  return (
    <div style={{ maxWidth: 720, padding: 24 }}>
      <VideoCommentSection vodNo={12} channelId="airwave" viewer={viewer} fileType="replay" />
    </div>
  )
}

const meta = {
  title: 'Video/VideoCommentSection',
  component: Stage,
  globals: { role: 'member' },
  loaders: [
    async ({ globals }) => {
      resetDiscovery()
      await discoveryCatalogue.load(String(globals.locale ?? 'en-US'))
      return {}
    },
  ],
} satisfies Meta<typeof Stage>

export default meta
type Story = StoryObj<typeof meta>

const t = (locale: string) => discoveryText(locale)
const rows = (canvasElement: HTMLElement) =>
  Array.from(canvasElement.querySelectorAll('.aw-comment-list > li'))
const texts = (canvasElement: HTMLElement) =>
  rows(canvasElement).map(
    (li) => li.querySelector('.aw-comment-content')?.textContent ?? li.getAttribute('data-state'),
  )
const loaded = (canvasElement: HTMLElement) =>
  waitFor(() =>
    expect(canvasElement.querySelector('.aw-comments')).toHaveAttribute('data-state', 'ready'),
  )

async function write(
  canvasElement: HTMLElement,
  text: string,
  userEvent: {
    click: (e: Element) => Promise<void>
    type: (e: Element, t: string) => Promise<void>
  },
) {
  const canvas = within(canvasElement)
  const box = canvas.getAllByRole('textbox')[0] as HTMLElement
  await userEvent.click(box)
  await userEvent.type(box, text)
  await userEvent.click(canvas.getAllByRole('button', { name: /^Comment$/ })[0] as HTMLElement)
}

/** Popular first: the pinned one on top, then by likes; the long one cut at 3 lines. */
export const Popular: Story = {
  play: async ({ canvasElement, canvas, globals }) => {
    await loaded(canvasElement)
    await expect(
      canvas.getByRole('button', { name: t(globals.locale)('sortLikes') }),
    ).toHaveAttribute('aria-pressed', 'true')
    await expect(rows(canvasElement)[0]).toHaveAttribute('data-state', 'pinned')
    await expect(canvas.getAllByRole('button', { name: /See more/ }).length).toBeGreaterThan(0)
  },
}

/** Newest: a new comment goes to the top, below the pinned one, and the count rises. */
export const NewestInsertion: Story = {
  play: async ({ canvasElement, canvas, globals, userEvent }) => {
    await loaded(canvasElement)
    await userEvent.click(canvas.getByRole('button', { name: t(globals.locale)('sortNewest') }))
    await loaded(canvasElement)
    await write(canvasElement, 'Fresh from the newest sort', userEvent)
    await waitFor(() => expect(texts(canvasElement)[1]).toBe('Fresh from the newest sort'))
    await expect(rows(canvasElement)[0]).toHaveAttribute('data-state', 'pinned')
    await expect(canvas.getByRole('heading', { level: 2 })).toHaveTextContent('15')
  },
}

/** Popular with a full first page (20 of 25): a new comment only raises the count. */
export const PopularInsertionFullPage: Story = {
  loaders: [
    async () => {
      resetDiscovery({ comments: 25 })
      return {}
    },
  ],
  play: async ({ canvasElement, canvas, userEvent }) => {
    await loaded(canvasElement)
    await write(canvasElement, 'Not shown until loaded', userEvent)
    await waitFor(() => expect(canvas.getByRole('heading', { level: 2 })).toHaveTextContent('26'))
    await expect(texts(canvasElement)).not.toContain('Not shown until loaded')
  },
}

/** Popular with a short last page: a new comment is appended to it. */
export const PopularInsertionShortPage: Story = {
  loaders: [
    async () => {
      resetDiscovery({ comments: 5 })
      return {}
    },
  ],
  play: async ({ canvasElement, userEvent }) => {
    await loaded(canvasElement)
    await write(canvasElement, 'At the end', userEvent)
    await waitFor(() => expect(texts(canvasElement).at(-1)).toBe('At the end'))
  },
}

/** The owner pins another comment: confirmed, then the list is loaded again. */
export const PinTakesOver: Story = {
  globals: { role: 'owner' },
  play: async ({ canvasElement, userEvent }) => {
    await loaded(canvasElement)
    const body = within(canvasElement.ownerDocument.body)
    const second = rows(canvasElement)[1] as HTMLElement
    await userEvent.click(within(second).getByRole('button', { name: /more/i }))
    await userEvent.click(await body.findByRole('menuitem', { name: /^Pin/ }))
    const dialog = await body.findByRole('alertdialog')
    await userEvent.click(within(dialog).getAllByRole('button').at(-1) as HTMLElement)
    await waitFor(() => expect(answeredCount('listVideoComments')).toBe(2))
    await loaded(canvasElement)
    await expect(
      rows(canvasElement).filter((li) => li.getAttribute('data-state') === 'pinned'),
    ).toHaveLength(1)
  },
}

/** Replies open under their comment. */
export const Replies: Story = {
  play: async ({ canvasElement, canvas, userEvent }) => {
    await loaded(canvasElement)
    await userEvent.click(
      canvas.getAllByRole('button', { name: /2 replies|replies/i })[0] as HTMLElement,
    )
    await expect(await canvas.findByText('Agreed, what a match')).toBeVisible()
  },
}

/** The blocked author's comment is a placeholder, no time, no actions. */
export const Blocked: Story = {
  play: async ({ canvasElement }) => {
    await loaded(canvasElement)
    await expect(
      rows(canvasElement).some((li) => li.getAttribute('data-state') === 'blocked'),
    ).toBe(true)
  },
}

/** No comment yet. */
export const Empty: Story = {
  parameters: { backend: { empty: true } },
  loaders: [
    async () => {
      resetDiscovery({ comments: 0 })
      return {}
    },
  ],
  play: async ({ canvasElement }) => {
    await loaded(canvasElement)
    await expect(rows(canvasElement)).toHaveLength(0)
  },
}

/** Loading. */
export const Loading: Story = {
  parameters: { backend: { pending: ['listVideoComments'] } },
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelector('.aw-skeleton')).toHaveAttribute('aria-busy', 'true')
  },
}

/** The list failed: a retry. */
export const ErrorState: Story = {
  name: 'Error',
  parameters: { backend: { failing: ['listVideoComments'] } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('alert')).toBeVisible()
  },
}

/** Dark, in Japanese. */
export const DarkJapanese: Story = {
  globals: { theme: 'dark', locale: 'ja-JP' },
  play: async ({ canvasElement, canvas }) => {
    await loaded(canvasElement)
    await expect(canvas.getByRole('button', { name: '人気順' })).toHaveAttribute(
      'aria-pressed',
      'true',
    )
  },
}
