import { cleanup, fireEvent, screen } from '@testing-library/react'
import { afterEach, describe, expect, it } from 'vitest'
import { axeViolations, renderInKit } from './kit.fixture'
import { MoreMenu, type MoreMenuItem } from './MoreMenu'

function items(chosen: string[]): MoreMenuItem[] {
  return [
    { id: 'edit', label: 'Edit', onSelect: () => chosen.push('edit') },
    { id: 'pin', label: 'Pin', onSelect: () => chosen.push('pin'), disabled: true },
    { id: 'delete', label: 'Delete', onSelect: () => chosen.push('delete'), tone: 'danger' },
    { id: 'report', label: 'Report', onSelect: () => chosen.push('report') },
  ]
}

afterEach(cleanup)

describe('MoreMenu', () => {
  it('opens from its button on the first item and moves with the arrow keys', () => {
    renderInKit(<MoreMenu items={items([])} />)
    const button = screen.getByRole('button', { name: 'More options' })
    expect(button.getAttribute('aria-haspopup')).toBe('menu')
    expect(button.getAttribute('aria-expanded')).toBe('false')
    fireEvent.click(button)
    expect(button.getAttribute('aria-expanded')).toBe('true')
    expect(button.getAttribute('data-state')).toBe('open')
    const menu = screen.getByRole('menu', { name: 'More options' })
    expect(document.activeElement?.textContent).toBe('Edit')
    fireEvent.keyDown(menu, { key: 'ArrowDown' })
    expect(document.activeElement?.textContent).toBe('Delete')
    fireEvent.keyDown(menu, { key: 'ArrowDown' })
    fireEvent.keyDown(menu, { key: 'ArrowDown' })
    expect(document.activeElement?.textContent).toBe('Edit')
    fireEvent.keyDown(menu, { key: 'ArrowUp' })
    expect(document.activeElement?.textContent).toBe('Report')
    fireEvent.keyDown(menu, { key: 'Home' })
    expect(document.activeElement?.textContent).toBe('Edit')
    fireEvent.keyDown(menu, { key: 'End' })
    expect(document.activeElement?.textContent).toBe('Report')
  })

  it('closes on Escape and gives focus back to its button', () => {
    renderInKit(<MoreMenu items={items([])} />)
    const button = screen.getByRole('button', { name: 'More options' })
    fireEvent.keyDown(button, { key: 'ArrowUp' })
    expect(document.activeElement?.textContent).toBe('Report')
    fireEvent.keyDown(screen.getByRole('menu'), { key: 'Escape' })
    expect(screen.queryByRole('menu')).toBeNull()
    expect(document.activeElement).toBe(button)
  })

  it('runs the chosen item once, closed, with focus on the button', () => {
    const chosen: string[] = []
    renderInKit(<MoreMenu items={items(chosen)} />)
    const button = screen.getByRole('button', { name: 'More options' })
    fireEvent.keyDown(button, { key: 'ArrowDown' })
    fireEvent.click(screen.getByRole('menuitem', { name: 'Delete' }))
    expect(chosen).toEqual(['delete'])
    expect(screen.queryByRole('menu')).toBeNull()
    expect(document.activeElement).toBe(button)
  })

  it('closes on a press outside and on Tab', () => {
    renderInKit(
      <>
        <MoreMenu items={items([])} />
        <p>outside</p>
      </>,
    )
    const button = screen.getByRole('button', { name: 'More options' })
    fireEvent.click(button)
    fireEvent.pointerDown(screen.getByText('outside'))
    expect(screen.queryByRole('menu')).toBeNull()
    fireEvent.click(button)
    fireEvent.keyDown(screen.getByRole('menu'), { key: 'Tab' })
    expect(screen.queryByRole('menu')).toBeNull()
  })

  it('follows a controlled open state and reports changes', () => {
    const changes: boolean[] = []
    renderInKit(<MoreMenu items={items([])} open onOpenChange={(open) => changes.push(open)} />)
    expect(screen.getByRole('menu')).toBeTruthy()
    fireEvent.keyDown(screen.getByRole('menu'), { key: 'Escape' })
    expect(changes).toEqual([false])
    expect(screen.getByRole('menu')).toBeTruthy()
  })

  it.each(['light', 'dark'] as const)('passes axe closed and open in %s', async (theme) => {
    const { container } = renderInKit(<MoreMenu items={items([])} label="Comment options" />, {
      theme,
    })
    expect(await axeViolations(container)).toEqual([])
    fireEvent.click(screen.getByRole('button', { name: 'Comment options' }))
    expect(await axeViolations(container)).toEqual([])
  })
})
