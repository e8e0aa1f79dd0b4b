import { describe, expect, it } from 'vitest'
import { ApiError } from './apiError'
import { type FormProblem, problemAt, problemKey, problemOfError, withProblem } from './formProblem'

type Problem = FormProblem<'title' | 'option' | 'email', string>

const problems: Problem[] = [
  { field: 'title', code: 'titleTooLong', params: { max: 50 } },
  { field: 'option', code: 'optionTooLong', index: 0 },
  { field: 'option', code: 'optionTooLong', index: 2 },
]

describe('form problems', () => {
  it('finds the problem at a field, and at a row of a list field', () => {
    expect(problemAt(problems, 'title')?.code).toBe('titleTooLong')
    expect(problemAt(problems, 'option', 2)).toBe(problems[2])
    expect(problemAt(problems, 'option', 1)).toBeUndefined()
    expect(problemAt(problems, 'option')).toBe(problems[1])
    expect(problemAt(problems, 'email')).toBeUndefined()
  })

  it("replaces a field's problem in its place, adds a new one last, clears one", () => {
    const required: Problem = { field: 'title', code: 'titleRequired' }
    expect(withProblem(problems, 'title', required)).toEqual([required, ...problems.slice(1)])
    const email: Problem = { field: 'email', code: '1004' }
    expect(withProblem(problems, 'email', email)).toEqual([...problems, email])
    expect(withProblem(problems, 'title', undefined)).toEqual(problems.slice(1))
    expect(withProblem(problems, 'email', undefined)).toEqual(problems)
    // The list it was given stays as it was (a machine's context).
    expect(problems).toHaveLength(3)
  })

  it("places a server's refusal at the field its code names, and nothing else", () => {
    const atField = { CHA30007: { field: 'title', code: 'taken' } } satisfies Record<
      string,
      Problem
    >
    expect(problemOfError(new ApiError(409, 'CHA30007', 'Taken'), atField)).toEqual({
      field: 'title',
      code: 'taken',
    })
    expect(problemOfError(new ApiError(429, 'RATE_LIMITED', 'Slow'), atField)).toBeUndefined()
    expect(problemOfError(new ApiError(400, 'toString', 'x'), atField)).toBeUndefined()
    expect(problemOfError(new Error('CHA30007'), atField)).toBeUndefined()
  })

  it('names the catalogue key of a code', () => {
    expect(problemKey(1004)).toBe('problem1004')
    expect(problemKey('codeWrong')).toBe('problemCodeWrong')
    expect(problemKey('CHA30007')).toBe('problemCHA30007')
  })
})
