import { ApiError, createToastQueue, type ToastQueue } from '@airwave/sdk'
import type { Comment, CommentPage, Reply, ReplyPage, Viewer } from '@airwave/sdk/community'
import { act, cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react'
import { StrictMode } from 'react'
import { afterEach, beforeAll, describe, expect, it } from 'vitest'
import { axeViolations } from '../../shared/a11y/kit.fixture'
import { type FakeLayout, fakeLayout } from '../../shared/paging/layout.fixture'
import { AirwaveProvider } from '../../shared/provider/AirwaveProvider'
import type { AirwaveClient, Theme } from '../../shared/provider/airwaveContext'
import { acceptLoginPrompt, fakeClient, loadEveryLocale } from '../../shared/testing.fixture'
import { CommentSection } from './CommentSection'

// The non-English words load as in an app before it renders in that language.
beforeAll(loadEveryLocale)

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
  toastQueue?: ToastQueue
}

function renderSection({
  client,
  viewer = other,
  locale,
  theme,
  onLoginRequired,
  toastQueue = createToastQueue(),
}: Setup) {
  return render(
    <StrictMode>
      <AirwaveProvider
        client={client}
        locale={locale}
        theme={theme}
        toastQueue={toastQueue}
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
    expect(screen.queryByRole('button', { name: 'Comment' })).toBeNull()
    fireEvent.focus(box)
    expect(container.querySelector('form')?.dataset.state).toBe('open')
    const submit = screen.getByRole('button', { name: 'Comment' }) as HTMLButtonElement
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
    await acceptLoginPrompt()
    expect(logins).toBe(1)
    fireEvent.click(await screen.findByRole('button', { name: /^Like/ }))
    await acceptLoginPrompt()
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

  it('gives the author edit and delete', async () => {
    expect(await menuItems(author)).toEqual(['Edit', 'Delete'])
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

  it('shows a blinded comment as a muted line: its author and its replies stay, its text and like go', async () => {
    const blinded = comment(1, { isBlinded: true, content: '', replyCnt: 2 })
    const { container } = renderSection({
      client: fakeClient({ community: { listComments: pageOf([blinded, comment(2)]) } }),
      viewer: author,
    })
    const [item] = await screen.findAllByRole('listitem')
    const row = item as HTMLElement
    expect(row.dataset.state).toBe('blinded')
    expect(within(row).getByText('This comment was hidden by the channel')).toBeTruthy()
    expect(within(row).getByRole('link', { name: 'Author 1' })).toBeTruthy()
    expect(within(row).queryByRole('button', { name: /^Like/ })).toBeNull()
    expect(within(row).getByRole('button', { name: /2/ })).toBeTruthy()
    // Its author may only delete it: no edit of a text the channel hid.
    fireEvent.click(within(row).getByRole('button', { name: 'More options' }))
    expect(screen.getAllByRole('menuitem').map((entry) => entry.textContent)).toEqual(['Delete'])
    expect(await axeViolations(container)).toEqual([])
  })

  it('offers a stranger nothing on a blinded comment', async () => {
    renderSection({
      client: fakeClient({
        community: { listComments: pageOf([comment(1, { isBlinded: true, content: '' })]) },
      }),
      viewer: other,
    })
    const item = await screen.findByRole('listitem')
    expect(item.textContent).toContain('This comment was hidden by the channel')
    expect(within(item).queryByRole('button', { name: 'More options' })).toBeNull()
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

const reply = (replyIdx: number, extra: Partial<Reply> = {}): Reply => ({
  replyIdx,
  channelId: `author${replyIdx}`,
  nickname: `Author ${replyIdx}`,
  content: `reply ${replyIdx}`,
  createDate: '2025-01-01T00:00:00Z',
  likeCnt: 0,
  ...extra,
})

const replyPageOf =
  (replies: Reply[], totalCnt = replies.length) =>
  async (): Promise<ReplyPage> => ({ currentPage: 1, totalCnt, postCommentReplies: replies })

describe('CommentSection: content, replies and counts', () => {
  it('renders text by the rich-text rules as elements by default, never as HTML', async () => {
    const client = fakeClient({
      community: {
        listComments: pageOf([
          comment(1, {
            content: 'hi @mina {:wave:}\nsee https://example.com <img src=x onerror="alert(1)">',
          }),
        ]),
      },
      emoticon: {
        listEmoticons: async () => ({
          basic: {
            name: { 'en-US': 'Basic' },
            emoticons: [
              { emoticonKeyword: 'wave', emoticonImgUrl: 'https://cdn.example.com/w.png' },
            ],
          },
        }),
      },
    })
    const { container } = renderSection({ client })
    const link = await screen.findByRole('link', { name: 'https://example.com' })
    expect(link.getAttribute('target')).toBe('_blank')
    expect(link.getAttribute('rel')).toBe('noopener noreferrer nofollow ugc')
    const content = container.querySelector('.aw-comment-content') as HTMLElement
    expect(content.querySelector('[data-mention="mina"]')?.textContent).toBe('@mina')
    await waitFor(() =>
      expect(content.querySelector('img.aw-rt-emoticon')?.getAttribute('src')).toBe(
        'https://cdn.example.com/w.png',
      ),
    )
    expect(content.querySelector('br')).not.toBeNull()
    expect(content.querySelector('[onerror]')).toBeNull()
    expect(content.textContent).toContain('<img src=x')
  })

  it('renders only the new rows when a page is appended', async () => {
    const rendered = new Map<string, number>()
    const renderContent = (text: string) => {
      rendered.set(text, (rendered.get(text) ?? 0) + 1)
      return <p>{text}</p>
    }
    const listComments = async (_postIdx: number | string, input?: { page?: number }) => {
      const page = input?.page ?? 1
      const first = (page - 1) * 10 + 1
      return {
        currentPage: page,
        totalCnt: 30,
        postComments: Array.from({ length: 10 }, (_, i) => comment(first + i)),
      }
    }
    render(
      <StrictMode>
        <AirwaveProvider
          client={fakeClient({ community: { listComments } })}
          onLoginRequired={() => {}}
        >
          <CommentSection
            postIdx={7}
            channelId="kim"
            viewer={other}
            renderContent={renderContent}
          />
        </AirwaveProvider>
      </StrictMode>,
    )
    fireEvent.click(await screen.findByRole('button', { name: 'See more' }))
    await screen.findByText('comment 20')
    const before = rendered.get('comment 1')
    fireEvent.click(await screen.findByRole('button', { name: 'See more' }))
    await screen.findByText('comment 30')
    expect(screen.getAllByRole('listitem')).toHaveLength(30)
    expect(rendered.get('comment 1')).toBe(before)
    expect(rendered.get('comment 15')).toBe(rendered.get('comment 1'))
  })

  it('shows like counts in full below 10000 and compact above', async () => {
    renderSection({
      client: fakeClient({
        community: {
          listComments: pageOf([comment(1, { likeCnt: 9999 }), comment(2, { likeCnt: 12_345 })]),
        },
      }),
    })
    const likes = await screen.findAllByRole('button', { name: /^Like/ })
    expect(likes.map((like) => like.textContent?.trim())).toEqual(['9,999', '12.3K'])
  })

  it('shows the pin icon, the edited label, and the reply toggle with its count', async () => {
    const client = fakeClient({
      community: {
        listComments: pageOf([
          comment(1, { isFixed: true, isEdited: true, replyCnt: 1 }),
          comment(2, { replyCnt: 12 }),
        ]),
        listReplies: async (_commentIdx, input) => ({
          currentPage: input?.page ?? 1,
          totalCnt: 12,
          postCommentReplies: Array.from({ length: input?.page === 2 ? 2 : 10 }, (_, i) =>
            reply((input?.page === 2 ? 10 : 0) + i + 1),
          ),
        }),
      },
    })
    renderSection({ client })
    const [pinned, second] = (await screen.findAllByRole('listitem')) as HTMLElement[]
    expect(within(pinned as HTMLElement).getByRole('img', { name: 'Pinned' })).toBeTruthy()
    expect(within(pinned as HTMLElement).getByText('Edited')).toBeTruthy()
    expect(within(pinned as HTMLElement).getByRole('button', { name: 'One reply' })).toBeTruthy()
    const toggle = within(second as HTMLElement).getByRole('button', { name: '12 replies' })
    fireEvent.click(toggle)
    expect(toggle.getAttribute('aria-expanded')).toBe('true')
    await within(second as HTMLElement).findByText('reply 10')
    fireEvent.click(
      within(second as HTMLElement).getByRole('button', { name: 'View more replies' }),
    )
    await within(second as HTMLElement).findByText('reply 12')
    expect(
      within(second as HTMLElement).queryByRole('button', { name: 'View more replies' }),
    ).toBeNull()
    fireEvent.click(within(second as HTMLElement).getByRole('button', { name: 'Hide replies' }))
    expect(toggle.getAttribute('aria-expanded')).toBe('false')
  })
})

describe('CommentSection: input', () => {
  it('keeps line breaks on paste, inserting at the caret', async () => {
    renderSection({ client: fakeClient({ community: { listComments: pageOf([]) } }) })
    const box = screen.getByRole('textbox', { name: 'Write a comment' }) as HTMLTextAreaElement
    fireEvent.focus(box)
    fireEvent.change(box, { target: { value: 'ab' } })
    box.setSelectionRange(1, 1)
    fireEvent.paste(box, { clipboardData: { getData: () => 'one\r\ntwo\rthree' } })
    expect(box.value).toBe('aone\ntwo\nthreeb')
  })

  it('disables submit over 5000 characters and marks the counter', async () => {
    const { container } = renderSection({
      client: fakeClient({ community: { listComments: pageOf([]) } }),
    })
    const box = screen.getByRole('textbox', { name: 'Write a comment' })
    fireEvent.focus(box)
    fireEvent.change(box, { target: { value: 'x'.repeat(5000) } })
    const submit = screen.getByRole('button', { name: 'Comment' }) as HTMLButtonElement
    expect(submit.disabled).toBe(false)
    fireEvent.change(box, { target: { value: 'x'.repeat(5001) } })
    expect(submit.disabled).toBe(true)
    expect(box.getAttribute('aria-invalid')).toBe('true')
    expect(container.querySelector('.aw-comment-counter')?.getAttribute('data-state')).toBe('over')
  })

  it('inserts the picked emoticon token at the caret and focuses the text again', async () => {
    const client = fakeClient({
      community: { listComments: pageOf([]) },
      emoticon: {
        listEmoticons: async () => ({
          basic: {
            name: { 'en-US': 'Basic' },
            emoticons: [
              { emoticonKeyword: 'wave', emoticonImgUrl: 'https://cdn.example.com/w.png' },
            ],
          },
        }),
      },
    })
    renderSection({ client })
    const box = screen.getByRole('textbox', { name: 'Write a comment' }) as HTMLTextAreaElement
    fireEvent.focus(box)
    fireEvent.change(box, { target: { value: 'hello world' } })
    box.setSelectionRange(5, 5)
    fireEvent.click(screen.getByRole('button', { name: 'Emoticons' }))
    fireEvent.click(await screen.findByRole('tab', { name: 'Others' }))
    fireEvent.click(await screen.findByRole('button', { name: 'wave' }))
    expect(box.value).toBe('hello{:wave:} world')
    await waitFor(() => expect(document.activeElement).toBe(box))
    expect(box.selectionStart).toBe(13)
  })

  it('offers no emoticon button to an anonymous viewer', () => {
    renderSection({
      client: fakeClient({ community: { listComments: pageOf([]) } }),
      viewer: anonymous,
    })
    expect(screen.queryByRole('button', { name: 'Emoticons' })).toBeNull()
  })
})

describe('CommentSection: reports and blocks', () => {
  it('asks an anonymous viewer to log in on report and block, without their dialogs', async () => {
    let logins = 0
    renderSection({
      client: fakeClient({ community: { listComments: pageOf([comment(1)]) } }),
      viewer: anonymous,
      onLoginRequired: () => logins++,
    })
    fireEvent.click(await screen.findByRole('button', { name: 'More options' }))
    fireEvent.click(screen.getByRole('menuitem', { name: 'Report' }))
    await acceptLoginPrompt()
    fireEvent.click(screen.getByRole('button', { name: 'More options' }))
    fireEvent.click(screen.getByRole('menuitem', { name: 'Block user' }))
    await acceptLoginPrompt()
    expect(logins).toBe(2)
    expect(screen.queryByRole('dialog')).toBeNull()
    expect(screen.queryByRole('alertdialog')).toBeNull()
  })

  it('toasts "slow down" in the viewer\'s language when the server answers 429', async () => {
    const toastQueue = createToastQueue()
    const client = fakeClient({
      community: {
        listComments: pageOf([comment(1)]),
        reportComment: async () => {
          throw new ApiError(429, 'RATE_LIMITED', 'Too many at once: try again in 42 s')
        },
      },
    })
    renderSection({ client, toastQueue })
    fireEvent.click(await screen.findByRole('button', { name: 'More options' }))
    fireEvent.click(screen.getByRole('menuitem', { name: 'Report' }))
    const dialog = await screen.findByRole('dialog', { name: 'Report' })
    fireEvent.click(within(dialog).getByRole('radio', { name: 'Spam or advertising' }))
    fireEvent.click(within(dialog).getByRole('button', { name: 'Report' }))
    await waitFor(() =>
      expect(toastQueue.getSnapshot().map((t) => t.message)).toEqual([
        "You're doing that too often. Try again in a minute.",
      ]),
    )
    expect(screen.queryByRole('alertdialog')).toBeNull()
  })

  it('toasts a report taken, and alerts on a second report of the same comment (CHA30049)', async () => {
    const toastQueue = createToastQueue()
    let reports = 0
    const client = fakeClient({
      community: {
        listComments: pageOf([comment(1)]),
        reportComment: async () => {
          reports++
          if (reports > 1) throw new ApiError(409, 'CHA30049', 'Already reported')
          return null as never
        },
      },
    })
    renderSection({ client, toastQueue })
    const report = async () => {
      fireEvent.click(await screen.findByRole('button', { name: 'More options' }))
      fireEvent.click(screen.getByRole('menuitem', { name: 'Report' }))
      const dialog = await screen.findByRole('dialog', { name: 'Report' })
      fireEvent.click(within(dialog).getByRole('radio', { name: 'Spam or advertising' }))
      fireEvent.click(within(dialog).getByRole('button', { name: 'Report' }))
    }
    await report()
    await waitFor(() => expect(reports).toBe(1))
    expect(screen.queryByRole('alertdialog')).toBeNull()
    await waitFor(() =>
      expect(toastQueue.getSnapshot().map((t) => t.message)).toEqual(['Report submitted.']),
    )
    await report()
    const alert = await screen.findByRole('alertdialog', { name: 'Already reported' })
    expect(await axeViolations(document.body)).toEqual([])
    fireEvent.click(within(alert).getByRole('button', { name: 'OK' }))
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull())
  })

  it('blocks an author: every comment and reply of theirs turns into the placeholder at once', async () => {
    const troll = { channelId: 'troll', nickname: 'Troll' }
    const client = fakeClient({
      community: {
        listComments: pageOf([comment(1, troll), comment(2, { replyCnt: 2 }), comment(3, troll)]),
        listReplies: replyPageOf([reply(5, troll), reply(6)]),
      },
      channel: { block: () => new Promise(() => {}) },
    })
    renderSection({ client })
    const second = (await screen.findAllByRole('listitem'))[1] as HTMLElement
    fireEvent.click(within(second).getByRole('button', { name: '2 replies' }))
    await within(second).findByText('reply 5')
    const first = screen.getAllByRole('listitem')[0] as HTMLElement
    fireEvent.click(within(first).getByRole('button', { name: 'More options' }))
    fireEvent.click(within(first).getByRole('menuitem', { name: 'Block user' }))
    const dialog = await screen.findByRole('alertdialog', { name: 'Block Troll?' })
    fireEvent.click(within(dialog).getByRole('button', { name: 'Block' }))
    await waitFor(() =>
      expect(screen.getAllByText('This content is from a user you blocked.')).toHaveLength(3),
    )
    expect(screen.getByText('reply 6')).toBeTruthy()
    expect(screen.getByText('comment 2')).toBeTruthy()
    expect(await axeViolations(document.body)).toEqual([])
  })
})

describe('CommentSection: editing', () => {
  it('edits in place: menu and actions hidden, submit disabled until the text changes', async () => {
    const updates: unknown[] = []
    const client = fakeClient({
      community: {
        listComments: pageOf([comment(1), comment(2)]),
        updateComment: async (commentIdx, input) => {
          updates.push([commentIdx, input.content])
          return comment(1, { content: input.content, isEdited: true })
        },
      },
    })
    const { container } = renderSection({ client, viewer: author })
    const first = (await screen.findAllByRole('listitem'))[0] as HTMLElement
    fireEvent.click(within(first).getByRole('button', { name: 'More options' }))
    fireEvent.click(within(first).getByRole('menuitem', { name: 'Edit' }))
    const box = (await screen.findByRole('textbox', {
      name: 'Edit comment',
    })) as HTMLTextAreaElement
    const editing = container.querySelector('[data-state="editing"]') as HTMLElement
    expect(box.value).toBe('comment 1')
    expect(within(editing).queryByRole('button', { name: 'More options' })).toBeNull()
    expect(within(editing).queryByRole('button', { name: /^Like/ })).toBeNull()
    const save = within(editing).getByRole('button', { name: 'Save' }) as HTMLButtonElement
    expect(save.disabled).toBe(true)
    expect(await axeViolations(container)).toEqual([])
    fireEvent.change(box, { target: { value: 'comment 1, fixed' } })
    expect(save.disabled).toBe(false)
    fireEvent.click(save)
    expect(await screen.findByText('comment 1, fixed')).toBeTruthy()
    expect(updates).toEqual([[1, 'comment 1, fixed']])
    const edited = screen.getAllByRole('listitem')[0] as HTMLElement
    expect(within(edited).getByText('Edited')).toBeTruthy()
  })

  it('cancels an edit without sending it', async () => {
    renderSection({
      client: fakeClient({ community: { listComments: pageOf([comment(1)]) } }),
      viewer: author,
    })
    fireEvent.click(await screen.findByRole('button', { name: 'More options' }))
    fireEvent.click(screen.getByRole('menuitem', { name: 'Edit' }))
    const box = await screen.findByRole('textbox', { name: 'Edit comment' })
    fireEvent.change(box, { target: { value: 'draft' } })
    fireEvent.click(screen.getByRole('button', { name: 'Cancel' }))
    expect(screen.queryByRole('textbox', { name: 'Edit comment' })).toBeNull()
    expect(screen.getByText('comment 1')).toBeTruthy()
  })
})

describe('CommentSection: infinite scroll', () => {
  it('loads the next page when the bottom sentinel comes into view', async () => {
    const original = globalThis.IntersectionObserver
    const observers: { callback: IntersectionObserverCallback; target?: Element }[] = []
    class FakeObserver {
      entry: { callback: IntersectionObserverCallback; target?: Element }
      constructor(callback: IntersectionObserverCallback) {
        this.entry = { callback }
        observers.push(this.entry)
      }
      observe(target: Element) {
        this.entry.target = target
      }
      disconnect() {
        this.entry.target = undefined
      }
    }
    globalThis.IntersectionObserver = FakeObserver as unknown as typeof IntersectionObserver
    try {
      const pages: unknown[] = []
      const listComments = async (_postIdx: number | string, input?: { page?: number }) => {
        pages.push(input?.page)
        const page = input?.page ?? 1
        return { currentPage: page, totalCnt: 20, postComments: [comment(page)] }
      }
      const { container } = renderSection({ client: fakeClient({ community: { listComments } }) })
      await screen.findByText('comment 1')
      expect(screen.queryByRole('button', { name: 'See more' })).toBeNull()
      const sentinel = container.querySelector('[data-sentinel]')
      const watching = await waitFor(() => {
        const found = observers.find((o) => o.target === sentinel && sentinel !== null)
        if (!found) throw new Error('sentinel not observed')
        return found
      })
      watching.callback(
        [{ isIntersecting: true, target: sentinel } as unknown as IntersectionObserverEntry],
        watching as unknown as IntersectionObserver,
      )
      expect(await screen.findByText('comment 2')).toBeTruthy()
      expect(pages.filter((page) => page === 2)).toEqual([2])
      // The last page is loaded: no sentinel is left to watch.
      await waitFor(() => expect(container.querySelector('[data-sentinel]')).toBeNull())
    } finally {
      globalThis.IntersectionObserver = original
    }
  })
})

describe('CommentSection: a long thread', () => {
  // Every row 100 px high in a viewport of 800 px (see layout.fixture); the section renders
  // 600 px beyond each edge of the viewport once the thread is long enough.
  let layout: FakeLayout | undefined
  afterEach(() => {
    layout?.restore()
    layout = undefined
  })
  const many = (count: number) => Array.from({ length: count }, (_, i) => comment(i + 1))
  const rows = () => screen.getAllByRole('listitem')
  const listOf = (container: HTMLElement) =>
    container.querySelector('.aw-comment-list') as HTMLElement

  it('renders every row of a thread under 300 comments', async () => {
    layout = fakeLayout({ list: '.aw-comment-list', heightOf: () => 100 })
    const { container } = renderSection({
      client: fakeClient({ community: { listComments: pageOf(many(299)) } }),
    })
    await screen.findByText('comment 299')
    expect(rows()).toHaveLength(299)
    expect(rows()[0]?.hasAttribute('aria-setsize')).toBe(false)
    expect(container.querySelector('li[aria-hidden]')).toBeNull()
    expect(listOf(container).dataset.loaded).toBe('299')
  })

  it('from 300 comments renders the rows near the viewport, each with its place in all', async () => {
    layout = fakeLayout({ list: '.aw-comment-list', heightOf: () => 100 })
    const { container } = renderSection({
      client: fakeClient({ community: { listComments: pageOf(many(350), 420) } }),
    })
    await screen.findByText('comment 1')
    // In view and 600 px below: 14 rows; a spacer stands for the other 336.
    expect(rows()).toHaveLength(14)
    expect(screen.queryByText('comment 15')).toBeNull()
    expect(rows()[0]?.getAttribute('aria-posinset')).toBe('1')
    expect(rows()[13]?.getAttribute('aria-posinset')).toBe('14')
    // The size is the post's count, more than is loaded yet.
    expect(rows().every((row) => row.getAttribute('aria-setsize') === '420')).toBe(true)
    expect(listOf(container).dataset.loaded).toBe('350')
    expect(container.querySelector<HTMLElement>('li[aria-hidden]')?.style.height).toBe('33600px')
    expect(await axeViolations(container)).toEqual([])

    layout.scrollTo(10_000)
    expect(screen.getByText('comment 101')).toBeTruthy()
    expect(screen.queryByText('comment 1')).toBeNull()
    expect(rows()[0]?.getAttribute('aria-posinset')).toBe('95')
    expect(await axeViolations(container)).toEqual([])
  })

  it('brings the next comments in as focus moves down past the last one rendered', async () => {
    layout = fakeLayout({ list: '.aw-comment-list', heightOf: () => 100 })
    renderSection({ client: fakeClient({ community: { listComments: pageOf(many(350)) } }) })
    await screen.findByText('comment 14')
    const last = rows()[13] as HTMLElement
    act(() => within(last).getByRole('button', { name: /^Like/ }).focus())
    expect(screen.getByText('comment 15')).toBeTruthy()
    expect(screen.getByText('comment 17')).toBeTruthy()
    // The row after the focused one comes next in document order, so Tab reaches it.
    const next = screen.getByText('comment 15').closest('li') as HTMLElement
    expect(last.compareDocumentPosition(next) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy()
  })

  it('keeps the focused comment and the one being edited when the page scrolls away', async () => {
    layout = fakeLayout({ list: '.aw-comment-list', heightOf: () => 100 })
    renderSection({
      client: fakeClient({ community: { listComments: pageOf(many(350)) } }),
      viewer: author,
    })
    const first = (await screen.findByText('comment 1')).closest('li') as HTMLElement
    fireEvent.click(within(first).getByRole('button', { name: 'More options' }))
    fireEvent.click(within(first).getByRole('menuitem', { name: 'Edit' }))
    const box = await screen.findByRole('textbox', { name: 'Edit comment' })
    fireEvent.change(box, { target: { value: 'half an edit' } })
    // Focus moves on to another comment, then the page scrolls far below both.
    const like = within(screen.getByText('comment 10').closest('li') as HTMLElement).getByRole(
      'button',
      { name: /^Like/ },
    )
    act(() => like.focus())
    layout.scrollTo(15_000)
    expect(screen.getByText('comment 151')).toBeTruthy()
    expect(screen.getByRole('textbox', { name: 'Edit comment' })).toBe(box)
    expect((box as HTMLTextAreaElement).value).toBe('half an edit')
    expect(document.activeElement).toBe(like)
    expect(screen.queryByText('comment 5')).toBeNull()
  })

  it('keeps a comment whose replies are open when the page scrolls away', async () => {
    layout = fakeLayout({ list: '.aw-comment-list', heightOf: () => 100 })
    const comments = many(350)
    comments[2] = comment(3, { replyCnt: 1 })
    renderSection({
      client: fakeClient({
        community: { listComments: pageOf(comments), listReplies: replyPageOf([reply(1)]) },
      }),
    })
    const third = (await screen.findByText('comment 3')).closest('li') as HTMLElement
    fireEvent.click(within(third).getByRole('button', { name: 'One reply' }))
    await within(third).findByText('reply 1')
    fireEvent.change(within(third).getByRole('textbox', { name: 'Write a reply' }), {
      target: { value: 'a draft' },
    })
    act(() => (document.activeElement as HTMLElement | null)?.blur())
    layout.scrollTo(15_000)
    expect(screen.getByRole('textbox', { name: 'Write a reply' })).toHaveProperty(
      'value',
      'a draft',
    )
  })

  it('opens the replies and the reply box under the action row, with a Reply button', async () => {
    renderSection({
      client: fakeClient({
        community: {
          listComments: pageOf([comment(1, { replyCnt: 1 })]),
          listReplies: replyPageOf([reply(1)]),
        },
      }),
    })
    const item = (await screen.findByText('comment 1')).closest('li') as HTMLElement
    fireEvent.click(within(item).getByRole('button', { name: 'One reply' }))
    await within(item).findByText('reply 1')
    const box = within(item).getByRole('textbox', { name: 'Write a reply' })
    const form = box.closest('form') as HTMLElement
    fireEvent.change(box, { target: { value: 'hello' } })
    expect(within(form).getByRole('button', { name: 'Reply' })).toHaveProperty('disabled', false)
    // The action row holds buttons only; the thread follows it as the comment's own child.
    const actions = item.querySelector(':scope > footer') as HTMLElement
    expect(actions.contains(form)).toBe(false)
    const thread = form.closest('.aw-reply-thread') as HTMLElement
    expect(thread.parentElement).toBe(item)
    expect(actions.compareDocumentPosition(thread) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy()
  })

  it('draws the default avatar: initials on the colour of the channel, also when the picture fails', async () => {
    const { container } = renderSection({
      client: fakeClient({
        community: {
          listComments: pageOf([
            comment(1, { nickname: 'Mina Park', channelId: 'mina' }),
            comment(2, { channelId: 'kim', nickname: 'Kim', channelProfileImg: '/broken.png' }),
          ]),
        },
      }),
    })
    await screen.findByText('comment 2')
    const avatars = () => [...container.querySelectorAll<HTMLElement>('.aw-avatar')]
    const [mina, kim] = avatars()
    expect(mina?.textContent).toBe('MP')
    expect(mina?.style.background).toMatch(/^(hsl|rgb)/)
    expect(kim?.tagName).toBe('IMG')
    fireEvent.error(kim as HTMLElement)
    const fallback = avatars()[1]
    expect(fallback?.tagName).toBe('SPAN')
    expect(fallback?.textContent).toBe('K')
    expect(fallback?.style.background).not.toBe(mina?.style.background)
  })
})
