import { ApiError, createSession, createToastQueue, memoryTokenStore } from '@airwave/sdk'
import { liveCatalogue } from '@airwave/sdk/i18n'
import type { StreamLike } from '@airwave/sdk/live'
import { act, cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react'
import { StrictMode } from 'react'
import { afterEach, beforeAll, describe, expect, it } from 'vitest'
import { axeViolations } from '../shared/a11y/kit.fixture'
import { AirwaveProvider } from '../shared/provider/AirwaveProvider'
import { acceptLoginPrompt, fakeClient } from '../shared/testing.fixture'
import { LiveLikeButton } from './LiveLikeButton'

afterEach(cleanup)
beforeAll(async () => {
  await liveCatalogue.load('ko-KR')
})

/** A like call the test settles by hand. */
function heldCalls() {
  const calls: { name: string; streamIdx: number; settle: (answer: StreamLike | Error) => void }[] =
    []
  const held = (name: string) => async (input: { streamIdx: number }) =>
    new Promise<StreamLike>((resolve, reject) => {
      calls.push({
        name,
        streamIdx: input.streamIdx,
        settle: (answer) => (answer instanceof Error ? reject(answer) : resolve(answer)),
      })
    })
  return { calls, live: { like: held('like'), unlike: held('unlike') } }
}

function renderButton(
  streamInfo: { streamIdx?: number; isLike?: boolean; likeCnt?: number } | undefined,
  options: { locale?: string; guest?: boolean } = {},
) {
  const held = heldCalls()
  const toastQueue = createToastQueue()
  let logins = 0
  const session = options.guest
    ? createSession({ tokenStore: memoryTokenStore(), clientId: 'test' })
    : undefined
  const ui = (info: typeof streamInfo) => (
    <StrictMode>
      <AirwaveProvider
        client={fakeClient({ live: held.live })}
        {...(session && { session })}
        locale={options.locale ?? 'en-US'}
        toastQueue={toastQueue}
        onLoginRequired={() => {
          logins++
        }}
      >
        <LiveLikeButton streamInfo={info} />
      </AirwaveProvider>
    </StrictMode>
  )
  const view = render(ui(streamInfo))
  return {
    ...view,
    calls: held.calls,
    toastQueue,
    logins: () => logins,
    update: (info: typeof streamInfo) => view.rerender(ui(info)),
  }
}

const button = () => screen.getByRole('button', { name: 'Like' })

describe('LiveLikeButton', () => {
  it('likes at once, then shows what the server counted', async () => {
    const view = renderButton({ streamIdx: 7, isLike: false, likeCnt: 4 })
    expect(button().getAttribute('aria-pressed')).toBe('false')
    expect(button().dataset.state).toBe('off')
    expect(screen.getByText('4 likes')).toBeTruthy()
    fireEvent.click(button())
    expect(button().getAttribute('aria-pressed')).toBe('true')
    expect(button().dataset.state).toBe('on')
    expect(button().dataset.busy).toBe('true')
    expect(screen.getByTestId('live-like-count').textContent).toBe('5')
    await waitFor(() => expect(view.calls).toHaveLength(1))
    expect(view.calls[0]).toMatchObject({ name: 'like', streamIdx: 7 })
    await act(async () => view.calls[0]?.settle({ isLike: true, likeCnt: 9 }))
    await waitFor(() => expect(button().dataset.busy).toBeUndefined())
    expect(screen.getByTestId('live-like-count').textContent).toBe('9')
    expect(screen.getByText('9 likes')).toBeTruthy()
    expect(await axeViolations(view.container)).toEqual([])
  })

  it('undoes a refused like and says why in a toast', async () => {
    const view = renderButton({ streamIdx: 7, isLike: true, likeCnt: 12_345 })
    expect(screen.getByTestId('live-like-count').textContent).toBe('12.3K')
    fireEvent.click(button())
    expect(button().getAttribute('aria-pressed')).toBe('false')
    await waitFor(() => expect(view.calls).toHaveLength(1))
    expect(view.calls[0]?.name).toBe('unlike')
    await act(async () => view.calls[0]?.settle(new ApiError(409, 'ALREADY_OFF', 'ended')))
    await waitFor(() => expect(button().getAttribute('aria-pressed')).toBe('true'))
    expect(view.toastQueue.getSnapshot().map((toast) => toast.message)).toEqual([
      'This live has ended: it takes no more likes.',
    ])
  })

  it('gives a guest the login prompt and changes nothing', async () => {
    const view = renderButton({ streamIdx: 7, isLike: false, likeCnt: 4 }, { guest: true })
    await waitFor(() => expect(button().getAttribute('aria-disabled')).toBe('false'))
    fireEvent.click(button())
    await acceptLoginPrompt()
    expect(view.logins()).toBe(1)
    expect(view.calls).toEqual([])
    expect(button().getAttribute('aria-pressed')).toBe('false')
    expect(screen.getByTestId('live-like-count').textContent).toBe('4')
  })

  it('follows the count the socket pushes into the stream info', async () => {
    const view = renderButton({ streamIdx: 7, isLike: false, likeCnt: 4 })
    view.update({ streamIdx: 7, isLike: false, likeCnt: 10_000 })
    await waitFor(() => expect(screen.getByTestId('live-like-count').textContent).toBe('10K'))
    // A new broadcast: its own like and count.
    view.update({ streamIdx: 8, isLike: true, likeCnt: 1 })
    await waitFor(() => expect(button().getAttribute('aria-pressed')).toBe('true'))
    expect(screen.getByTestId('live-like-count').textContent).toBe('1')
  })

  it('waits for a broadcast before it likes', async () => {
    const view = renderButton(undefined)
    expect(button().getAttribute('aria-disabled')).toBe('true')
    fireEvent.click(button())
    expect(view.calls).toEqual([])
    expect(button().getAttribute('aria-pressed')).toBe('false')
  })

  it('speaks the provider language', async () => {
    renderButton({ streamIdx: 7, isLike: false, likeCnt: 3 }, { locale: 'ko-KR' })
    expect(screen.getByRole('button', { name: '좋아요' })).toBeTruthy()
    expect(screen.getByText('좋아요 3개')).toBeTruthy()
  })
})
