import { createToastQueue } from '@airwave/sdk'
import type { Comment, CommentPage, Viewer } from '@airwave/sdk/community'
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react'
import { StrictMode } from 'react'
import { afterEach, describe, expect, it } from 'vitest'
import { AirwaveProvider } from '../AirwaveProvider'
import { axeViolations } from '../a11y/kit.fixture'
import type { AirwaveClient, Theme } from '../airwaveContext'
import { fakeClient } from '../testing.fixture'
import { CommentSection } from './CommentSection'

afterEach(cleanup)

const anonymous: Viewer = { status: 'anonymous' }
const owner: Viewer = { status: 'member', channelId: 'kim', nickname: 'Kim' }
const author: Viewer = { status: 'member', channelId: 'author1', nickname: 'Author 1' }
const other: Viewer = { status: 'member', channelId: 'mina', nickname: 'Mina' }

const comment = (commentIdx: number, extra: Partial<Comment> = {}): Comment => ({
  commentIdx,
  channelId: `author${commentIdx}`,
  content: `comment ${commentIdx}`,
  nickname: `Author ${commentIdx}`,
  createDate: '2025-01-01T00:00:00Z',
  likeCnt: 3,
  replyCnt: 0,
  ...extra,
})

const pageOf =
  (comments: Comment[], totalCnt = comments.length) =>
  async (): Promise<CommentPage> => ({ currentPage: 1, totalCnt, postComments: comments })

interface Setup {
  client: AirwaveClient
  viewer?: Viewer
  locale?: string
  theme?: Theme
  onLoginRequired?: () => void
}

function renderSection({ client, viewer = other, locale, theme, onLoginRequired }: Setup) {
  return render(
    <StrictMode>
      <AirwaveProvider
        client={client}
        locale={locale}
        theme={theme}
        toastQueue={createToastQueue()}
        onLoginRequired={onLoginRequired ?? (() => {})}
      >
        <CommentSection postIdx={7} channelId="kim" viewer={viewer} />
      </AirwaveProvider>
    </StrictMode>,
  )
}

const sectionOf = (container: HTMLElement) => container.querySelector('section')

