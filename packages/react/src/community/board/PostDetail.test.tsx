import { ApiError, createToastQueue } from '@airwave/sdk'
import type { Comment, CommentPage, Post, PostUpdate, Viewer } from '@airwave/sdk/community'
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react'
import { StrictMode } from 'react'
import { afterEach, beforeAll, describe, expect, it, onTestFinished, vi } from 'vitest'
import { axeViolations } from '../../shared/a11y/kit.fixture'
import { AirwaveProvider } from '../../shared/provider/AirwaveProvider'
import type { AirwaveClient, Theme } from '../../shared/provider/airwaveContext'
import { fakeClient, loadEveryLocale } from '../../shared/testing.fixture'
import { PostDetail, type PostDetailProps } from './PostDetail'

// The non-English words load as in an app before it renders in that language.
beforeAll(loadEveryLocale)

afterEach(() => {
  cleanup()
  vi.unstubAllGlobals()
  vi.restoreAllMocks()
})

const owner: Viewer = { status: 'member', channelId: 'kim', nickname: 'Kim' }
const member: Viewer = { status: 'member', channelId: 'mina', nickname: 'Mina' }

const post = (extra: Partial<Post> = {}): Post => ({
  idx: 7,
  channelId: 'kim',
  content: 'Stream at 8!',
  likeCnt: 3,
  commentCnt: 2,
  attachImgLink: ['/a.png', '/b.png'],
  createDate: '2025-01-01T00:00:00Z',
  ...extra,
})

const channel = {
  getChannelInfo: async () => ({ streamerChannelInfo: { nickname: 'Kim TV' } }),
}
const sorts: string[] = []
const listComments = async (
  _postIdx: string | number,
  query: { sort?: string } = {},
): Promise<CommentPage> => {
  sorts.push(query.sort ?? 'recently')
  return { currentPage: 1, totalCnt: 0, postComments: [] }
}

interface Setup extends Partial<PostDetailProps> {
  client: AirwaveClient
  theme?: Theme
  locale?: string
}

function renderDetail({ client, theme, locale, ...props }: Setup) {
  return render(
    <StrictMode>
      <AirwaveProvider
        client={client}
        theme={theme}
        locale={locale}
        toastQueue={createToastQueue()}
        onLoginRequired={() => {}}
      >
        <PostDetail channelId="kim" postIdx={7} viewer={member} {...props} />
      </AirwaveProvider>
    </StrictMode>,
  )
}

const pageOf = (container: HTMLElement) => container.querySelector('section.aw-post-page')
const ready = (container: HTMLElement) =>
  waitFor(() => expect(pageOf(container)?.getAttribute('data-state')).toBe('ready'))

