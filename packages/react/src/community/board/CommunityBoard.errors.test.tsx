import { ApiError, createToastQueue, type KitError, type KitEvent } from '@airwave/sdk'
import type { Post, PostPage, Viewer } from '@airwave/sdk/community'
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react'
import { StrictMode } from 'react'
import { afterEach, describe, expect, it } from 'vitest'
import { AirwaveProvider } from '../../shared/provider/AirwaveProvider'
import { fakeClient } from '../../shared/testing.fixture'
import { CommunityBoard } from './CommunityBoard'
import { PostDetail } from './PostDetail'

// The server is down: the board says so, offers Retry and comes back by itself; a like says
// "can't reach the server", not "HTTP 502"; the host hears of every failure through onError.

afterEach(cleanup)

const member: Viewer = { status: 'member', channelId: 'mina', nickname: 'Mina' }
const post: Post = {
  idx: 1,
  channelId: 'kim',
  content: 'post 1',
  likeCnt: 3,
  commentCnt: 0,
  attachImgLink: [],
  createDate: '2025-01-01T00:00:00Z',
}
const page: PostPage = { list: [post], page: 1, total: 1 }
const channel = { getChannelInfo: async () => ({ streamerChannelInfo: { nickname: 'Kim TV' } }) }
const gateway = () => new ApiError(502, 'BAD_GATEWAY', 'HTTP 502')
const UNREACHABLE = "Can't reach the server. Try again in a moment."

describe('CommunityBoard while the server is down', () => {
  it("says the server can't be reached, offers Retry, and loads by itself once it is back", async () => {
    let up = false
    const listPosts = async () => {
      if (!up) throw gateway()
      return page
    }
    const fromProvider: KitError[] = []
    const fromBoard: KitError[] = []
    const { container } = render(
      <StrictMode>
        <AirwaveProvider
          client={fakeClient({ community: { listPosts }, channel })}
          onError={(error) => fromProvider.push(error)}
        >
          <CommunityBoard channelId="kim" viewer={member} onError={(e) => fromBoard.push(e)} />
        </AirwaveProvider>
      </StrictMode>,
    )
    const alert = await screen.findByRole('alert')
    expect(alert.textContent).toContain(UNREACHABLE)
    expect(alert.textContent).not.toContain('Something went wrong')
    expect(screen.getByRole('button', { name: 'Try again' })).toBeTruthy()
    expect(fromBoard[0]).toMatchObject({ source: 'board', channelId: 'kim', unreachable: true })
    expect(fromProvider[0]).toMatchObject({ source: 'board', kind: 'unreachable' })
    up = true
    // No click: the machine's first automatic retry comes within a second.
    await waitFor(() =>
      expect(container.querySelector('.aw-board')?.getAttribute('data-state')).toBe('ready'),
    )
    expect(screen.getAllByRole('article')).toHaveLength(1)
  })

  it('toasts a failed like in words, and tells onEvent and onError', async () => {
    const toastQueue = createToastQueue()
    const events: KitEvent[] = []
    const errors: KitError[] = []
    const likePost = async () => {
      throw gateway()
    }
    render(
      <StrictMode>
        <AirwaveProvider
          client={fakeClient({ community: { listPosts: async () => page, likePost }, channel })}
          toastQueue={toastQueue}
          onEvent={(event) => events.push(event)}
        >
          <CommunityBoard channelId="kim" viewer={member} onError={(e) => errors.push(e)} />
        </AirwaveProvider>
      </StrictMode>,
    )
    fireEvent.click(await screen.findByRole('button', { name: 'Like, 3 likes' }))
    await waitFor(() =>
      expect(toastQueue.getSnapshot().map((t) => t.message)).toEqual([UNREACHABLE]),
    )
    expect(await screen.findByRole('button', { name: 'Like, 3 likes' })).toBeTruthy()
    expect(events.map((e) => `${e.source}:${e.event.type}`)).toEqual([
      'board:failed',
      'board:unreachable',
    ])
    expect(errors).toHaveLength(1)
    expect(errors[0]?.error).toBeInstanceOf(ApiError)
  })
})

describe('PostDetail while the server is down', () => {
  it("says the server can't be reached and reports it as the post's", async () => {
    const errors: KitError[] = []
    render(
      <StrictMode>
        <AirwaveProvider
          client={fakeClient({
            community: {
              getPost: async () => {
                throw new ApiError(0, 'NETWORK_ERROR', 'GET /post failed')
              },
            },
            channel,
          })}
          onError={(error) => errors.push(error)}
        >
          <PostDetail channelId="kim" postIdx={1} viewer={member} />
        </AirwaveProvider>
      </StrictMode>,
    )
    expect((await screen.findByRole('alert')).textContent).toContain(UNREACHABLE)
    expect(errors[0]).toMatchObject({ source: 'post', unreachable: true })
  })
})
