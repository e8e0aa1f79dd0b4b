import { describe, expect, it } from 'vitest'
import { ApiError } from './apiError'
import { failureFeedback, successToast } from './feedback'

describe('failureFeedback', () => {
  it('opens the max-blocked dialog on CHA30048', () => {
    expect(failureFeedback(new ApiError(409, 'CHA30048', 'Max'))).toEqual({ type: 'max-blocked' })
  })

  it('alerts already-reported on CHA30049 and ITE30004', () => {
    for (const code of ['CHA30049', 'ITE30004']) {
      expect(failureFeedback(new ApiError(409, code, 'Again'))).toEqual({
        type: 'already-reported',
      })
    }
  })

  it('asks to slow down on 429, whatever the message', () => {
    expect(failureFeedback(new ApiError(429, 'RATE_LIMITED', 'Too many'))).toEqual({
      type: 'rate-limited',
    })
  })

  it('asks for a login when the session is gone', () => {
    expect(failureFeedback(new ApiError(401, 'UNAUTHORIZED', 'No'))).toEqual({
      type: 'login-required',
    })
  })

  it("toasts the server's message otherwise", () => {
    for (const code of ['CHA30025', 'CHA30017', 'VOD1024', 'SOMETHING']) {
      expect(failureFeedback(new ApiError(400, code, `msg ${code}`))).toEqual({
        type: 'toast',
        place: 'default',
        message: `msg ${code}`,
      })
    }
    expect(failureFeedback('boom')).toEqual({ type: 'toast', place: 'default', message: 'boom' })
  })
})

describe('successToast', () => {
  it('confirms a report, whatever was reported', () => {
    for (const target of ['post', 'comment', 'reply'] as const) {
      expect(successToast({ type: 'reported', target, idx: 1 })).toEqual({ message: 'reported' })
    }
  })

  it('names deletions, pins and blocks; nothing for the rest', () => {
    expect(successToast({ type: 'deleted', target: 'reply', idx: 1 })).toEqual({
      message: 'replyDeleted',
    })
    expect(successToast({ type: 'unpinned', target: 'comment', idx: 1 })).toEqual({
      message: 'pinDisabled',
    })
    expect(successToast({ type: 'blocked', channelId: 'kim', nickname: 'Kim' })).toEqual({
      message: 'nicknameBlocked',
      name: 'Kim',
    })
    expect(successToast({ type: 'created', target: 'comment', idx: 1 })).toBeUndefined()
  })
})
