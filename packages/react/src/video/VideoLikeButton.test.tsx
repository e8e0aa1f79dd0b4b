import { createSession, createToastQueue, memoryTokenStore } from '@airwave/sdk'
import { act, cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react'
import { StrictMode } from 'react'
import { afterEach, describe, expect, it } from 'vitest'
import { axeViolations } from '../shared/a11y/kit.fixture'
import { AirwaveProvider } from '../shared/provider/AirwaveProvider'
import { acceptLoginPrompt, fakeClient } from '../shared/testing.fixture'
import { ChannelHeader } from './ChannelHeader'
import { VideoLikeButton } from './VideoLikeButton'

afterEach(cleanup)

function held() {
  const calls: { name: string; args: unknown[]; settle: (error?: Error) => void }[] = []
  const call =
    (name: string) =>
    (...args: unknown[]) =>
      new Promise((resolve, reject) =>
        calls.push({ name, args, settle: (error) => (error ? reject(error) : resolve(null)) }),
      )
  return { calls, call }
}

function renderIn(ui: React.ReactNode, fakes: Parameters<typeof fakeClient>[0], guest = false) {
  const toastQueue = createToastQueue()
  let logins = 0
  const session = guest
    ? createSession({ tokenStore: memoryTokenStore(), clientId: 't' })
    : undefined
  const view = render(
    <StrictMode>
      <AirwaveProvider
        client={fakeClient(fakes)}
        {...(session && { session })}
        toastQueue={toastQueue}
        locale="en-US"
        onLoginRequired={() => logins++}
      >
        {ui}
      </AirwaveProvider>
    </StrictMode>,
  )
  return { ...view, toastQueue, session, logins: () => logins }
}

describe('VideoLikeButton', () => {
  it('likes at once with the count +1, and undoes a refusal with a toast', async () => {
    const h = held()
    const view = renderIn(<VideoLikeButton vodNo={12} isLike={false} likeCnt={9999} />, {
      video: { like: h.call('like'), unlike: h.call('unlike') } as never,
    })
    const button = screen.getByRole('button', { name: 'Like' })
    expect(screen.getByText('9,999 likes')).toBeTruthy()
    fireEvent.click(button)
    expect(button.getAttribute('aria-pressed')).toBe('true')
    expect(button.dataset.busy).toBe('true')
    expect(screen.getByText('10K likes')).toBeTruthy()
    await waitFor(() => expect(h.calls.map((c) => [c.name, c.args[0]])).toEqual([['like', 12]]))
    await act(async () => h.calls[0]?.settle(new Error('no')))
    await waitFor(() => expect(button.getAttribute('aria-pressed')).toBe('false'))
    expect(view.toastQueue.getSnapshot().map((t) => t.message)).toEqual([
      'Your like could not be saved. Try again.',
    ])
    expect(await axeViolations(view.container)).toEqual([])
  })

  it('gives a guest the login prompt', async () => {
    const h = held()
    const view = renderIn(
      <VideoLikeButton vodNo={12} isLike={false} likeCnt={1} />,
      { video: { like: h.call('like') } as never },
      true,
    )
    await waitFor(() => expect(view.session?.status()).toBe('unauthenticated'))
    fireEvent.click(screen.getByRole('button', { name: 'Like' }))
    await acceptLoginPrompt()
    expect(view.logins()).toBe(1)
    expect(h.calls).toEqual([])
  })
})

describe('ChannelHeader', () => {
  it('shows the avatar fallback, nickname and followers; following raises the count at once', async () => {
    const h = held()
    const view = renderIn(
      <ChannelHeader channelId="kim" nickname="Kim" followerCount={41} isFollow={false} />,
      { channel: { follow: h.call('follow'), unfollow: h.call('unfollow') } as never },
    )
    expect(screen.getByRole('heading', { name: 'Kim' })).toBeTruthy()
    expect(screen.getByText('41 followers')).toBeTruthy()
    const follow = screen.getByRole('button', { name: 'Follow' })
    fireEvent.click(follow)
    expect(screen.getByRole('button', { name: 'Following' }).getAttribute('aria-pressed')).toBe(
      'true',
    )
    expect(screen.getByText('42 followers')).toBeTruthy()
    await waitFor(() => expect(h.calls[0]?.args[0]).toEqual({ channelId: 'kim' }))
    await act(async () => h.calls[0]?.settle())
    expect(await axeViolations(view.container)).toEqual([])
  })

  it('has no follow button on the viewer own channel', () => {
    renderIn(
      <ChannelHeader
        channelId="kim"
        nickname="Kim"
        followerCount={1}
        viewer={{ status: 'member', channelId: 'kim', nickname: 'Kim' }}
      />,
      {},
    )
    expect(screen.queryByRole('button', { name: 'Follow' })).toBeNull()
  })
})
