import { CardGrid, discoveryText, ThumbnailCard } from '@airwave/react/video'
import { discoveryCatalogue } from '@airwave/sdk/i18n'
import type { ThumbnailCard as Card } from '@airwave/sdk/video'
import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, waitFor, within } from 'storybook/test'
import { useViewer } from '../../src/decorators/withAirwave'
import { answeredCount } from '../../src/mocks/backend'
import { demoCards, resetDiscovery } from '../../src/mocks/discovery'

// The thumbnail card in each variant (live, replay, clip, upload, adult, blind) and each role's
// menu, and the grid and shelf they sit in, over discovery's fake backend.

const [live, , replay, clip, adult, blind] = demoCards as [Card, Card, Card, Card, Card, Card]

interface StageProps {
  card?: Card
  layout?: 'grid' | 'shelf' | 'single'
  status?: 'loading' | 'error' | 'success'
  cards?: Card[]
  videoListOf?: string
  restricted?: boolean
}

function Stage({
  card = live,
  layout = 'single',
  status,
  cards = demoCards,
  videoListOf,
  restricted,
}: StageProps) {
  const viewer = useViewer()
  if (layout === 'single') {
    return (
      <div style={{ maxWidth: 340, padding: 24 }}>
        <ThumbnailCard
          card={card}
          viewer={viewer}
          videoListOf={videoListOf}
          restricted={restricted}
        />
      </div>
    )
  }
  return (
    <div style={{ padding: 24 }}>
      <CardGrid
        label="Videos"
        cards={cards}
        layout={layout}
        status={status}
        onRetry={() => {}}
        viewer={viewer}
        videoListOf={videoListOf}
        restricted={restricted}
      />
    </div>
  )
}

const meta = {
  title: 'Video/ThumbnailCard',
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
const menuOf = async (
  canvasElement: HTMLElement,
  title: string,
  locale: string,
  userEvent: { click: (el: Element) => Promise<void> },
) => {
  const canvas = within(canvasElement)
  await userEvent.click(canvas.getByRole('button', { name: t(locale)('cardMenu', { title }) }))
  const menu = await within(canvasElement.ownerDocument.body).findByRole('menu')
  return within(menu)
    .getAllByRole('menuitem')
    .map((item) => item.textContent)
}

/** A live card: the live badge, its viewers compact from 10,000, category and tags. */
export const Live: Story = {
  play: async ({ canvas, globals }) => {
    await expect(canvas.getByText('12.3K')).toBeVisible()
    await expect(canvas.getByText(t(globals.locale)('live'))).toBeVisible()
    await expect(canvas.getByRole('link', { name: 'Esports' })).toHaveAttribute(
      'href',
      '/category/esports',
    )
  },
}

/** A replay: its length and its kind. */
export const Replay: Story = {
  args: { card: replay },
  play: async ({ canvas, globals }) => {
    await expect(canvas.getByText('1:02:03')).toBeVisible()
    await expect(canvas.getByText(t(globals.locale)('replay'))).toBeVisible()
  },
}

/** A clip. */
export const Clip: Story = {
  args: { card: clip },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('0:42')).toBeVisible()
  },
}

/** An adult video: covered until the viewer agrees. */
export const Adult: Story = {
  args: { card: adult },
  play: async ({ canvasElement, canvas, globals }) => {
    await expect(canvasElement.querySelector('article')).toHaveAttribute('data-state', 'adult')
    await expect(canvas.getByText(t(globals.locale)('adult'))).toBeVisible()
  },
}

/** A blind (hidden) video. */
export const Blind: Story = {
  args: { card: blind },
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelector('article')).toHaveAttribute('data-state', 'blind')
  },
}

