import { describe, expect, it } from 'vitest'
import { formatRelativeTime, relativeTime } from './relativeTime'

const now = new Date('2024-06-30T12:00:00Z')
const ago = (ms: number) => new Date(now.getTime() - ms)
const MINUTE = 60_000
const HOUR = 60 * MINUTE
const DAY = 24 * HOUR

describe('relativeTime', () => {
  it('says now under a minute and for future dates', () => {
    expect(relativeTime(now, now)).toEqual({ unit: 'now', value: 0 })
    expect(relativeTime(ago(59_999), now)).toEqual({ unit: 'now', value: 0 })
    expect(relativeTime(ago(-HOUR), now)).toEqual({ unit: 'now', value: 0 })
  })

  it('moves to the next unit at each boundary', () => {
    expect(relativeTime(ago(MINUTE), now)).toEqual({ unit: 'minute', value: 1 })
    expect(relativeTime(ago(HOUR - 1), now)).toEqual({ unit: 'minute', value: 59 })
    expect(relativeTime(ago(HOUR), now)).toEqual({ unit: 'hour', value: 1 })
    expect(relativeTime(ago(DAY - 1), now)).toEqual({ unit: 'hour', value: 23 })
    expect(relativeTime(ago(DAY), now)).toEqual({ unit: 'day', value: 1 })
    expect(relativeTime(ago(7 * DAY - 1), now)).toEqual({ unit: 'day', value: 6 })
    expect(relativeTime(ago(7 * DAY), now)).toEqual({ unit: 'week', value: 1 })
    expect(relativeTime(ago(29 * DAY), now)).toEqual({ unit: 'week', value: 4 })
    expect(relativeTime(ago(30 * DAY), now)).toEqual({ unit: 'month', value: 1 })
    expect(relativeTime(ago(364 * DAY), now)).toEqual({ unit: 'month', value: 12 })
    expect(relativeTime(ago(365 * DAY), now)).toEqual({ unit: 'year', value: 1 })
    expect(relativeTime(ago(800 * DAY), now)).toEqual({ unit: 'year', value: 2 })
  })

  it('accepts ISO strings and timestamps, and gives null for invalid dates', () => {
    expect(relativeTime('2024-06-30T09:00:00Z', now)).toEqual({ unit: 'hour', value: 3 })
    expect(relativeTime(now.getTime() - 5 * MINUTE, now.getTime())).toEqual({
      unit: 'minute',
      value: 5,
    })
    expect(relativeTime('not a date', now)).toBeNull()
  })
})

describe('formatRelativeTime', () => {
  it.each([
    ['en-US', 'just now', '5 minutes ago', '3 hours ago', '2 weeks ago', '1 year ago'],
    ['ko-KR', '방금 전', '5분 전', '3시간 전', '2주 전', '1년 전'],
    ['th-TH', 'เมื่อสักครู่', '5 นาทีที่ผ่านมา', '3 ชั่วโมงที่ผ่านมา', '2 สัปดาห์ที่ผ่านมา', '1 ปีที่แล้ว'],
    ['zh-CN', '刚刚', '5分钟前', '3小时前', '2周前', '1年前'],
    ['zh-TW', '剛剛', '5 分鐘前', '3 小時前', '2 週前', '1 年前'],
    ['ja-JP', 'たった今', '5 分前', '3 時間前', '2 週間前', '1 年前'],
  ])('formats in %s', (locale, justNow, minutes, hours, weeks, year) => {
    expect(formatRelativeTime(ago(10_000), locale, now)).toBe(justNow)
    expect(formatRelativeTime(ago(5 * MINUTE), locale, now)).toBe(minutes)
    expect(formatRelativeTime(ago(3 * HOUR), locale, now)).toBe(hours)
    expect(formatRelativeTime(ago(14 * DAY), locale, now)).toBe(weeks)
    expect(formatRelativeTime(ago(400 * DAY), locale, now)).toBe(year)
  })

  it('says the days and months in numbers, not yesterday or last month', () => {
    expect(formatRelativeTime(ago(DAY), 'en-US', now)).toBe('1 day ago')
    expect(formatRelativeTime(ago(60 * DAY), 'en-US', now)).toBe('2 months ago')
  })

  it('falls back to Intl for the now of other locales, and is empty for invalid dates', () => {
    expect(formatRelativeTime(ago(1000), 'fr-FR', now)).toBe('maintenant')
    expect(formatRelativeTime('nope', 'en-US', now)).toBe('')
  })
})