describe('CommentSection', () => {
  it('heads an empty thread with the no-comments label', async () => {
    const { container } = renderSection({
      client: fakeClient({ community: { listComments: pageOf([]) } }),
    })
    await waitFor(() => expect(sectionOf(container)?.dataset.state).toBe('ready'))
    expect(screen.getByRole('heading', { name: 'No comments yet' })).toBeTruthy()
  })

  it('heads a thread with the plural count', async () => {
    renderSection({ client: fakeClient({ community: { listComments: pageOf([comment(1)], 1) } }) })
    expect(await screen.findByRole('heading', { name: '1 comment' })).toBeTruthy()
  })

  it('shows an error with a retry that loads again', async () => {
    let calls = 0
    const listComments = async () => {
      calls++
      if (calls <= 2) throw new Error('down')
      return pageOf([comment(1)], 12)()
    }
    const { container } = renderSection({ client: fakeClient({ community: { listComments } }) })
    await waitFor(() => expect(sectionOf(container)?.dataset.state).toBe('error'))
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }))
    expect(await screen.findByRole('heading', { name: '12 comments' })).toBeTruthy()
  })

  it('expands the input on focus, counts visible characters and disables a blank submit', async () => {
    let sent = ''
    const client = fakeClient({
      community: {
        listComments: pageOf([]),
        createComment: async (_postIdx, input) => {
          sent = input.content
          return comment(9)
        },
      },
    })
    const { container } = renderSection({ client })
    const box = screen.getByRole('textbox', { name: 'Write a comment' })
    expect(screen.queryByRole('button', { name: 'Register' })).toBeNull()
    fireEvent.focus(box)
    expect(container.querySelector('form')?.dataset.state).toBe('open')
    const submit = screen.getByRole('button', { name: 'Register' }) as HTMLButtonElement
    expect(submit.disabled).toBe(true)
    fireEvent.change(box, { target: { value: '   ' } })
    expect(submit.disabled).toBe(true)
    fireEvent.change(box, { target: { value: 'hi 👍🏽\nthere' } })
    expect(submit.disabled).toBe(false)
    expect(screen.getByText('10/5000')).toBeTruthy()
    await waitFor(() => expect(sectionOf(container)?.dataset.state).toBe('ready'))
    fireEvent.click(submit)
    await waitFor(() => expect(sent).toBe('hi 👍🏽\nthere'))
    expect(container.querySelector('form')?.dataset.state).toBe('closed')
  })

  it('cancel empties and collapses the input', () => {
    const { container } = renderSection({
      client: fakeClient({ community: { listComments: pageOf([]) } }),
    })
    const box = screen.getByRole('textbox', { name: 'Write a comment' }) as HTMLTextAreaElement
    fireEvent.focus(box)
    fireEvent.change(box, { target: { value: 'draft' } })
    fireEvent.click(screen.getByRole('button', { name: 'Cancel' }))
    expect(box.value).toBe('')
    expect(container.querySelector('form')?.dataset.state).toBe('closed')
  })

  it('asks an anonymous viewer to log in on focus and on like', async () => {
    let logins = 0
    renderSection({
      client: fakeClient({ community: { listComments: pageOf([comment(1)]) } }),
      viewer: anonymous,
      onLoginRequired: () => logins++,
    })
    fireEvent.focus(screen.getByRole('textbox', { name: 'Write a comment' }))
    expect(logins).toBe(1)
    fireEvent.click(await screen.findByRole('button', { name: /^Like/ }))
    expect(logins).toBe(2)
  })

  it('presses the like button at once, before the server answers', async () => {
    const client = fakeClient({
      community: {
        listComments: pageOf([comment(1)]),
        likeComment: () => new Promise(() => {}),
      },
    })
    renderSection({ client })
    const like = await screen.findByRole('button', { name: /^Like/ })
    expect(like.getAttribute('aria-pressed')).toBe('false')
    fireEvent.click(like)
    await waitFor(() => expect(like.getAttribute('aria-pressed')).toBe('true'))
    expect(like.textContent).toContain('4')
  })

  it('sends SORT from the chips', async () => {
    const sorts: unknown[] = []
    const listComments = async (_postIdx: number | string, input?: { sort?: string }) => {
      sorts.push(input?.sort)
      return pageOf([comment(1)])()
    }
    renderSection({ client: fakeClient({ community: { listComments } }) })
    const popular = screen.getByRole('button', { name: 'Popular' })
    expect(popular.getAttribute('aria-pressed')).toBe('false')
    fireEvent.click(popular)
    await waitFor(() => expect(popular.getAttribute('aria-pressed')).toBe('true'))
    await waitFor(() => expect(sorts).toContain('like'))
  })

  const menuItems = async (viewer: Viewer) => {
    renderSection({
      client: fakeClient({ community: { listComments: pageOf([comment(1)]) } }),
      viewer,
    })
    fireEvent.click(await screen.findByRole('button', { name: 'More options' }))
    return screen.getAllByRole('menuitem').map((item) => item.textContent)
  }

  it('gives the owner pin, delete and block', async () => {
    expect(await menuItems(owner)).toEqual(['Pin', 'Delete', 'Block user'])
  })

  it('gives the author delete only', async () => {
    expect(await menuItems(author)).toEqual(['Delete'])
  })

  it('gives others report and block', async () => {
    expect(await menuItems(other)).toEqual(['Report', 'Block user'])
  })

  it('opens the menu with Enter and moves with the arrows', async () => {
    renderSection({
      client: fakeClient({ community: { listComments: pageOf([comment(1)]) } }),
      viewer: other,
    })
    const button = await screen.findByRole('button', { name: 'More options' })
    button.focus()
    // Enter on a native button is a click in browsers; jsdom leaves that to the test.
    fireEvent.keyDown(button, { key: 'Enter' })
    fireEvent.click(button)
    const [report, block] = screen.getAllByRole('menuitem')
    await waitFor(() => expect(document.activeElement).toBe(report))
    fireEvent.keyDown(report as HTMLElement, { key: 'ArrowDown' })
    await waitFor(() => expect(document.activeElement).toBe(block))
  })

  it('asks the owner before a pin replaces another', async () => {
    const pinned: number[] = []
    const client = fakeClient({
      community: {
        listComments: pageOf([comment(1, { isFixed: true }), comment(2)]),
        pinComment: async (commentIdx) => {
          pinned.push(Number(commentIdx))
          return undefined as never
        },
      },
    })
    const { container } = renderSection({ client, viewer: owner })
    await screen.findAllByRole('button', { name: 'More options' })
    const second = screen.getAllByRole('listitem')[1] as HTMLElement
    fireEvent.click(within(second).getByRole('button', { name: 'More options' }))
    fireEvent.click(within(second).getByRole('menuitem', { name: 'Pin' }))
    const dialog = await screen.findByRole('alertdialog', { name: 'Replace the pinned comment?' })
    expect(sectionOf(container)?.dataset.state).toBe('confirmingPin')
    expect(pinned).toEqual([])
    fireEvent.click(within(dialog).getByRole('button', { name: 'Pin' }))
    await waitFor(() => expect(pinned).toEqual([2]))
    expect(sectionOf(container)?.dataset.state).toBe('ready')
  })

  it('shows a blocked author as a placeholder without time or actions', async () => {
    renderSection({
      client: fakeClient({
        community: { listComments: pageOf([comment(1, { isBlockedChannel: true })]) },
      }),
    })
    const item = await screen.findByRole('listitem')
    expect(item.textContent).toBe('This content is from a user you blocked.')
    expect(within(item).queryByRole('button')).toBeNull()
    expect(item.querySelector('time')).toBeNull()
  })

  it('renders a non-English locale', async () => {
    renderSection({
      client: fakeClient({ community: { listComments: pageOf([]) } }),
      locale: 'ko-KR',
    })
    expect(await screen.findByRole('heading', { name: '아직 댓글이 없습니다' })).toBeTruthy()
    expect(screen.getByRole('textbox', { name: '댓글을 입력하세요' })).toBeTruthy()
  })

  it('loads the next page from a button where IntersectionObserver is missing', async () => {
    const pages: unknown[] = []
    const listComments = async (_postIdx: number | string, input?: { page?: number }) => {
      pages.push(input?.page)
      return {
        currentPage: input?.page ?? 1,
        totalCnt: 30,
        postComments: [comment(input?.page ?? 1)],
      }
    }
    renderSection({ client: fakeClient({ community: { listComments } }) })
    fireEvent.click(await screen.findByRole('button', { name: 'See more' }))
    // StrictMode mounts twice, so page 1 may be asked for twice; page 2 once.
    await waitFor(() => expect(pages.filter((page) => page === 2)).toEqual([2]))
    expect(await screen.findByText('comment 2')).toBeTruthy()
  })

  it('keeps line breaks and renders what renderContent returns', async () => {
    const client = fakeClient({
      community: { listComments: pageOf([comment(1, { content: 'a\nb' })]) },
    })
    render(
      <StrictMode>
        <AirwaveProvider client={client} onLoginRequired={() => {}}>
          <CommentSection
            postIdx={7}
            channelId="kim"
            viewer={other}
            renderContent={(text) => <p data-rich="">{text.toUpperCase()}</p>}
          />
        </AirwaveProvider>
      </StrictMode>,
    )
    const content = await screen.findByText('A\nB', { normalizer: (text) => text })
    expect(content.dataset.rich).toBe('')
  })

  for (const theme of ['light', 'dark'] as const) {
    it(`passes axe loaded, empty and with a dialog open (${theme})`, async () => {
      const loaded = renderSection({
        client: fakeClient({ community: { listComments: pageOf([comment(1), comment(2)]) } }),
        theme,
      })
      await screen.findAllByRole('button', { name: 'More options' })
      expect(await axeViolations(loaded.container)).toEqual([])
      fireEvent.click(screen.getAllByRole('button', { name: 'More options' })[0] as HTMLElement)
      fireEvent.click(screen.getByRole('menuitem', { name: 'Block user' }))
      await screen.findByRole('alertdialog')
      expect(await axeViolations(document.body)).toEqual([])
      loaded.unmount()

      const empty = renderSection({
        client: fakeClient({ community: { listComments: pageOf([]) } }),
        theme,
      })
      await waitFor(() => expect(sectionOf(empty.container)?.dataset.state).toBe('ready'))
      expect(await axeViolations(empty.container)).toEqual([])
    })
  }
})
