import { render, screen } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { VisuallyHidden } from './VisuallyHidden'

describe('VisuallyHidden', () => {
  it('names an icon button without showing text', () => {
    render(
      <button type="button">
        <VisuallyHidden className="extra">Like</VisuallyHidden>
      </button>,
    )
    const button = screen.getByRole('button', { name: 'Like' })
    expect(button.firstElementChild?.className).toBe('aw-visually-hidden extra')
  })
})
