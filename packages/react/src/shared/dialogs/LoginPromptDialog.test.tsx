import { cleanup, fireEvent, screen } from '@testing-library/react'
import { afterEach, describe, expect, it } from 'vitest'
import { axeViolations, renderInKit } from '../a11y/kit.fixture'
import { LoginPromptDialog } from './LoginPromptDialog'

afterEach(cleanup)

describe('LoginPromptDialog', () => {
  it('calls the provider login handler and closes', () => {
    let logins = 0
    renderInKit(<LoginPromptDialog defaultOpen />, { onLoginRequired: () => logins++ })
    expect(screen.getByRole('dialog', { name: 'Log in to continue' })).toBeTruthy()
    fireEvent.click(screen.getByRole('button', { name: 'Log in' }))
    expect(logins).toBe(1)
    expect(screen.queryByRole('dialog')).toBeNull()
  })

  it('closes without login on cancel, Escape or a click on the backdrop', () => {
    let logins = 0
    const changes: boolean[] = []
    renderInKit(<LoginPromptDialog defaultOpen onOpenChange={(open) => changes.push(open)} />, {
      onLoginRequired: () => logins++,
    })
    fireEvent.keyDown(screen.getByRole('dialog'), { key: 'Escape' })
    expect(screen.queryByRole('dialog')).toBeNull()
    expect(changes).toEqual([false])
    cleanup()
    const again = renderInKit(<LoginPromptDialog defaultOpen />)
    const overlay = again.container.querySelector('.aw-overlay')
    if (overlay) fireEvent.mouseDown(overlay)
    expect(screen.queryByRole('dialog')).toBeNull()
    expect(logins).toBe(0)
  })

  it.each(['light', 'dark'] as const)('passes axe open and closed in %s', async (theme) => {
    const { container } = renderInKit(<LoginPromptDialog defaultOpen forceMount />, { theme })
    expect(await axeViolations(container)).toEqual([])
    fireEvent.click(screen.getByRole('button', { name: 'Cancel' }))
    expect(await axeViolations(container)).toEqual([])
  })
})
