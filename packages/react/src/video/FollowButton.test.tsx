import { createSession, createToastQueue, memoryTokenStore } from '@airwave/sdk'
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react'
import { StrictMode } from 'react'
import { afterEach, describe, expect, it } from 'vitest'
import { AirwaveProvider } from '../shared/provider/AirwaveProvider'
import { fakeClient } from '../shared/testing.fixture'
import { FollowButton } from './FollowButton'

afterEach(cleanup)

function renderFollow(isFollow: boolean, guest = false) {
  const toggled: boolean[] = []
  const calls: string[] = []
  const session = guest
    ? createSession({ tokenStore: memoryTokenStore(), clientId: 't' })
    : undefined
  render(
    <StrictMode>
      <AirwaveProvider
        client={fakeClient({
          channel: {
            follow: async () => {
              calls.push('follow')
              return null
            },
            unfollow: async () => {
              calls.push('unfollow')
              return null
            },
          } as never,
        })}
        {...(session && { session })}
        toastQueue={createToastQueue()}
        locale="en-US"
        onLoginRequired={() => {}}
      >
        <FollowButton
          channelId="kim"
          isFollow={isFollow}
          followerCount={3}
          onToggle={(following) => toggled.push(following)}
        />
      </AirwaveProvider>
    </StrictMode>,
  )
  return { toggled, calls, session }
}

describe('FollowButton onToggle', () => {
  it('tells a follow and an unfollow as the member presses it', async () => {
    const { toggled, calls } = renderFollow(false)
    fireEvent.click(screen.getByRole('button', { name: 'Follow' }))
    await waitFor(() => expect(calls).toEqual(['follow']))
    fireEvent.click(await screen.findByRole('button', { name: 'Following' }))
    await waitFor(() => expect(calls).toEqual(['follow', 'unfollow']))
    expect(toggled).toEqual([true, false])
  })

  it("does not tell a guest's press, which asks them to log in", async () => {
    const { toggled, session } = renderFollow(false, true)
    await waitFor(() => expect(session?.status()).toBe('unauthenticated'))
    fireEvent.click(screen.getByRole('button', { name: 'Follow' }))
    expect(toggled).toEqual([])
  })
})
