let segmenter: Intl.Segmenter | null | undefined

/**
 * Length of a text as the user sees it: grapheme clusters (an emoji with a skin tone or a
 * family of four counts as one) where `Intl.Segmenter` exists, else code points. Client and
 * server count with this one function so a limit shown in the UI is the limit enforced.
 *
 * @example
 * textLength('👍🏽 ok') // 4
 */
export function textLength(text: string): number {
  // Created on first use so importing the SDK does no work.
  segmenter ??= typeof Intl !== 'undefined' && 'Segmenter' in Intl ? new Intl.Segmenter() : null
  if (!segmenter) return Array.from(text).length
  let count = 0
  for (const _ of segmenter.segment(text)) count++
  return count
}

/**
 * Whether a text has at most `max` visible characters. Cheap for short texts: a grapheme is
 * at least one UTF-16 unit, so a string of `max` units or fewer never needs segmenting.
 *
 * @example
 * isWithinLength('hello', 5000) // true
 */
export function isWithinLength(text: string, max: number): boolean {
  return text.length <= max || textLength(text) <= max
}
