let segmenter: Intl.Segmenter | null | undefined

// Segmenting one huge string is far from linear in V8 (40,000 characters take about half a
// second, a megabyte minutes), so texts are segmented in windows of this many UTF-16 units.
const WINDOW = 1024

function count(text: string, stopAfter: number): number {
  // Created on first use so importing the SDK does no work.
  segmenter ??= typeof Intl !== 'undefined' && 'Segmenter' in Intl ? new Intl.Segmenter() : null
  if (!segmenter) {
    let points = 0
    for (const _ of text) if (++points > stopAfter) break
    return points
  }
  let total = 0
  let position = 0
  while (position < text.length) {
    let end = Math.min(position + WINDOW, text.length)
    // Never cut a surrogate pair in two.
    if (end < text.length && /[\uD800-\uDBFF]/.test(text.charAt(end - 1))) end--
    let inWindow = 0
    let lastStart = 0
    for (const { index } of segmenter.segment(text.slice(position, end))) {
      inWindow++
      lastStart = index
    }
    if (end === text.length) return total + inWindow
    // The window's last cluster may go on in the next window: count it there. A single cluster
    // longer than a window counts once per window, which only errs on the strict side.
    total += lastStart === 0 ? 1 : inWindow - 1
    position += lastStart === 0 ? end - position : lastStart
    if (total > stopAfter) return total
  }
  return total
}

/**
 * Length of a text as the user sees it: grapheme clusters (an emoji with a skin tone or a
 * family of four counts as one) where `Intl.Segmenter` exists, else code points. Client and
 * server count with this one function so a limit shown in the UI is the limit enforced. Linear
 * in the length of the text.
 *
 * @example
 * textLength('👍🏽 ok') // 4
 */
export function textLength(text: string): number {
  return count(text, Number.POSITIVE_INFINITY)
}

/**
 * Whether a text has at most `max` visible characters. Cheap for short texts (a grapheme is at
 * least one UTF-16 unit) and stops counting as soon as the limit is passed.
 *
 * @example
 * isWithinLength('hello', 5000) // true
 */
export function isWithinLength(text: string, max: number): boolean {
  return text.length <= max || count(text, max) <= max
}
