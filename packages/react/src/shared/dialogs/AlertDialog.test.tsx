import { cleanup, fireEvent, screen } from '@testing-library/react'
import { afterEach, describe, expect, it } from 'vitest'
import { axeViolations, renderInKit } from '../a11y/kit.fixture'
import { AlertDialog, type AlertKind, alertFor } from './AlertDialog'

afterEach(cleanup)

describe('alertFor', () => {
  it('names the alert of a board event, and nothing for the others', () => {
    expect(alertFor({ type: 'max-blocked' })).toBe('max-blocked')
    expect(alertFor({ type: 'already-reported' })).toBe('already-reported')
    expect(alertFor({ type: 'text-too-long' })).toBe('text-too-long')
    expect(alertFor({ type: 'toast' })).toBeNull()
    expect(alertFor({ type: 'toString' })).toBeNull()
  })

  it('asks for the nickname alert, and for none on login, slow-down or done events', () => {
    expect(alertFor({ type: 'nickname-required' })).toBe('nickname-required')
    expect(alertFor({ type: 'login-required' })).toBeNull()
    expect(alertFor({ type: 'rate-limited' })).toBeNull()
    expect(alertFor({ type: 'blocked' })).toBeNull()
    expect(alertFor({ type: 'deleted' })).toBeNull()
  })
})

describe('AlertDialog', () => {
  it('says the block limit of 100 and confirms with its one button (CHA30048)', () => {
    const calls: string[] = []
    renderInKit(<AlertDialog kind="max-blocked" defaultOpen onConfirm={() => calls.push('ok')} />)
    const dialog = screen.getByRole('alertdialog', { name: 'Block limit reached' })
    expect(dialog.textContent).toContain('up to 100 users')
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'OK' }))
    fireEvent.click(screen.getByRole('button', { name: 'OK' }))
    expect(calls).toEqual(['ok'])
    expect(screen.queryByRole('alertdialog')).toBeNull()
  })

  it('closes on Escape like its button', () => {
    const calls: string[] = []
    renderInKit(
      <AlertDialog kind="already-reported" defaultOpen onConfirm={() => calls.push('ok')} />,
    )
    fireEvent.keyDown(screen.getByRole('alertdialog', { name: 'Already reported' }), {
      key: 'Escape',
    })
    expect(calls).toEqual(['ok'])
    expect(screen.queryByRole('alertdialog')).toBeNull()
  })

  it('keeps Tab on its only button', () => {
    renderInKit(<AlertDialog kind="already-reported" defaultOpen />)
    const ok = screen.getByRole('button', { name: 'OK' })
    fireEvent.keyDown(ok, { key: 'Tab' })
    expect(document.activeElement).toBe(ok)
  })

  it('tells the text limit of 5000 characters', () => {
    renderInKit(<AlertDialog kind="text-too-long" defaultOpen />)
    expect(screen.getByRole('alertdialog').textContent).toContain('5,000 characters')
  })

  it.each<[AlertKind, 'light' | 'dark']>([
    ['already-reported', 'light'],
    ['already-reported', 'dark'],
    ['max-blocked', 'light'],
    ['max-blocked', 'dark'],
    ['nickname-required', 'light'],
    ['text-too-long', 'dark'],
  ])('passes axe: %s in %s', async (kind, theme) => {
    const { container } = renderInKit(<AlertDialog kind={kind} defaultOpen forceMount />, { theme })
    expect(await axeViolations(container)).toEqual([])
    fireEvent.click(screen.getByRole('button'))
    expect(container.querySelector('[data-state=closed]')).not.toBeNull()
    expect(await axeViolations(container)).toEqual([])
  })
})
