/** UI text keys for a rejected nickname: 23 too short, 24 too long, 25 a character not allowed. */
export type NicknameErrorKey = 23 | 24 | 25

export type NicknameResult = { valid: true } | { valid: false; key: NicknameErrorKey }

export const NICKNAME_MIN_LENGTH = 2
export const NICKNAME_MAX_LENGTH = 20

// The prolonged sound mark ー belongs to no script of its own (Common), so it is listed apart.
const allowed =
  /^[A-Za-z0-9áéíóúüñÁÉÍÓÚÜÑ\p{Script=Hiragana}\p{Script=Katakana}\u30FC\p{Script=Han}\p{Script=Hangul}\p{Script=Thai}_-]+$/u

let segmenter: Intl.Segmenter | undefined

/**
 * Visible characters (grapheme clusters), so that a Thai consonant with its vowel mark or a
 * decomposed é counts once.
 */
function visibleLength(value: string): number {
  segmenter ??= new Intl.Segmenter()
  let count = 0
  for (const _ of segmenter.segment(value)) count++
  return count
}

/**
 * Checks a nickname: 2 to 20 visible characters of Latin letters, digits, the accented Spanish
 * letters (áéíóúüñ, not ¿¡), Japanese kana and kanji, Korean hangul, Thai, `-` and `_`. The
 * value is NFC-normalised first so a decomposed é is accepted. Length is checked first.
 *
 * @example
 * validateNickname('a') // { valid: false, key: 23 }
 * validateNickname('nick name') // { valid: false, key: 25 }
 */
export function validateNickname(value: string): NicknameResult {
  const normalised = value.normalize('NFC')
  const length = visibleLength(normalised)
  if (length < NICKNAME_MIN_LENGTH) return { valid: false, key: 23 }
  if (length > NICKNAME_MAX_LENGTH) return { valid: false, key: 24 }
  return allowed.test(normalised) ? { valid: true } : { valid: false, key: 25 }
}
