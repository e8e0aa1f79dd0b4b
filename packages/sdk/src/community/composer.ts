import { COMMENT_MAX_LENGTH } from '../contract/community/community.schemas'
import { isWithinLength } from '../contract/community/textLength'

/**
 * Line breaks as the server stores them: Windows (`\r\n`) and old Mac (`\r`) breaks of pasted
 * text become `\n`; every break is kept.
 *
 * @example
 * normalizeLineBreaks('a\r\nb\rc') // 'a\nb\nc'
 */
export function normalizeLineBreaks(text: string): string {
  return text.replace(/\r\n?/g, '\n')
}

/** Why a text box's submit is off; `undefined` when it may be sent. */
export type TextProblem = 'blank' | 'too-long' | 'unchanged'

export interface TextRules {
  /** The text being edited: submit stays off while it is unchanged. */
  initial?: string | undefined
  /** Visible characters allowed; default 5000 (community.md section 9). */
  max?: number
  /** A post may be images alone: its text may then be blank. */
  allowBlank?: boolean
}

/**
 * What keeps a comment, reply or post text from being sent (community.md section 4: empty or
 * whitespace-only text is not submitted; nor, when editing, an unchanged one).
 *
 * @example
 * textProblem('  ') // 'blank'
 * textProblem('hi', { initial: 'hi' }) // 'unchanged'
 */
export function textProblem(text: string, rules: TextRules = {}): TextProblem | undefined {
  const { initial, max = COMMENT_MAX_LENGTH, allowBlank = false } = rules
  if (!allowBlank && text.trim() === '') return 'blank'
  if (!isWithinLength(text, max)) return 'too-long'
  if (initial !== undefined && normalizeLineBreaks(text) === normalizeLineBreaks(initial)) {
    return 'unchanged'
  }
  return undefined
}
