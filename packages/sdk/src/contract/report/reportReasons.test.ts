import { describe, expect, it } from 'vitest'
import {
  REPORT_REASON_LIST,
  REPORT_REASONS,
  reportReasonIdx,
  reportReasonKeyOf,
} from './reportReasons'

describe('report reasons', () => {
  it('lists the keys in the order the dialog shows them', () => {
    expect(REPORT_REASONS).toEqual([
      'spam',
      'abusive',
      'sexual',
      'violence',
      'misinformation',
      'other',
    ])
  })

  it('numbers each reason as the server does, from 1', () => {
    expect(REPORT_REASONS.map(reportReasonIdx)).toEqual([1, 2, 3, 4, 5, 6])
    expect(reportReasonIdx('spam')).toBe(1)
    expect(reportReasonIdx('misinformation')).toBe(5)
  })

  it('gives the server its list, one number per reason', () => {
    expect(REPORT_REASON_LIST).toEqual([
      { reportReasonIdx: 1, reason: 'Spam or advertising' },
      { reportReasonIdx: 2, reason: 'Abusive or hateful' },
      { reportReasonIdx: 3, reason: 'Sexual content' },
      { reportReasonIdx: 4, reason: 'Violence or dangerous acts' },
      { reportReasonIdx: 5, reason: 'False information' },
      { reportReasonIdx: 6, reason: 'Other' },
    ])
  })

  it('refuses a key outside the list', () => {
    expect(() => reportReasonIdx('rude' as never)).toThrow(RangeError)
  })

  it('reads a stored reason back as its key, whether sent as the key or the number', () => {
    expect(REPORT_REASONS.map(reportReasonKeyOf)).toEqual(REPORT_REASONS)
    expect(['1', '2', '3', '4', '5', '6'].map(reportReasonKeyOf)).toEqual(REPORT_REASONS)
    expect(reportReasonKeyOf('7')).toBeUndefined()
    expect(reportReasonKeyOf('off-topic')).toBeUndefined()
  })
})
