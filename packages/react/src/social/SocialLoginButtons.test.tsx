import { ApiError } from '@airwave/sdk'
import { cleanup, render, screen, waitFor } from '@testing-library/react'
import { StrictMode } from 'react'
import { afterEach, describe, expect, it } from 'vitest'
import { axeViolations } from '../shared/a11y/kit.fixture'
import { AirwaveProvider } from '../shared/provider/AirwaveProvider'
import { fakeClient } from '../shared/testing.fixture'
import { SocialLoginButtons } from './SocialLoginButtons'

afterEach(cleanup)

function renderButtons(
  listProviders: () => Promise<{
    providers: { platform: 'google' | 'apple' | 'facebook'; local: boolean }[]
  }>,
) {
  return render(
    <StrictMode>
      <AirwaveProvider
        client={fakeClient({ social: { listProviders } })}
        onLoginRequired={() => {}}
      >
        <SocialLoginButtons onOutcome={() => {}} />
      </AirwaveProvider>
    </StrictMode>,
  )
}

const section = (container: HTMLElement) => container.querySelector('section') as HTMLElement

describe('SocialLoginButtons', () => {
  it('offers a button per platform the server offers', async () => {
    const { container } = renderButtons(async () => ({
      providers: [
        { platform: 'google', local: false },
        { platform: 'facebook', local: false },
      ],
    }))
    await waitFor(() => expect(section(container).dataset.state).toBe('idle'))
    expect(screen.getAllByRole('button').map((b) => b.textContent)).toEqual([
      'Continue with Google',
      'Continue with Facebook',
    ])
    expect(await axeViolations(container)).toEqual([])
  })

  it('says when none is offered, and when they cannot load', async () => {
    const empty = renderButtons(async () => ({ providers: [] }))
    await waitFor(() => expect(section(empty.container).dataset.state).toBe('empty'))
    expect(screen.getByText('Social sign-in is not available here.')).toBeTruthy()
    cleanup()
    const failed = renderButtons(async () => {
      throw new ApiError(400, 'INVALID_REQUEST', 'no')
    })
    await waitFor(() => expect(section(failed.container).dataset.state).toBe('error'))
    expect(screen.getByRole('button', { name: 'Try again' })).toBeTruthy()
  })
})
