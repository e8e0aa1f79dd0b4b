import { ApiError } from './apiError'

// One shape for what is wrong with a form, whatever the form: its rules (in the SDK) say the
// problems, its UI finds each at its field and says it in its catalogue's words.

/**
 * What is wrong with one field of a form: the field it is said at, the rule it breaks (`code`,
 * which the form's catalogue names: `problem` and the code in the account and poll catalogues,
 * see {@link problemKey}), the row of a list field, and the values its words fill in.
 *
 * @example
 * const problem: FormProblem<'title', 'titleTooLong'> = { field: 'title', code: 'titleTooLong', params: { max: 50 } }
 */
export interface FormProblem<Field extends string = string, Code extends string | number = string> {
  field: Field
  code: Code
  /** The row of a list field (a poll's third option: 2). */
  index?: number
  /** What the problem's words fill in (`{max}`, `{age}`). */
  params?: Readonly<Record<string, string | number>>
}

/**
 * The problem said at a field (and, for a list field, at its row), if any.
 *
 * @example
 * const titleProblem = problemAt(problems, 'title')
 * const thirdOption = problemAt(problems, 'option', 2)
 */
export function problemAt<P extends FormProblem<string, string | number>>(
  problems: readonly P[],
  field: P['field'],
  index?: number,
): P | undefined {
  return problems.find(
    (problem) => problem.field === field && (index === undefined || problem.index === index),
  )
}

/**
 * The problems with the one at `field` replaced by `problem`, or cleared when there is none;
 * the others stay as they were, in their order.
 *
 * @example
 * assign({ problems: withProblem(context.problems, 'email', emailProblem(context.email)) })
 */
export function withProblem<P extends FormProblem<string, string | number>>(
  problems: readonly P[],
  field: P['field'],
  problem: P | undefined,
): P[] {
  const at = problems.findIndex((said) => said.field === field)
  if (at === -1) return problem ? [...problems, problem] : [...problems]
  const next = [...problems]
  if (problem) next[at] = problem
  else next.splice(at, 1)
  return next
}

/**
 * The field problem a server's refusal names, from a form's table of the codes it says at a
 * field; undefined for any other failure, which the form says as a whole.
 *
 * @example
 * problemOfError(new ApiError(409, 'CHA30007', 'Taken'), { CHA30007: { field: 'channelId', code: 'CHA30007' } })
 * // { field: 'channelId', code: 'CHA30007' }
 */
export function problemOfError<P extends FormProblem<string, string | number>>(
  error: unknown,
  atField: Readonly<Record<string, P>>,
): P | undefined {
  if (!(error instanceof ApiError) || !Object.hasOwn(atField, error.code)) return undefined
  return atField[error.code]
}

/** The key {@link problemKey} gives a code, as a type: a catalogue lacking one fails to compile. */
export type ProblemKey<Code extends string | number> = `problem${Capitalize<`${Code}`>}`

/**
 * A problem's key in a catalogue that names problems by their code: `problem` and the code,
 * first letter upper-cased (`problem1004`, `problemCodeWrong`, `problemTitleTooLong`).
 *
 * @example t(problemKey(problem.code), problem.params)
 */
export function problemKey<Code extends string | number>(code: Code): ProblemKey<Code> {
  const name = String(code)
  return `problem${name.charAt(0).toUpperCase()}${name.slice(1)}` as ProblemKey<Code>
}
