/**
 * Words no channel id or nickname may contain (CHA30000 for ids, CHA30001 for nicknames). A
 * small list of platform-reserved names and slurs; an operator would load a fuller one.
 */
const forbiddenWords: readonly string[] = [
  'admin',
  'administrator',
  'airwaveofficial',
  'moderator',
  'official',
  'staff',
  'support',
  'sysop',
  'fuck',
  'shit',
  'bitch',
  'cunt',
  'nigger',
  'faggot',
  'retard',
  'nazi',
  'porn',
  '씨발',
  '병신',
  'ควย',
]

/**
 * True when the text contains a forbidden word, ignoring case, accents and the `-`/`_`
 * separators users put in to slip past the list (`a_d-m_i_n`).
 *
 * @example
 * containsForbiddenWord('TheAdmin42') // true
 */
export function containsForbiddenWord(text: string): boolean {
  const folded = text
    .normalize('NFKD')
    .replace(/\p{M}/gu, '')
    .replace(/[-_\s]/g, '')
    .toLowerCase()
  return forbiddenWords.some((word) => folded.includes(word))
}
