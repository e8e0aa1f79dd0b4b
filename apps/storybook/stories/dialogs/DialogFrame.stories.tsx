import { DialogFrame } from '@airwave/react'
import type { Meta, StoryObj } from '@storybook/react-vite'
import { useRef } from 'react'
import { expect, fn, userEvent, within } from 'storybook/test'

// An application's own dialogs on the kit's frame: a question, and a form without a text.

function Question({ onClose, onReplace }: { onClose(): void; onReplace(): void }) {
  const cancel = useRef<HTMLButtonElement>(null)
  return (
    <DialogFrame
      role="alertdialog"
      open
      onClose={onClose}
      title="Replace the URL?"
      description="The old URL stops working in every scene that uses it."
      initialFocus={cancel}
      actions={
        <>
          <button ref={cancel} type="button" className="aw-button" onClick={onClose}>
            Cancel
          </button>
          <button type="button" className="aw-button" data-variant="danger" onClick={onReplace}>
            Replace URL
          </button>
        </>
      }
    />
  )
}

function RenameForm({ onClose, onSave }: { onClose(): void; onSave(name: string): void }) {
  const field = useRef<HTMLInputElement>(null)
  return (
    <DialogFrame
      role="dialog"
      open
      onClose={onClose}
      title="Rename the scene"
      initialFocus={field}
      actions={
        <button type="submit" form="rename" className="aw-button" data-variant="primary">
          Save
        </button>
      }
    >
      <form
        id="rename"
        onSubmit={(event) => {
          event.preventDefault()
          onSave(field.current?.value ?? '')
        }}
      >
        <label>
          Name <input ref={field} className="aw-input" defaultValue="Main scene" />
        </label>
      </form>
    </DialogFrame>
  )
}

const meta = {
  title: 'Dialogs/DialogFrame',
  component: Question,
  args: { onClose: fn(), onReplace: fn() },
} satisfies Meta<typeof Question>

export default meta
type Story = StoryObj<typeof meta>

export const AlertQuestion: Story = {
  play: async ({ args, canvas }) => {
    const dialog = await canvas.findByRole('alertdialog', { name: 'Replace the URL?' })
    await expect(dialog).toHaveAccessibleDescription(
      'The old URL stops working in every scene that uses it.',
    )
    await expect(within(dialog).getByRole('button', { name: 'Cancel' })).toHaveFocus()
    // Tab stays inside: past the last button it comes back to the first.
    await userEvent.tab()
    await userEvent.tab()
    await expect(within(dialog).getByRole('button', { name: 'Cancel' })).toHaveFocus()
    await userEvent.keyboard('{Escape}')
    await expect(args.onClose).toHaveBeenCalledOnce()
    await expect(args.onReplace).not.toHaveBeenCalled()
  },
}

export const AlertWaitsForAnAnswer: Story = {
  play: async ({ args, canvas, canvasElement }) => {
    await canvas.findByRole('alertdialog')
    const overlay = canvasElement.querySelector('.aw-overlay')
    if (!overlay) throw new Error('no overlay')
    await userEvent.pointer({ keys: '[MouseLeft]', target: overlay })
    await expect(args.onClose).not.toHaveBeenCalled()
  },
}

export const Dark: Story = {
  globals: { theme: 'dark' },
  play: async ({ canvas, canvasElement }) => {
    await expect(await canvas.findByRole('alertdialog')).toBeVisible()
    await expect(canvasElement.querySelector('.aw-root')).toHaveAttribute('data-theme', 'dark')
  },
}

const onSave = fn()
const onFormClose = fn()

export const FormWithoutText: Story = {
  render: () => <RenameForm onClose={onFormClose} onSave={onSave} />,
  play: async ({ canvas, canvasElement }) => {
    onSave.mockClear()
    onFormClose.mockClear()
    const dialog = await canvas.findByRole('dialog', { name: 'Rename the scene' })
    await expect(dialog).not.toHaveAttribute('aria-describedby')
    const field = within(dialog).getByRole('textbox', { name: 'Name' })
    await expect(field).toHaveFocus()
    await userEvent.clear(field)
    await userEvent.type(field, 'Intro{Enter}')
    await expect(onSave).toHaveBeenCalledWith('Intro')
    // A plain dialog closes from a press on its backdrop.
    const overlay = canvasElement.querySelector('.aw-overlay')
    if (!overlay) throw new Error('no overlay')
    await userEvent.pointer({ keys: '[MouseLeft]', target: overlay })
    await expect(onFormClose).toHaveBeenCalledOnce()
  },
}
