import { ApiError } from '@airwave/sdk'
import type { SocialSignUp } from '@airwave/sdk/account'
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react'
import { StrictMode } from 'react'
import { afterEach, describe, expect, it } from 'vitest'
import { axeViolations } from '../shared/a11y/kit.fixture'
import { AirwaveProvider } from '../shared/provider/AirwaveProvider'
import { fakeClient } from '../shared/testing.fixture'
import { SocialAgreementForm } from './SocialAgreementForm'
import { SocialChannelForm } from './SocialChannelForm'

afterEach(cleanup)

const info = { platform: 'google' as const, email: 'neo@example.com', name: 'Neo', expiresAt: '' }

function inKit(ui: React.ReactElement, signUp?: (body: SocialSignUp) => Promise<unknown>) {
  const client = fakeClient({
    social: signUp ? { signUp: signUp as never } : {},
  })
  return render(
    <StrictMode>
      <AirwaveProvider client={client} onLoginRequired={() => {}}>
        {ui}
      </AirwaveProvider>
    </StrictMode>,
  )
}

const type = (label: string, value: string) =>
  fireEvent.change(screen.getByLabelText(label), { target: { value } })

describe('SocialAgreementForm', () => {
  it('shows the SDK rules once the member tries to go on, then hands the values', async () => {
    const submitted: unknown[] = []
    const { container } = inKit(
      <SocialAgreementForm info={info} onSubmit={(v) => submitted.push(v)} />,
    )
    expect(screen.getByText('You are signing up with Google as neo@example.com.')).toBeTruthy()
    fireEvent.click(screen.getByRole('button', { name: 'Next' }))
    expect(screen.getByText('Agree to the Terms of Service to go on.')).toBeTruthy()
    expect(screen.getByText('Enter your date of birth.')).toBeTruthy()
    expect(await axeViolations(container)).toEqual([])

    fireEvent.click(screen.getByLabelText('I agree to all of the below'))
    type('Year', '2020')
    type('Month', '2')
    type('Day', '30')
    fireEvent.click(screen.getByRole('button', { name: 'Next' }))
    expect(screen.getByText('This date does not exist.')).toBeTruthy()
    type('Day', '3')
    fireEvent.click(screen.getByRole('button', { name: 'Next' }))
    expect(screen.getByText('You must be at least 14 years old to sign up.')).toBeTruthy()
    type('Year', '1990')
    fireEvent.click(screen.getByRole('button', { name: 'Next' }))
    expect(submitted).toEqual([{ terms: true, privacy: true, year: '1990', month: '2', day: '3' }])
  })
})

describe('SocialChannelForm', () => {
  const agreement = { terms: true, privacy: true, year: '1990', month: '4', day: '2' }

  it('checks the channel rules, says a taken id at its field, then signs up', async () => {
    const bodies: SocialSignUp[] = []
    const signedUp: unknown[] = []
    const { container } = inKit(
      <SocialChannelForm agreement={agreement} onSignedUp={(pair) => signedUp.push(pair)} />,
      async (body) => {
        bodies.push(body)
        if (body.channelId === 'taken1') throw new ApiError(409, 'CHA30007', 'taken')
        return { accessToken: 'a' }
      },
    )
    fireEvent.click(screen.getByRole('button', { name: 'Create my channel' }))
    expect(screen.getAllByText('This field is required.')).toHaveLength(2)
    type('Channel id', 'ab')
    type('Nickname', 'N')
    fireEvent.click(screen.getByRole('button', { name: 'Create my channel' }))
    expect(screen.getByText('Use 4 to 15 characters.')).toBeTruthy()
    expect(screen.getByText('Use at least 2 characters.')).toBeTruthy()
    expect(bodies).toEqual([])

    type('Channel id', 'taken1')
    type('Nickname', 'Neo')
    fireEvent.click(screen.getByRole('button', { name: 'Create my channel' }))
    expect(await screen.findByText('This is taken already.')).toBeTruthy()
    expect(screen.getByLabelText('Channel id').getAttribute('aria-invalid')).toBe('true')
    expect(await axeViolations(container)).toEqual([])

    type('Channel id', 'neo42')
    fireEvent.click(screen.getByRole('button', { name: 'Create my channel' }))
    await waitFor(() => expect(signedUp).toEqual([{ accessToken: 'a' }]))
    expect(bodies.at(-1)).toEqual({
      termsCheck: true,
      year: 1990,
      month: 4,
      day: 2,
      channelId: 'neo42',
      nickname: 'Neo',
    })
  })

  it('says an expired sign-up', async () => {
    inKit(
      <SocialChannelForm
        agreement={agreement}
        defaultValues={{ channelId: 'neo42', nickname: 'Neo' }}
        onSignedUp={() => {}}
      />,
      async () => {
        throw new ApiError(404, 'SOC10004', 'gone')
      },
    )
    fireEvent.click(screen.getByRole('button', { name: 'Create my channel' }))
    expect((await screen.findByRole('alert')).textContent).toBe(
      'This sign-up has expired. Start again from the sign-in page.',
    )
  })
})
