import { cleanup, fireEvent, render, screen } from '@testing-library/react'
import { StrictMode, useRef, useState } from 'react'
import { afterEach, describe, expect, it } from 'vitest'
import { useFocusTrap } from './useFocusTrap'

afterEach(cleanup)

function Trap({ withButtons }: { withButtons: boolean }) {
  const [active, setActive] = useState(false)
  const ref = useRef<HTMLDivElement>(null)
  const onKeyDown = useFocusTrap(ref, active)
  return (
    <StrictMode>
      <button type="button" onClick={() => setActive(true)}>
        open
      </button>
      {/* biome-ignore lint/a11y/noStaticElementInteractions: a test container for the trap */}
      <div ref={ref} tabIndex={-1} onKeyDown={onKeyDown} data-testid="trap">
        {withButtons && (
          <>
            <button type="button">first</button>
            <button type="button" disabled>
              disabled
            </button>
            <button type="button" onClick={() => setActive(false)}>
              last
            </button>
          </>
        )}
      </div>
    </StrictMode>
  )
}

describe('useFocusTrap', () => {
  it('focuses the first tabbable, wraps Tab past disabled ones, and returns focus', () => {
    render(<Trap withButtons />)
    const opener = screen.getByRole('button', { name: 'open' })
    opener.focus()
    fireEvent.click(opener)
    const first = screen.getByRole('button', { name: 'first' })
    const last = screen.getByRole('button', { name: 'last' })
    expect(document.activeElement).toBe(first)
    fireEvent.keyDown(first, { key: 'Tab', shiftKey: true })
    expect(document.activeElement).toBe(last)
    fireEvent.keyDown(last, { key: 'Tab' })
    expect(document.activeElement).toBe(first)
    fireEvent.click(last)
    expect(document.activeElement).toBe(opener)
  })

  it('holds focus on the container when nothing inside can take it', () => {
    render(<Trap withButtons={false} />)
    fireEvent.click(screen.getByRole('button', { name: 'open' }))
    const trap = screen.getByTestId('trap')
    expect(document.activeElement).toBe(trap)
    const tab = fireEvent.keyDown(trap, { key: 'Tab' })
    expect(tab).toBe(false)
    expect(document.activeElement).toBe(trap)
  })
})
