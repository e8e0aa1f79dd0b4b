import { createToastQueue, type ToastQueue } from '@airwave/sdk'
import type { LikeState, Post, PostPage, PostUpdate, Viewer } from '@airwave/sdk/community'
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react'
import { StrictMode } from 'react'
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest'
import { axeViolations } from '../../shared/a11y/kit.fixture'
import { createTranslator } from '../../shared/i18n/translator'
import { AirwaveProvider } from '../../shared/provider/AirwaveProvider'
import type { AirwaveClient, Theme } from '../../shared/provider/airwaveContext'
import { acceptLoginPrompt, fakeClient, loadEveryLocale } from '../../shared/testing.fixture'
import { CommunityBoard, type CommunityBoardProps } from './CommunityBoard'

// The non-English words load as in an app before it renders in that language.
beforeAll(loadEveryLocale)

afterEach(() => {
  cleanup()
  vi.unstubAllGlobals()
})

const anonymous: Viewer = { status: 'anonymous' }
const owner: Viewer = { status: 'member', channelId: 'kim', nickname: 'Kim' }
const member: Viewer = { status: 'member', channelId: 'mina', nickname: 'Mina' }

const post = (idx: number, extra: Partial<Post> = {}): Post => ({
  idx,
  channelId: 'kim',
  content: `post ${idx}`,
  likeCnt: 3,
  commentCnt: 2,
  attachImgLink: [],
  createDate: '2025-01-01T00:00:00Z',
  ...extra,
})

const pageOf = (list: Post[], total = list.length) => ({ list, page: 1, total })
const channel = {
  getChannelInfo: async () => ({ streamerChannelInfo: { nickname: 'Kim TV' } }),
}

interface Setup extends Partial<CommunityBoardProps> {
  client: AirwaveClient
  locale?: string
  theme?: Theme
  toastQueue?: ToastQueue
  onLoginRequired?: () => void
}

function renderBoard({ client, locale, theme, toastQueue, onLoginRequired, ...props }: Setup) {
  return render(
    <StrictMode>
      <AirwaveProvider
        client={client}
        locale={locale}
        theme={theme}
        toastQueue={toastQueue ?? createToastQueue()}
        onLoginRequired={onLoginRequired ?? (() => {})}
      >
        <CommunityBoard channelId="kim" viewer={member} {...props} />
      </AirwaveProvider>
    </StrictMode>,
  )
}

const boardOf = (container: HTMLElement) => container.querySelector('section.aw-board')
const ready = async (container: HTMLElement) =>
  waitFor(() => expect(boardOf(container)?.getAttribute('data-state')).toBe('ready'))
const articles = () => screen.getAllByRole('article')