/** The owner on their channel's video list: edit and delete, the delete confirmed first. */
export const OwnerOnVideoList: Story = {
  args: { card: replay, videoListOf: 'airwave' },
  globals: { role: 'owner' },
  play: async ({ canvasElement, globals, userEvent }) => {
    const words = t(globals.locale)
    await expect(
      await menuOf(canvasElement, replay.title ?? '', globals.locale, userEvent),
    ).toEqual([words('edit'), words('delete')])
    await userEvent.click(
      within(canvasElement.ownerDocument.body).getByRole('menuitem', { name: words('delete') }),
    )
    const dialog = await within(canvasElement.ownerDocument.body).findByRole('alertdialog')
    await expect(dialog).toHaveAccessibleName(words('deleteVideoTitle'))
    await userEvent.click(within(dialog).getByRole('button', { name: words('cancel') }))
  },
}

/** Restricted mode (on a channel page, or a blocked channel): only report. */
export const Restricted: Story = {
  args: { card: replay, restricted: true },
  play: async ({ canvasElement, globals, userEvent }) => {
    await expect(
      await menuOf(canvasElement, replay.title ?? '', globals.locale, userEvent),
    ).toEqual([t(globals.locale)('report')])
  },
}

/** Everyone else: not interested and report. */
export const Everyone: Story = {
  args: { card: replay },
  play: async ({ canvasElement, globals, userEvent }) => {
    const words = t(globals.locale)
    await expect(
      await menuOf(canvasElement, replay.title ?? '', globals.locale, userEvent),
    ).toEqual([words('notInterested'), words('report')])
  },
}

/** A grid: not interested hides every card of that channel at once. */
export const GridNotInterested: Story = {
  args: { layout: 'grid' },
  play: async ({ canvasElement, globals, userEvent }) => {
    const words = t(globals.locale)
    await expect(within(canvasElement).getAllByRole('article')).toHaveLength(6)
    await menuOf(canvasElement, 'Best clutch of the week', globals.locale, userEvent)
    await userEvent.click(
      within(canvasElement.ownerDocument.body).getByRole('menuitem', {
        name: words('notInterested'),
      }),
    )
    await expect(within(canvasElement).getAllByRole('article')).toHaveLength(4)
    await waitFor(() => expect(answeredCount('addNotInterested')).toBe(1))
  },
}

/** The server refuses: the cards come back and a toast says so. */
export const GridNotInterestedFails: Story = {
  args: { layout: 'grid' },
  parameters: { backend: { failing: ['addNotInterested'] } },
  play: async ({ canvasElement, globals, userEvent }) => {
    const words = t(globals.locale)
    await menuOf(canvasElement, 'Best clutch of the week', globals.locale, userEvent)
    await userEvent.click(
      within(canvasElement.ownerDocument.body).getByRole('menuitem', {
        name: words('notInterested'),
      }),
    )
    await expect(
      await within(canvasElement.ownerDocument.body).findByText(words('notInterestedFailed')),
    ).toBeVisible()
    await waitFor(() => expect(within(canvasElement).getAllByRole('article')).toHaveLength(6))
  },
}

/** One scrolling row. */
export const Shelf: Story = {
  args: { layout: 'shelf' },
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelector('.aw-card-grid')).toHaveAttribute(
      'data-layout',
      'shelf',
    )
  },
}

/** Loading placeholders. */
export const Loading: Story = {
  args: { layout: 'grid', status: 'loading' },
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelector('.aw-card-grid')).toHaveAttribute('aria-busy', 'true')
  },
}

/** The list failed: a retry. */
export const ErrorState: Story = {
  name: 'Error',
  args: { layout: 'grid', status: 'error' },
  play: async ({ canvas, globals }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent(t(globals.locale)('loadFailed'))
  },
}

/** Nothing to show. */
export const Empty: Story = {
  args: { layout: 'grid', cards: [] },
  play: async ({ canvas, globals }) => {
    await expect(canvas.getByText(t(globals.locale)('noCards'))).toBeVisible()
  },
}

/** Dark theme. */
export const Dark: Story = {
  args: { layout: 'grid' },
  globals: { theme: 'dark' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getAllByRole('article')).toHaveLength(6)
  },
}

/** In Korean. */
export const Korean: Story = {
  args: { layout: 'grid' },
  globals: { locale: 'ko-KR' },
  play: async ({ canvas }) => {
    await expect(canvas.getAllByText('라이브').length).toBeGreaterThan(0)
  },
}
