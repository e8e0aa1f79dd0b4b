import { describe, expect, it } from 'vitest'
import { parseTimeInput } from './timeInput'

describe('parseTimeInput', () => {
  it('reads plain seconds', () => {
    expect(parseTimeInput('0')).toBe(0)
    expect(parseTimeInput('90')).toBe(90)
    expect(parseTimeInput(' 42 ')).toBe(42)
  })

  it('reads m:s, h:m:s and d:h:m:s', () => {
    expect(parseTimeInput('1:30')).toBe(90)
    expect(parseTimeInput('01:02:03')).toBe(3723)
    expect(parseTimeInput('1:00:00:01')).toBe(86401)
    expect(parseTimeInput('0:23:59:59')).toBe(86399)
  })

  it('leaves the leading part unbounded', () => {
    expect(parseTimeInput('90:00')).toBe(5400)
    expect(parseTimeInput('30:00:00')).toBe(108000)
  })

  it('refuses later parts outside their range', () => {
    expect(parseTimeInput('1:60')).toBeNull()
    expect(parseTimeInput('1:60:00')).toBeNull()
    expect(parseTimeInput('1:24:00:00')).toBeNull()
    expect(parseTimeInput('1:59:59')).toBe(7199)
  })

  it('refuses more than 3 colons and malformed input', () => {
    for (const v of [
      '',
      ' ',
      '1:2:3:4:5',
      '1:',
      ':30',
      '1::2',
      '-5',
      '1.5',
      '1:3a',
      'abc',
      '1 :30',
    ]) {
      expect(parseTimeInput(v), v).toBeNull()
    }
  })
})
