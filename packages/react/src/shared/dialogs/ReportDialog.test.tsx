import { REPORT_REASONS } from '@airwave/sdk/report'
import { cleanup, fireEvent, screen } from '@testing-library/react'
import { afterEach, describe, expect, it } from 'vitest'
import { axeViolations, renderInKit } from '../a11y/kit.fixture'
import { ReportDialog } from './ReportDialog'

afterEach(cleanup)

describe('ReportDialog', () => {
  it('offers the reasons as a radio group and reports the chosen one', () => {
    const reasons: string[] = []
    renderInKit(<ReportDialog defaultOpen onSubmit={(reason) => reasons.push(reason)} />)
    const group = screen.getByRole('radiogroup', { name: 'Why are you reporting this?' })
    expect(group.querySelectorAll('input[type=radio]')).toHaveLength(REPORT_REASONS.length)
    const report = screen.getByRole('button', { name: 'Report' }) as HTMLButtonElement
    expect(report.disabled).toBe(true)
    fireEvent.click(screen.getByRole('radio', { name: 'Abusive or hateful language' }))
    expect(report.disabled).toBe(false)
    fireEvent.click(report)
    expect(reasons).toEqual(['abusive'])
    expect(screen.queryByRole('dialog')).toBeNull()
  })

  it('cancels without reporting', () => {
    const calls: string[] = []
    renderInKit(
      <ReportDialog
        defaultOpen
        onSubmit={() => calls.push('submit')}
        onCancel={() => calls.push('cancel')}
      />,
    )
    fireEvent.click(screen.getByRole('radio', { name: 'Spam or advertising' }))
    fireEvent.click(screen.getByRole('button', { name: 'Cancel' }))
    expect(calls).toEqual(['cancel'])
  })

  it('starts focus on the first reason and wraps Tab', () => {
    renderInKit(<ReportDialog defaultOpen onSubmit={() => {}} />)
    const first = screen.getByRole('radio', { name: 'Spam or advertising' })
    expect(document.activeElement).toBe(first)
    fireEvent.keyDown(first, { key: 'Tab', shiftKey: true })
    // The report button is disabled until a reason is chosen, so cancel is the last stop.
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Cancel' }))
  })

  it.each(['light', 'dark'] as const)('passes axe: open, chosen, closed in %s', async (theme) => {
    const { container } = renderInKit(<ReportDialog defaultOpen forceMount onSubmit={() => {}} />, {
      theme,
    })
    expect(await axeViolations(container)).toEqual([])
    fireEvent.click(screen.getByRole('radio', { name: 'Other' }))
    expect(await axeViolations(container)).toEqual([])
    fireEvent.click(screen.getByRole('button', { name: 'Report' }))
    expect(await axeViolations(container)).toEqual([])
  })
})
