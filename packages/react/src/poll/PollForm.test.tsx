import { ApiError, createToastQueue } from '@airwave/sdk'
import type { Poll, PollForm as PollFormBody } from '@airwave/sdk/poll'
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react'
import { StrictMode } from 'react'
import { afterEach, describe, expect, it } from 'vitest'
import { axeViolations } from '../shared/a11y/kit.fixture'
import { AirwaveProvider } from '../shared/provider/AirwaveProvider'
import { fakeClient } from '../shared/testing.fixture'
import { PollForm, type PollFormProps } from './PollForm'

afterEach(cleanup)

const saved: Poll = { idx: 9, status: 'in-progress', title: 'Next map?', voteItem: [] }

function renderForm(props: PollFormProps, answer?: (body: PollFormBody) => Promise<Poll>) {
  const sent: { call: string; body: unknown }[] = []
  const savedPolls: Poll[] = []
  const toastQueue = createToastQueue()
  const client = fakeClient({
    poll: {
      create: async (body) => {
        sent.push({ call: 'create', body })
        return answer ? answer(body as PollFormBody) : saved
      },
      update: async (pollIdx, body) => {
        sent.push({ call: `update ${pollIdx}`, body })
        return saved
      },
    },
  })
  const view = render(
    <StrictMode>
      <AirwaveProvider client={client} toastQueue={toastQueue} onLoginRequired={() => {}}>
        <PollForm {...props} onSaved={(poll) => savedPolls.push(poll)} />
      </AirwaveProvider>
    </StrictMode>,
  )
  return { ...view, sent, savedPolls, toastQueue }
}

const form = () => screen.getByRole('form', { name: /poll/i })
const option = (n: number) => screen.getByRole('textbox', { name: `Option ${n}` })
const type = (element: HTMLElement, value: string) =>
  fireEvent.change(element, { target: { value } })

describe('PollForm', () => {
  it('starts from 2 empty options and 1 minute, and says what is missing on a send', async () => {
    const page = renderForm({})
    expect(screen.getAllByRole('textbox')).toHaveLength(3)
    const [days, hours, minutes] = screen.getAllByRole('combobox') as HTMLSelectElement[]
    expect([days?.value, hours?.value, minutes?.value]).toEqual(['0', '0', '1'])
    fireEvent.click(screen.getByRole('button', { name: 'Start the poll' }))
    expect(form().getAttribute('data-state')).toBe('invalid')
    expect(screen.getByRole('alert').textContent).toBe('Fix 2 problems to continue.')
    expect(screen.getByText('Write a question.')).toBeTruthy()
    expect(screen.getByText('Write at least one option.')).toBeTruthy()
    // The first field with a problem has the focus.
    expect(document.activeElement).toBe(screen.getByRole('textbox', { name: 'Question' }))
    expect(page.sent).toEqual([])
    expect(await axeViolations(page.container)).toEqual([])
  })

  it('sends the filled form without its empty options, and says it started', async () => {
    const page = renderForm({ channelId: 'airwave' })
    type(screen.getByRole('textbox', { name: 'Question' }), 'Next map?')
    type(option(1), 'Dust')
    fireEvent.click(screen.getByRole('button', { name: 'Add an option' }))
    type(option(3), 'Nuke')
    fireEvent.click(screen.getByRole('checkbox', { name: 'Show the results while viewers vote' }))
    fireEvent.change(screen.getAllByRole('combobox')[2] as HTMLElement, { target: { value: '5' } })
    fireEvent.click(screen.getByRole('button', { name: 'Start the poll' }))
    await waitFor(() => expect(page.savedPolls).toEqual([saved]))
    expect(page.sent).toEqual([
      {
        call: 'create',
        body: {
          title: 'Next map?',
          options: [{ content: 'Dust' }, { content: '' }, { content: 'Nuke' }],
          isRankingExpose: false,
          time: { day: 0, hour: 0, minute: 5 },
          channelId: 'airwave',
        },
      },
    ])
    expect(page.toastQueue.getSnapshot().map((toast) => toast.message)).toContain(
      'The poll has started.',
    )
  })

  it('cuts a title at 50 characters, counts it, and checks a zero duration as it changes', () => {
    renderForm({})
    const title = screen.getByRole('textbox', { name: 'Question' }) as HTMLInputElement
    type(title, 'x'.repeat(70))
    expect(title.value).toHaveLength(50)
    expect(screen.getByText('50/50')).toBeTruthy()
    fireEvent.change(screen.getAllByRole('combobox')[2] as HTMLElement, { target: { value: '0' } })
    expect(screen.getByText('A poll runs for at least 1 minute.')).toBeTruthy()
    fireEvent.click(screen.getByRole('button', { name: 'Add an option' }))
    // Ten options at most: the add button goes at ten.
    for (let i = 0; i < 7; i++)
      fireEvent.click(screen.getByRole('button', { name: 'Add an option' }))
    expect(screen.getAllByRole('textbox', { name: /Option/ })).toHaveLength(10)
    expect(screen.queryByRole('button', { name: 'Add an option' })).toBeNull()
    fireEvent.click(screen.getByRole('button', { name: 'Remove option 10' }))
    expect(screen.getAllByRole('textbox', { name: /Option/ })).toHaveLength(9)
  })

  it('shows a refusal as its poll alert', async () => {
    renderForm({}, async () => {
      throw new ApiError(409, 'CHA30092', 'A poll is already running')
    })
    type(screen.getByRole('textbox', { name: 'Question' }), 'Next map?')
    type(option(1), 'Dust')
    fireEvent.click(screen.getByRole('button', { name: 'Start the poll' }))
    const alert = await screen.findByRole('alert')
    expect(alert.textContent).toContain('A poll is already running')
    expect(alert.textContent).toContain('End the current poll before starting another one.')
    expect(form().getAttribute('data-state')).toBe('error')
  })

  it('edits a running poll: time added from 0, options locked once someone voted', async () => {
    const poll: Poll = {
      idx: 4,
      status: 'in-progress',
      title: 'Next map?',
      isRankingExpose: true,
      totalVoteCnt: 2,
      voteItem: [
        { idx: 1, content: 'Dust' },
        { idx: 2, content: 'Mirage' },
      ],
    }
    const page = renderForm({ mode: 'edit', poll })
    expect(screen.getByRole('group', { name: 'Add time' })).toBeTruthy()
    const [, , minutes] = screen.getAllByRole('combobox') as HTMLSelectElement[]
    expect(minutes?.value).toBe('0')
    expect((option(1) as HTMLInputElement).readOnly).toBe(true)
    expect(screen.getByText('Someone has voted, so the options can no longer change.')).toBeTruthy()
    expect(screen.queryByRole('button', { name: 'Add an option' })).toBeNull()
    type(screen.getByRole('textbox', { name: 'Question' }), 'Which map next?')
    fireEvent.click(screen.getByRole('button', { name: 'Save changes' }))
    await waitFor(() => expect(page.sent).toHaveLength(1))
    expect(page.sent[0]).toEqual({
      call: 'update 4',
      body: {
        title: 'Which map next?',
        options: [{ content: 'Dust' }, { content: 'Mirage' }],
        isRankingExpose: true,
        time: { day: 0, hour: 0, minute: 0 },
      },
    })
    expect(await axeViolations(page.container)).toEqual([])
    cleanup()
    renderForm({ mode: 'edit', poll: { ...poll, status: 'result' } })
    expect(screen.getByText('This poll has ended and can no longer be edited.')).toBeTruthy()
    expect(
      (within(form()).getByRole('button', { name: 'Save changes' }) as HTMLButtonElement).disabled,
    ).toBe(true)
  })
})