describe('PostDetail', () => {
  it('shows a skeleton while loading, then the whole post and its comments', async () => {
    let release: (post: Post) => void = () => {}
    const getPost = () => new Promise<Post>((resolve) => (release = resolve))
    for (const theme of ['light', 'dark'] as const) {
      const { container } = renderDetail({
        client: fakeClient({ community: { getPost, listComments }, channel }),
        theme,
      })
      expect(pageOf(container)?.getAttribute('data-state')).toBe('loading')
      expect(container.querySelector('[aria-busy=true]')).toBeTruthy()
      expect(await axeViolations(container)).toEqual([])
      release(post({ content: 'a\nb\nc\nd', isShowMore: true }))
      await ready(container)
      expect(screen.getByText('Kim TV')).toBeTruthy()
      // The whole post: every image and no see-more.
      expect(screen.getByRole('img', { name: 'Image 2 of 2' })).toBeTruthy()
      expect(screen.queryByRole('button', { name: 'See more' })).toBeNull()
      expect(await screen.findByRole('heading', { name: 'No comments yet' })).toBeTruthy()
      expect(await axeViolations(container)).toEqual([])
      cleanup()
    }
  })

  it('shows the not-found page for a post of another channel', async () => {
    const getPost = async () => post({ channelId: 'mina' })
    const onNavigate = vi.fn()
    const { container } = renderDetail({
      client: fakeClient({ community: { getPost, listComments }, channel }),
      onNavigate,
    })
    expect(await screen.findByRole('heading', { name: 'Page not found' })).toBeTruthy()
    expect(pageOf(container)?.getAttribute('data-state')).toBe('notFound')
    expect(await axeViolations(container)).toEqual([])
    fireEvent.click(screen.getByRole('link', { name: 'Back to list' }))
    expect(onNavigate).toHaveBeenCalledWith('/kim/community')
  })

  it('shows the not-found page for a missing post', async () => {
    const getPost = async (): Promise<Post> => {
      throw new ApiError(404, 'CHA30015', 'Post not found')
    }
    renderDetail({ client: fakeClient({ community: { getPost, listComments }, channel }) })
    expect(await screen.findByRole('heading', { name: 'Page not found' })).toBeTruthy()
  })

  it('goes back in history after a community page, else to the channel list', async () => {
    const getPost = async () => post()
    const onBack = vi.fn()
    const onNavigate = vi.fn()
    const client = fakeClient({ community: { getPost, listComments }, channel })
    const { container } = renderDetail({
      client,
      onBack,
      onNavigate,
      previousPath: '/mina/community',
    })
    await ready(container)
    fireEvent.click(screen.getByRole('link', { name: 'Back to list' }))
    expect(onBack).toHaveBeenCalledTimes(1)
    expect(onNavigate).not.toHaveBeenCalled()
    cleanup()

    const second = renderDetail({ client, onBack, onNavigate, previousPath: '/mina' })
    await ready(second.container)
    fireEvent.click(screen.getByRole('link', { name: 'Back to list' }))
    expect(onNavigate).toHaveBeenCalledWith('/kim/community')
    expect(onBack).toHaveBeenCalledTimes(1)
  })

  it('adds the list and scroll-to-top bar from 10 comments', async () => {
    const scrollTo = vi.fn()
    vi.stubGlobal('scrollTo', scrollTo)
    const client = (commentCnt: number) =>
      fakeClient({
        community: { getPost: async () => post({ commentCnt }), listComments },
        channel,
      })
    const first = renderDetail({ client: client(9) })
    await ready(first.container)
    expect(screen.queryByRole('button', { name: 'Scroll to top' })).toBeNull()
    cleanup()

    const { container } = renderDetail({ client: client(10) })
    await ready(container)
    expect(screen.getByRole('link', { name: 'List' }).getAttribute('href')).toBe('/kim/community')
    fireEvent.click(screen.getByRole('button', { name: 'Scroll to top' }))
    expect(scrollTo).toHaveBeenCalledWith({ top: 0, behavior: 'smooth' })
    expect(document.activeElement).toBe(screen.getByRole('link', { name: 'Back to list' }))
    expect(await axeViolations(container)).toEqual([])
  })

  it('scrolls smoothly to the comments for #comment and sorts them by popularity', async () => {
    const scrolled: unknown[] = []
    // jsdom lays nothing out and has no scrollIntoView.
    Object.defineProperty(Element.prototype, 'scrollIntoView', {
      configurable: true,
      value(this: Element, options: unknown) {
        scrolled.push([this.className, options])
      },
    })
    onTestFinished(() => {
      Reflect.deleteProperty(Element.prototype, 'scrollIntoView')
    })
    sorts.length = 0
    const getPost = async () => post()
    const { container } = renderDetail({
      client: fakeClient({ community: { getPost, listComments }, channel }),
      hash: '#comment',
    })
    await ready(container)
    await waitFor(() => expect(sorts.length).toBeGreaterThan(0))
    expect(new Set(sorts)).toEqual(new Set(['like']))
    expect(scrolled).toEqual([['aw-post-comments-anchor', { behavior: 'smooth', block: 'start' }]])
    // The comment button scrolls there too.
    fireEvent.click(screen.getByRole('link', { name: '2 comments' }))
    expect(scrolled).toHaveLength(2)
  })

  it('opens on recent comments without the hash', async () => {
    sorts.length = 0
    const getPost = async () => post()
    const { container } = renderDetail({
      client: fakeClient({ community: { getPost, listComments }, channel }),
    })
    await ready(container)
    await waitFor(() => expect(sorts.length).toBeGreaterThan(0))
    expect(new Set(sorts)).toEqual(new Set(['recently']))
  })

  it("asks the channel's pin status before pinning, and confirms a replacement", async () => {
    const patches: unknown[] = []
    const updatePost = async (postIdx: string | number, patch: unknown): Promise<PostUpdate> => {
      patches.push([postIdx, patch])
      return { post: post({ isFixed: true }), replacedPostIdx: 3 }
    }
    const getPinStatus = async () => ({ isFixedPublished: true, isFixedReserved: false })
    const { container } = renderDetail({
      client: fakeClient({
        community: { getPost: async () => post(), listComments, updatePost, getPinStatus },
        channel,
      }),
      viewer: owner,
    })
    await ready(container)
    fireEvent.click(screen.getAllByRole('button', { name: 'More options' })[0] as HTMLElement)
    fireEvent.click(screen.getByRole('menuitem', { name: 'Pin' }))
    const dialog = await screen.findByRole('alertdialog', { name: 'Replace the pinned post?' })
    fireEvent.click(within(dialog).getByRole('button', { name: 'Pin' }))
    expect(await screen.findByText('Pinned')).toBeTruthy()
    expect(patches).toEqual([[7, { isFixed: true }]])
  })

  it('goes to the list once the owner deletes the post', async () => {
    const onNavigate = vi.fn()
    const { container } = renderDetail({
      client: fakeClient({
        community: { getPost: async () => post(), listComments, deletePost: async () => null },
        channel,
      }),
      viewer: owner,
      onNavigate,
    })
    await ready(container)
    fireEvent.click(screen.getAllByRole('button', { name: 'More options' })[0] as HTMLElement)
    fireEvent.click(screen.getByRole('menuitem', { name: 'Delete' }))
    const dialog = screen.getByRole('alertdialog', { name: 'Delete this post?' })
    fireEvent.click(within(dialog).getByRole('button', { name: 'Delete' }))
    await waitFor(() => expect(onNavigate).toHaveBeenCalledWith('/kim/community'))
  })

  it("moves the post's comment count with a comment written or deleted, without a reload", async () => {
    const mine: Comment = {
      commentIdx: 9,
      channelId: 'mina',
      nickname: 'Mina',
      content: 'first!',
      createDate: '2025-01-01T00:00:00Z',
      likeCnt: 0,
      replyCnt: 0,
    }
    const { container } = renderDetail({
      client: fakeClient({
        community: {
          getPost: async () => post({ commentCnt: 2 }),
          listComments: async () => ({ currentPage: 1, totalCnt: 2, postComments: [] }),
          createComment: async () => mine,
          deleteComment: async () => null as never,
        },
        channel,
      }),
    })
    await ready(container)
    const card = container.querySelector('article.aw-post') as HTMLElement
    expect(within(card).getByText('2 comments')).toBeTruthy()
    const box = await screen.findByRole('textbox', { name: 'Write a comment' })
    fireEvent.focus(box)
    fireEvent.change(box, { target: { value: 'first!' } })
    fireEvent.click(screen.getByRole('button', { name: 'Comment' }))
    await waitFor(() => expect(within(card).getByText('3 comments')).toBeTruthy())
    const item = (await screen.findByText('first!')).closest('li') as HTMLElement
    fireEvent.click(within(item).getByRole('button', { name: 'More options' }))
    fireEvent.click(within(item).getByRole('menuitem', { name: 'Delete' }))
    const dialog = await screen.findByRole('alertdialog')
    fireEvent.click(within(dialog).getByRole('button', { name: 'Delete' }))
    await waitFor(() => expect(within(card).getByText('2 comments')).toBeTruthy())
  })

  it('speaks Japanese', async () => {
    const { container } = renderDetail({
      client: fakeClient({ community: { getPost: async () => post(), listComments }, channel }),
      locale: 'ja-JP',
    })
    await ready(container)
    expect(screen.getByRole('link', { name: '一覧に戻る' })).toBeTruthy()
    expect(screen.getByRole('img', { name: '画像 2/2' })).toBeTruthy()
  })
})
