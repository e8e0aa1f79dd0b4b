import { createToastQueue, type Viewer } from '@airwave/sdk'
import type { VideoComment, VideoCommentPage } from '@airwave/sdk/video'
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react'
import { StrictMode } from 'react'
import { afterEach, describe, expect, it } from 'vitest'
import { axeViolations } from '../shared/a11y/kit.fixture'
import { AirwaveProvider } from '../shared/provider/AirwaveProvider'
import { fakeClient } from '../shared/testing.fixture'
import { VideoCommentSection } from './VideoCommentSection'

afterEach(cleanup)

const me: Viewer = { status: 'member', channelId: 'me', nickname: 'Me' }
const vc = (commentIdx: number, extra: Partial<VideoComment> = {}): VideoComment => ({
  commentIdx,
  content: `comment ${commentIdx}`,
  channelId: `author${commentIdx}`,
  nickName: `Author ${commentIdx}`,
  likeCnt: 0,
  replyCnt: 0,
  createDate: '2024-05-01T10:00:00Z',
  ...extra,
})

function renderSection(lists: (sort: string) => VideoCommentPage, viewer: Viewer = me) {
  const asked: { sort?: string; page?: number }[] = []
  const created: unknown[] = []
  const video = {
    listComments: async (_vodNo: number, query: { sort: string; page: number }) => {
      asked.push(query)
      return lists(query.sort)
    },
    createComment: async (_vodNo: number, body: { comment: string }) => {
      created.push(body)
      return vc(900, { content: body.comment, channelId: 'me', nickName: 'Me' })
    },
  }
  const view = render(
    <StrictMode>
      <AirwaveProvider
        client={fakeClient({ video: video as never })}
        toastQueue={createToastQueue()}
        locale="en-US"
      >
        <VideoCommentSection vodNo={12} channelId="kim" viewer={viewer} />
      </AirwaveProvider>
    </StrictMode>,
  )
  return { ...view, asked, created }
}

const texts = () =>
  Array.from(document.querySelectorAll('.aw-comment-list > li')).map((li) =>
    li.getAttribute('data-state') === 'blocked'
      ? 'blocked'
      : li.querySelector('.aw-comment-content')?.textContent,
  )

describe('VideoCommentSection', () => {
  it('opens sorted popular first (likeCnt-desc) and switches to newest', async () => {
    const view = renderSection((sort) => ({
      currentPage: 1,
      totalCnt: 2,
      vodCommentList: sort === 'likeCnt-desc' ? [vc(1), vc(2)] : [vc(2), vc(1)],
    }))
    await waitFor(() => expect(texts()).toEqual(['comment 1', 'comment 2']))
    expect(screen.getByRole('button', { name: 'Popular' }).getAttribute('aria-pressed')).toBe(
      'true',
    )
    expect(view.asked[0]).toMatchObject({ sort: 'likeCnt-desc', page: 1 })
    fireEvent.click(screen.getByRole('button', { name: 'Newest' }))
    await waitFor(() => expect(texts()).toEqual(['comment 2', 'comment 1']))
    expect(view.asked.at(-1)).toMatchObject({ sort: 'createDate-desc' })
    expect(await axeViolations(view.container)).toEqual([])
  })

  it('puts a new comment at the end of a short last page under popular', async () => {
    const view = renderSection(() => ({
      currentPage: 1,
      totalCnt: 2,
      vodCommentList: [vc(1), vc(2)],
    }))
    await waitFor(() => expect(texts()).toHaveLength(2))
    fireEvent.focus(screen.getByRole('textbox', { name: 'Write a comment' }))
    fireEvent.change(screen.getByRole('textbox', { name: 'Write a comment' }), {
      target: { value: 'mine' },
    })
    fireEvent.click(screen.getByRole('button', { name: 'Comment' }))
    await waitFor(() => expect(texts()).toEqual(['comment 1', 'comment 2', 'mine']))
    expect(view.created).toEqual([{ comment: 'mine', nickName: 'Me' }])
    expect(screen.getByRole('heading', { level: 2 }).textContent).toBe('3 comments')
  })

  it('shows the blocked placeholder, and offers no edit on the viewer own comment', async () => {
    renderSection(() => ({
      currentPage: 1,
      totalCnt: 2,
      vodCommentList: [vc(1, { isBlockedChannel: true }), vc(2, { channelId: 'me' })],
    }))
    await waitFor(() => expect(texts()).toEqual(['blocked', 'comment 2']))
    const own = document.querySelectorAll('.aw-comment-list > li')[1] as HTMLElement
    fireEvent.click(within(own).getByRole('button', { name: /more/i }))
    const menu = await screen.findByRole('menu')
    expect(
      within(menu)
        .getAllByRole('menuitem')
        .map((i) => i.textContent),
    ).toEqual(['Delete'])
  })
})