describe('CommunityBoard', () => {
  it('shows a skeleton while loading, then the cards, with no axe violation in either theme', async () => {
    let release: (page: PostPage) => void = () => {}
    const listPosts = () => new Promise<PostPage>((resolve) => (release = resolve))
    for (const theme of ['light', 'dark'] as const) {
      const { container } = renderBoard({
        client: fakeClient({ community: { listPosts }, channel }),
        theme,
      })
      expect(screen.getByRole('status', { name: '' }).getAttribute('aria-busy')).toBe('true')
      expect(await axeViolations(container)).toEqual([])
      release(pageOf([post(1, { isFixed: true }), post(2)]))
      await ready(container)
      expect(articles()).toHaveLength(2)
      expect(within(articles()[0] as HTMLElement).getByText('Pinned')).toBeTruthy()
      expect(screen.getAllByText('Kim TV')).toHaveLength(2)
      expect(await axeViolations(container)).toEqual([])
      cleanup()
    }
  })

  it('says so when the channel has no posts, and retries after an error', async () => {
    let calls = 0
    const listPosts = async () => {
      calls++
      if (calls <= 2) throw new Error('down')
      return pageOf([])
    }
    const { container } = renderBoard({ client: fakeClient({ community: { listPosts }, channel }) })
    fireEvent.click(await screen.findByRole('button', { name: 'Try again' }))
    expect(await screen.findByText('No posts yet')).toBeTruthy()
    expect(await axeViolations(container)).toEqual([])
  })

  it('collapses long text to 3 lines with a see-more and collapse toggle', async () => {
    const listPosts = async () => pageOf([post(1, { isShowMore: true, content: 'a\nb\nc\nd' })])
    const { container } = renderBoard({ client: fakeClient({ community: { listPosts }, channel }) })
    const more = await screen.findByRole('button', { name: 'See more' })
    const text = container.querySelector('.aw-post-text')
    expect(text?.getAttribute('data-state')).toBe('collapsed')
    expect(more.getAttribute('aria-expanded')).toBe('false')
    expect(more.getAttribute('aria-controls')).toBe(text?.id)
    fireEvent.click(more)
    expect(text?.getAttribute('data-state')).toBe('expanded')
    const collapse = screen.getByRole('button', { name: 'Collapse' })
    expect(collapse.getAttribute('aria-expanded')).toBe('true')
    expect(await axeViolations(container)).toEqual([])
  })

  it('labels a reserved post with its date and time in local time', async () => {
    const reservedDate = '2030-03-04T05:06:00Z'
    const listPosts = async () => pageOf([post(1, { isReserved: true, reservedDate })])
    renderBoard({ client: fakeClient({ community: { listPosts }, channel }), viewer: owner })
    const local = createTranslator('en-US').dateTime(reservedDate)
    expect(local).toBe(
      new Intl.DateTimeFormat('en-US', { dateStyle: 'medium', timeStyle: 'short' }).format(
        new Date(reservedDate),
      ),
    )
    expect(await screen.findByText(`Scheduled for ${local}`)).toBeTruthy()
  })

  it('previews the first image with a +N count, and a comment', async () => {
    const listPosts = async () =>
      pageOf([
        post(1, {
          attachImgLink: ['/a.png', '/b.png', '/c.png'],
          previewComment: { commentNickname: 'Mina', commentContent: 'Great stream!' },
        }),
      ])
    const { container } = renderBoard({ client: fakeClient({ community: { listPosts }, channel }) })
    const image = await screen.findByRole('img', { name: 'Image 1 of 3' })
    expect(image.getAttribute('src')).toBe('/a.png')
    expect(screen.queryByRole('img', { name: 'Image 2 of 3' })).toBeNull()
    expect(screen.getByText('+2')).toBeTruthy()
    expect(screen.getByText('2 more images')).toBeTruthy()
    expect(screen.getByText('Great stream!')).toBeTruthy()
    expect(await axeViolations(container)).toEqual([])
  })

  it('links a card and its comment button to the post, through onNavigate', async () => {
    const onNavigate = vi.fn()
    const listPosts = async () => pageOf([post(7)])
    renderBoard({ client: fakeClient({ community: { listPosts }, channel }), onNavigate })
    await screen.findAllByRole('article')
    const article = articles()[0] as HTMLElement
    const links = within(article).getAllByRole('link')
    expect(links.map((link) => link.getAttribute('href'))).toEqual([
      '/kim/community/7',
      '/kim/community/7#comment',
    ])
    fireEvent.click(links[0] as HTMLElement)
    fireEvent.click(within(article).getByRole('link', { name: '2 comments' }))
    // A click with a modifier opens a tab: the browser's business.
    fireEvent.click(links[0] as HTMLElement, { ctrlKey: true })
    expect(onNavigate.mock.calls).toEqual([['/kim/community/7'], ['/kim/community/7#comment']])
  })

  it('opens a social-link post in a new tab and hides its menu', async () => {
    const socialPostLink = 'https://social.example/kim/1'
    const listPosts = async () => pageOf([post(1, { socialPostLink })])
    const { container } = renderBoard({
      client: fakeClient({ community: { listPosts }, channel }),
      viewer: owner,
    })
    const article = (await screen.findAllByRole('article'))[0] as HTMLElement
    const link = within(article).getByRole('link')
    expect(link.getAttribute('href')).toBe(socialPostLink)
    expect(link.getAttribute('target')).toBe('_blank')
    expect(link.getAttribute('rel')).toBe('noopener noreferrer')
    expect(link.textContent).toContain('Opens in a new tab')
    expect(within(article).queryByRole('button', { name: 'More options' })).toBeNull()
    expect(await axeViolations(container)).toEqual([])
  })

  it('likes at once, before the server answers', async () => {
    let answer: (state: LikeState) => void = () => {}
    const likePost = () => new Promise<LikeState>((resolve) => (answer = resolve))
    const listPosts = async () => pageOf([post(1, { likeCnt: 3 })])
    renderBoard({ client: fakeClient({ community: { listPosts, likePost }, channel }) })
    const like = await screen.findByRole('button', { name: 'Like, 3 likes' })
    expect(like.getAttribute('aria-pressed')).toBe('false')
    fireEvent.click(like)
    const liked = screen.getByRole('button', { name: 'Like, 4 likes' })
    expect(liked.getAttribute('aria-pressed')).toBe('true')
    answer({ isLike: true, likeCnt: 10 })
    expect(await screen.findByRole('button', { name: 'Like, 10 likes' })).toBeTruthy()
  })

  it('shows like counts in full below 10000 and compact above', async () => {
    const listPosts = async () => pageOf([post(1, { likeCnt: 9999 }), post(2, { likeCnt: 12345 })])
    renderBoard({ client: fakeClient({ community: { listPosts }, channel }) })
    expect(await screen.findByText('9,999')).toBeTruthy()
    expect(screen.getByText('12.3K')).toBeTruthy()
  })

  it('asks an anonymous viewer to log in to like or report, and changes nothing', async () => {
    const onLoginRequired = vi.fn()
    const listPosts = async () => pageOf([post(1)])
    renderBoard({
      client: fakeClient({ community: { listPosts }, channel }),
      viewer: anonymous,
      onLoginRequired,
    })
    fireEvent.click(await screen.findByRole('button', { name: 'Like, 3 likes' }))
    expect(screen.getByRole('button', { name: 'Like, 3 likes' }).getAttribute('aria-pressed')).toBe(
      'false',
    )
    await acceptLoginPrompt()
    fireEvent.click(screen.getByRole('button', { name: 'More options' }))
    expect(screen.getAllByRole('menuitem').map((item) => item.textContent)).toEqual([
      'Share',
      'Report',
    ])
    fireEvent.click(screen.getByRole('menuitem', { name: 'Report' }))
    // The login prompt, not the report dialog.
    await acceptLoginPrompt()
    expect(onLoginRequired).toHaveBeenCalledTimes(2)
  })

  it('reports a post with the chosen reason, and alerts when already reported', async () => {
    const reports: unknown[] = []
    const reportPost = async (postIdx: string | number, report: unknown) => {
      reports.push([postIdx, report])
      if (reports.length > 1) {
        const { ApiError } = await import('@airwave/sdk')
        throw new ApiError(409, 'CHA30049', 'Already reported')
      }
      return null
    }
    const listPosts = async () => pageOf([post(1)])
    const toastQueue = createToastQueue()
    const { container } = renderBoard({
      client: fakeClient({ community: { listPosts, reportPost }, channel }),
      toastQueue,
    })
    for (let i = 0; i < 2; i++) {
      fireEvent.click(await screen.findByRole('button', { name: 'More options' }))
      fireEvent.click(screen.getByRole('menuitem', { name: 'Report' }))
      const dialog = screen.getByRole('dialog', { name: 'Report' })
      if (i === 0) expect(await axeViolations(container)).toEqual([])
      fireEvent.click(within(dialog).getByRole('radio', { name: 'Spam or advertising' }))
      fireEvent.click(within(dialog).getByRole('button', { name: 'Report' }))
      // The first report is taken: the success toast says so.
      if (i === 0) {
        await waitFor(() =>
          expect(toastQueue.getSnapshot().map((t) => t.message)).toEqual(['Report submitted.']),
        )
      }
    }
    const alert = await screen.findByRole('alertdialog', { name: 'Already reported' })
    expect(await axeViolations(container)).toEqual([])
    fireEvent.click(within(alert).getByRole('button', { name: 'OK' }))
    expect(reports[0]).toEqual([1, { reportReasonIdx: 1, reportedCommentContent: 'post 1' }])
  })

  it("gives the owner share, edit, pin and delete; share copies the post's link", async () => {
    const writeText = vi.fn(async () => {})
    vi.stubGlobal('navigator', { ...navigator, clipboard: { writeText } })
    const toastQueue = createToastQueue()
    const onEditPost = vi.fn()
    const listPosts = async () => pageOf([post(7)])
    renderBoard({
      client: fakeClient({ community: { listPosts }, channel }),
      viewer: owner,
      toastQueue,
      onEditPost,
    })
    fireEvent.click(await screen.findByRole('button', { name: 'More options' }))
    expect(screen.getAllByRole('menuitem').map((item) => item.textContent)).toEqual([
      'Share',
      'Edit',
      'Pin',
      'Delete',
    ])
    fireEvent.click(screen.getByRole('menuitem', { name: 'Share' }))
    expect(writeText).toHaveBeenCalledWith(`${window.location.origin}/kim/community/7`)
    await waitFor(() => expect(toastQueue.getSnapshot()[0]?.message).toBe('Link copied.'))
    fireEvent.click(screen.getByRole('button', { name: 'More options' }))
    fireEvent.click(screen.getByRole('menuitem', { name: 'Edit' }))
    expect(onEditPost).toHaveBeenCalledWith(7)
  })

  it('offers no Edit when the host has no editor', async () => {
    const listPosts = async () => pageOf([post(7, { isFixed: true })])
    renderBoard({ client: fakeClient({ community: { listPosts }, channel }), viewer: owner })
    fireEvent.click(await screen.findByRole('button', { name: 'More options' }))
    expect(screen.getAllByRole('menuitem').map((item) => item.textContent)).toEqual([
      'Share',
      'Unpin',
      'Delete',
    ])
  })

  it('deletes a post after confirming, with a toast', async () => {
    const toastQueue = createToastQueue()
    const deleted: number[] = []
    const deletePost = async (postIdx: string | number) => {
      deleted.push(Number(postIdx))
      return null
    }
    const listPosts = async () => pageOf([post(1), post(2)])
    const { container } = renderBoard({
      client: fakeClient({ community: { listPosts, deletePost }, channel }),
      viewer: owner,
      toastQueue,
    })
    await ready(container)
    fireEvent.click(
      within(articles()[0] as HTMLElement).getByRole('button', { name: 'More options' }),
    )
    fireEvent.click(screen.getByRole('menuitem', { name: 'Delete' }))
    const dialog = screen.getByRole('alertdialog', { name: 'Delete this post?' })
    expect(await axeViolations(container)).toEqual([])
    fireEvent.click(within(dialog).getByRole('button', { name: 'Delete' }))
    await waitFor(() => expect(articles()).toHaveLength(1))
    expect(deleted).toEqual([1])
    expect(toastQueue.getSnapshot().map((toast) => toast.message)).toEqual(['Post deleted.'])
  })

  it('asks before a pin takes the place of another, then moves the post up', async () => {
    const updatePost = async (): Promise<PostUpdate> => ({
      post: post(2, { isFixed: true }),
      replacedPostIdx: 1,
    })
    const listPosts = async () => pageOf([post(1, { isFixed: true }), post(2)])
    const { container } = renderBoard({
      client: fakeClient({ community: { listPosts, updatePost }, channel }),
      viewer: owner,
    })
    await ready(container)
    fireEvent.click(
      within(articles()[1] as HTMLElement).getByRole('button', { name: 'More options' }),
    )
    fireEvent.click(screen.getByRole('menuitem', { name: 'Pin' }))
    const dialog = screen.getByRole('alertdialog', { name: 'Replace the pinned post?' })
    expect(await axeViolations(container)).toEqual([])
    fireEvent.click(within(dialog).getByRole('button', { name: 'Pin' }))
    await waitFor(() =>
      expect(within(articles()[0] as HTMLElement).getByText('post 2')).toBeTruthy(),
    )
    expect(within(articles()[1] as HTMLElement).queryByText('Pinned')).toBeNull()
  })

  it('loads the next page when the bottom of the list comes into view', async () => {
    const observers: { callback: IntersectionObserverCallback }[] = []
    vi.stubGlobal(
      'IntersectionObserver',
      class {
        constructor(public callback: IntersectionObserverCallback) {
          observers.push(this)
        }
        observe() {}
        disconnect() {}
      },
    )
    const asked: number[] = []
    const listPosts = async ({ page }: { page?: number }) => {
      asked.push(page ?? 1)
      return page === 2
        ? { list: [post(21)], page: 2, total: 21 }
        : pageOf(
            Array.from({ length: 20 }, (_, i) => post(i + 1)),
            21,
          )
    }
    const { container } = renderBoard({
      client: fakeClient({ community: { listPosts }, channel }),
    })
    await ready(container)
    await waitFor(() => expect(container.querySelector('[data-sentinel]')).toBeTruthy())
    const observer = observers.at(-1)
    observer?.callback([{ isIntersecting: true } as IntersectionObserverEntry], {} as never)
    await waitFor(() => expect(articles()).toHaveLength(21))
    // StrictMode mounts twice, so page 1 may be asked twice; page 2 once, after it.
    expect(asked.at(-1)).toBe(2)
    expect(asked.filter((page) => page === 2)).toHaveLength(1)
    expect(container.querySelector('[data-sentinel]')).toBeNull()
  })

  it('as a preview (limit), shows the first posts only and loads no more', async () => {
    const asked: number[] = []
    const listPosts = async ({ page }: { page?: number }) => {
      asked.push(page ?? 1)
      return pageOf(
        Array.from({ length: 20 }, (_, i) => post(i + 1)),
        21,
      )
    }
    const { container } = renderBoard({
      client: fakeClient({ community: { listPosts }, channel }),
      limit: 3,
    })
    await ready(container)
    expect(articles().map((a) => within(a).getByText(/^post \d+$/).textContent)).toEqual([
      'post 1',
      'post 2',
      'post 3',
    ])
    expect(container.querySelector('[data-sentinel]')).toBeNull()
    expect(screen.queryByRole('button', { name: /more posts/i })).toBeNull()
    expect(asked.every((page) => page === 1)).toBe(true)
  })

  it('speaks Korean', async () => {
    const listPosts = async () => pageOf([post(1, { attachImgLink: ['/a.png', '/b.png'] })])
    renderBoard({ client: fakeClient({ community: { listPosts }, channel }), locale: 'ko-KR' })
    expect(await screen.findByRole('button', { name: '좋아요, 좋아요 수: 3' })).toBeTruthy()
    expect(screen.getByRole('link', { name: '댓글 2개' })).toBeTruthy()
    expect(screen.getByText('이미지 1장 더 있음')).toBeTruthy()
    expect(screen.getByRole('region', { name: '커뮤니티 게시물' })).toBeTruthy()
  })
})
