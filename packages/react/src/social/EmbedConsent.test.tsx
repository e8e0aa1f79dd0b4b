import { ApiError, createSession, memoryTokenStore } from '@airwave/sdk'
import type { EmbedLoginStatus } from '@airwave/sdk/account'
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react'
import { StrictMode } from 'react'
import { afterEach, expect, it } from 'vitest'
import { axeViolations } from '../shared/a11y/kit.fixture'
import { AirwaveProvider } from '../shared/provider/AirwaveProvider'
import { fakeClient } from '../shared/testing.fixture'
import { EmbedConsent } from './EmbedConsent'

afterEach(cleanup)

function renderConsent(pending: () => Promise<{ origin: string }>) {
  const answers: boolean[] = []
  const told: EmbedLoginStatus[] = []
  const session = createSession({
    tokenStore: memoryTokenStore({ accessToken: 'a1', refreshToken: 'r1' }),
    clientId: 'test',
  })
  const client = fakeClient({
    embed: {
      pendingLogin: pending,
      answerLogin: async ({ allow }: { allow: boolean }) => {
        answers.push(allow)
        return { origin: 'https://news.example.com' }
      },
    },
    channel: {
      getMyChannel: async () => ({
        channel: { channelId: 'mina', nickname: 'Mina', channelProfileImg: null, channelRole: 1 },
        userInfo: { email: 'min***@example.com', socialPlatform: null, signUpDate: '2026-01-01' },
      }),
    },
  })
  const view = render(
    <StrictMode>
      <AirwaveProvider client={client} session={session} onLoginRequired={() => {}}>
        <EmbedConsent onAnswer={(status) => told.push(status)} />
      </AirwaveProvider>
    </StrictMode>,
  )
  return { answers, told, view }
}

it('names the page that asks and who it would act as, with Don’t allow focused', async () => {
  const { view } = renderConsent(async () => ({ origin: 'https://news.example.com:8443' }))
  const heading = await screen.findByRole('heading', {
    name: 'Allow news.example.com:8443 to use your Airwave account?',
  })
  expect(heading).toBeTruthy()
  await screen.findByText(/act as Mina on that page/)
  screen.getByText(/will not see your e-mail, your stream key or your account settings/)
  await waitFor(() =>
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Don’t allow' })),
  )
  expect(await axeViolations(view.container)).toEqual([])
})

it('grants only on Allow, and tells the opener', async () => {
  const { answers, told } = renderConsent(async () => ({ origin: 'https://news.example.com' }))
  fireEvent.click(await screen.findByRole('button', { name: 'Allow' }))
  await waitFor(() => expect(told).toEqual(['signed-in']))
  expect(answers).toEqual([true])
})

it('ends the sign-in on Don’t allow', async () => {
  const { answers, told } = renderConsent(async () => ({ origin: 'https://news.example.com' }))
  fireEvent.click(await screen.findByRole('button', { name: 'Don’t allow' }))
  await waitFor(() => expect(told).toEqual(['cancelled']))
  expect(answers).toEqual([false])
})

it('says an expired request, and offers to close', async () => {
  const { told } = renderConsent(async () => {
    throw new ApiError(404, 'EMBED_LOGIN_EXPIRED', 'No embed is waiting')
  })
  await screen.findByText(/This request has expired or was answered/)
  expect(screen.queryByRole('button', { name: 'Allow' })).toBeNull()
  fireEvent.click(screen.getByRole('button', { name: 'Close this window' }))
  expect(told).toEqual(['cancelled'])
})
