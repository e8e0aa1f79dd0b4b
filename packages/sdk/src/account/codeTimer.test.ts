import { expect, it } from 'vitest'
import { codeTimerText } from './codeTimer'

it('shows minutes and seconds on two digits, from 05:00 down to 00:00', () => {
  expect(codeTimerText(300_000)).toBe('05:00')
  expect(codeTimerText(299_001)).toBe('05:00')
  expect(codeTimerText(65_000)).toBe('01:05')
  expect(codeTimerText(400)).toBe('00:01')
  expect(codeTimerText(0)).toBe('00:00')
  expect(codeTimerText(-5)).toBe('00:00')
})
