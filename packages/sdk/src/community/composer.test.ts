import { describe, expect, it } from 'vitest'
import { normalizeLineBreaks, textProblem } from './composer'

describe('textProblem', () => {
  it('lets a text with something visible through', () => {
    expect(textProblem('hi')).toBeUndefined()
    expect(textProblem('  a\n')).toBeUndefined()
  })
  it('holds back a blank text, unless blank is allowed', () => {
    expect(textProblem('')).toBe('blank')
    expect(textProblem(' \n\t')).toBe('blank')
    expect(textProblem('', { allowBlank: true })).toBeUndefined()
  })
  it('holds back a text over the limit, counted in visible characters', () => {
    expect(textProblem('a'.repeat(5000))).toBeUndefined()
    expect(textProblem('a'.repeat(5001))).toBe('too-long')
    expect(textProblem('abc', { max: 2 })).toBe('too-long')
    expect(textProblem('👨‍👩‍👧‍👦'.repeat(3), { max: 3 })).toBeUndefined()
  })
  it('holds back an edit that changes nothing but its line breaks', () => {
    expect(textProblem('a\nb', { initial: 'a\nb' })).toBe('unchanged')
    expect(textProblem('a\r\nb', { initial: 'a\nb' })).toBe('unchanged')
    expect(textProblem('a\nbc', { initial: 'a\nb' })).toBeUndefined()
  })
})

describe('normalizeLineBreaks', () => {
  it('keeps every break, as \\n', () => {
    expect(normalizeLineBreaks('a\r\nb\rc\n\nd')).toBe('a\nb\nc\n\nd')
  })
})
