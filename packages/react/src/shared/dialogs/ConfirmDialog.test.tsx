import { cleanup, fireEvent, screen } from '@testing-library/react'
import { useState } from 'react'
import { afterEach, describe, expect, it } from 'vitest'
import { axeViolations, renderInKit } from '../a11y/kit.fixture'
import { ConfirmDialog, type ConfirmKind } from './ConfirmDialog'

afterEach(cleanup)

function Harness(props: { onConfirm?: () => void; onCancel?: () => void }) {
  const [open, setOpen] = useState(false)
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        Delete comment
      </button>
      <ConfirmDialog
        kind="delete-comment"
        open={open}
        onOpenChange={setOpen}
        onConfirm={props.onConfirm ?? (() => {})}
        onCancel={props.onCancel}
      />
    </>
  )
}

describe('ConfirmDialog', () => {
  it('is a labelled, described modal alert dialog with cancel focused', () => {
    renderInKit(<Harness />)
    fireEvent.click(screen.getByRole('button', { name: 'Delete comment' }))
    const dialog = screen.getByRole('alertdialog', { name: 'Delete this comment?' })
    expect(dialog.getAttribute('aria-modal')).toBe('true')
    expect(dialog.getAttribute('data-state')).toBe('open')
    const description = dialog.getAttribute('aria-describedby') ?? ''
    expect(document.getElementById(description)?.textContent).toBe('This cannot be undone.')
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Cancel' }))
  })

  it('keeps Tab inside the dialog, both ways', () => {
    renderInKit(<Harness />)
    fireEvent.click(screen.getByRole('button', { name: 'Delete comment' }))
    const cancel = screen.getByRole('button', { name: 'Cancel' })
    const confirm = screen.getByRole('button', { name: 'Delete' })
    confirm.focus()
    fireEvent.keyDown(confirm, { key: 'Tab' })
    expect(document.activeElement).toBe(cancel)
    fireEvent.keyDown(cancel, { key: 'Tab', shiftKey: true })
    expect(document.activeElement).toBe(confirm)
  })

  it('closes on Escape, cancels and gives focus back to the trigger', () => {
    const calls: string[] = []
    renderInKit(
      <Harness onConfirm={() => calls.push('confirm')} onCancel={() => calls.push('cancel')} />,
    )
    const trigger = screen.getByRole('button', { name: 'Delete comment' })
    trigger.focus()
    fireEvent.click(trigger)
    fireEvent.keyDown(screen.getByRole('alertdialog'), { key: 'Escape' })
    expect(screen.queryByRole('alertdialog')).toBeNull()
    expect(calls).toEqual(['cancel'])
    expect(document.activeElement).toBe(trigger)
  })

  it('confirms once and closes', () => {
    const calls: string[] = []
    renderInKit(<Harness onConfirm={() => calls.push('confirm')} />)
    fireEvent.click(screen.getByRole('button', { name: 'Delete comment' }))
    fireEvent.click(screen.getByRole('button', { name: 'Delete' }))
    expect(calls).toEqual(['confirm'])
    expect(screen.queryByRole('alertdialog')).toBeNull()
  })

  it('stays in the page hidden with data-state closed when force-mounted', () => {
    const { container } = renderInKit(
      <ConfirmDialog kind="pin-replace" forceMount onConfirm={() => {}} />,
    )
    expect(screen.queryByRole('alertdialog')).toBeNull()
    const dialog = container.querySelector('.aw-dialog')
    expect(dialog?.getAttribute('data-state')).toBe('closed')
    expect(dialog?.closest('[hidden]')).not.toBeNull()
  })

  it.each<[ConfirmKind, string, string]>([
    ['delete-reply', 'Delete this reply?', 'Delete'],
    ['delete-post', 'Delete this post?', 'Delete'],
    ['pin-replace', 'Replace the pinned comment?', 'Pin'],
    ['pin-post-replace', 'Replace the pinned post?', 'Pin'],
    ['block', 'Block Kim?', 'Block'],
  ])('asks %s with its own text', (kind, title, confirm) => {
    renderInKit(<ConfirmDialog kind={kind} name="Kim" defaultOpen onConfirm={() => {}} />)
    expect(screen.getByRole('alertdialog', { name: title })).toBeTruthy()
    expect(screen.getByRole('button', { name: confirm })).toBeTruthy()
  })

  it.each(['light', 'dark'] as const)('passes axe open and closed in %s', async (theme) => {
    const { container } = renderInKit(
      <ConfirmDialog kind="block" name="Kim" defaultOpen forceMount onConfirm={() => {}} />,
      { theme },
    )
    expect(await axeViolations(container)).toEqual([])
    fireEvent.click(screen.getByRole('button', { name: 'Cancel' }))
    expect(container.querySelector('.aw-dialog')?.getAttribute('data-state')).toBe('closed')
    expect(await axeViolations(container)).toEqual([])
  })
})
