import { pollCatalogue } from '@airwave/sdk/i18n'
import type { Meta, StoryObj } from '@storybook/react-vite'
import { useInsertionEffect } from 'react'
import { expect, waitFor, within } from 'storybook/test'
import { BOARD } from '../../src/mocks/people'
import { resetPoll } from '../../src/mocks/poll'
import { Board } from '../board/Board'
import { PollStage } from '../poll/PollStage'

// A partner's page with a hostile stylesheet of its own, and the documented colour override:
// the page's rules come first (as an app's CSS does) and the kit's after, as they do in an app.
// The board and the poll keep their own text styles and images, the popup stays on screen, and
// the page's plain `.aw-root{--aw-accent}` rule wins over the kit's defaults in both themes.

const ACCENT = '#c2185b'
const HOSTILE = `* { text-align: right; text-transform: uppercase; letter-spacing: 3px; font-style: italic }
img { border: 6px solid #0f0; padding: 5px }
.aw-root { --aw-accent: ${ACCENT}; --aw-on-accent: #fff }`

function HostPage() {
  // Before the kit's own sheet (inserted by its components' insertion effects, after this one).
  useInsertionEffect(() => {
    const style = document.createElement('style')
    style.setAttribute('data-host-page', '')
    style.textContent = HOSTILE
    document.head.prepend(style)
    return () => style.remove()
  }, [])
  return (
    <div style={{ display: 'grid', gridTemplateColumns: 'minmax(0,1fr) minmax(0,1fr)', gap: 16 }}>
      <PollStage width={560} placement="below" />
      <Board channelId={BOARD} />
    </div>
  )
}

const meta = {
  title: 'Theme/Host styles',
  component: HostPage,
  globals: { role: 'member' },
  loaders: [async ({ globals }) => ({ words: await pollCatalogue.load(String(globals.locale)) })],
  beforeEach: () => resetPoll({}),
} satisfies Meta<typeof HostPage>

export default meta
type Story = StoryObj<typeof meta>

const QUESTION = 'Which map do we play next?'

async function checkKitStyles(canvasElement: HTMLElement) {
  const canvas = within(canvasElement)
  // The popup opens from the poll button (it never opens by itself).
  const button = await waitFor(() => {
    const found = canvasElement.querySelector<HTMLElement>('.aw-poll-button')
    if (!found) throw new Error('no poll button yet')
    return found
  })
  if (!canvas.queryByRole('dialog', { name: QUESTION })) button.click()
  const popup = await canvas.findByRole('dialog', { name: QUESTION })
  await canvas.findAllByRole('article')
  const root = canvasElement.querySelector('.aw-root') as HTMLElement
  await waitFor(() => expect(getComputedStyle(root).getPropertyValue('--aw-accent')).toBe(ACCENT))
  // The override reaches the kit's rules: the poll button's dot and the popup's primary button.
  const vote = within(popup)
    .getAllByRole('button')
    .find((button) => button.dataset.variant)
  await expect(getComputedStyle(vote as HTMLElement).backgroundColor).toBe('rgb(194, 24, 91)')
  // The page's `*` rule reaches no kit text: the popup, the board's posts, their buttons.
  const texts = [
    within(popup).getByText(QUESTION),
    ...canvas.getAllByRole('article').slice(0, 3),
    vote as HTMLElement,
  ]
  for (const text of texts) {
    const style = getComputedStyle(text)
    await expect(style.textTransform).toBe('none')
    await expect(style.letterSpacing).toBe('normal')
    await expect(style.fontStyle).toBe('normal')
    await expect(['start', 'left', 'center']).toContain(style.textAlign)
  }
  // The page's `img` rule does not frame the kit's pictures.
  const images = [...canvasElement.querySelectorAll<HTMLImageElement>('.aw-root img')]
  await expect(images.length).toBeGreaterThan(0)
  for (const image of images) {
    await expect(getComputedStyle(image).borderTopWidth).toBe('0px')
    await expect(getComputedStyle(image).paddingLeft).toBe('0px')
  }
  // The popup stays on screen.
  const box = popup.getBoundingClientRect()
  await expect(box.left).toBeGreaterThanOrEqual(0)
  await expect(box.right).toBeLessThanOrEqual(window.innerWidth)
}

/** Light: the page's stylesheet does not reach the kit; its accent does. */
export const Light: Story = {
  globals: { theme: 'light' },
  play: async ({ canvasElement }) => checkKitStyles(canvasElement),
}

/** Dark: the page's plain `.aw-root` rule wins over the kit's dark theme as well. */
export const Dark: Story = {
  globals: { theme: 'dark' },
  play: async ({ canvasElement }) => checkKitStyles(canvasElement),
}
