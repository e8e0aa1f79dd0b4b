import { describe, expect, it } from 'vitest'
import { POLL_ERRORS } from '../contract/poll/poll.schemas'
import { ApiError } from '../core/apiError'
import { enUS } from '../i18n/poll/enUS'
import { pollAlertOf } from './pollAlert'

describe('pollAlertOf', () => {
  it('maps CHA30090 to CHA30095 to their alert title and description', () => {
    const keys = Object.values(POLL_ERRORS).map((code) => {
      const alert = pollAlertOf(new ApiError(409, code, 'server words'))
      if (alert.kind !== 'known') throw new Error(`${code} is not known`)
      return [code, enUS[alert.titleKey], enUS[alert.descriptionKey]]
    })
    expect(keys).toEqual([
      ['CHA30090', 'Poll not found', 'This poll or option no longer exists.'],
      [
        'CHA30091',
        'Not allowed',
        "Only the streamer and the channel's managers can manage its polls.",
      ],
      [
        'CHA30092',
        'A poll is already running',
        'End the current poll before starting another one.',
      ],
      ['CHA30093', 'The poll has ended', 'It no longer takes votes or changes.'],
      ['CHA30094', 'Already voted', 'Each member votes once per poll.'],
      [
        'CHA30095',
        'The options are locked',
        'Someone has voted, so the options can no longer change.',
      ],
    ])
  })

  it('shows an unknown code as its status code and the server message', () => {
    expect(pollAlertOf(new ApiError(500, 'INTERNAL', 'The database is down'))).toEqual({
      kind: 'unknown',
      code: 'INTERNAL',
      title: '500',
      description: 'The database is down',
    })
    expect(pollAlertOf({ status: 429, code: 'RATE_LIMITED', message: 'Too many' })).toMatchObject({
      title: '429',
      description: 'Too many',
    })
  })

  it('says a failure that never reached the server is the connection', () => {
    expect(pollAlertOf(new ApiError(0, 'NETWORK_ERROR', 'fetch failed'))).toEqual({
      kind: 'known',
      code: 'NETWORK_ERROR',
      titleKey: 'alertNetworkTitle',
      descriptionKey: 'alertNetworkBody',
    })
    expect(pollAlertOf(new Error('boom'))).toMatchObject({ titleKey: 'alertNetworkTitle' })
  })
})
