import type { Skeleton } from '@airwave/sdk/contract'
import confusables from 'unhomoglyph/data.json' with { type: 'json' }

// Unicode's confusables (UTS #39, `confusables.txt`) as the `unhomoglyph` package ships them:
// each character that looks like another, with the prototype it is drawn as. About 6,300
// entries, 100 kB: the server's alone (a client checks without it, see `banWordForm`).
const table: Record<string, string> = confusables

/**
 * Characters to their prototypes (`banWordForm` folds their accents and case). Sources in
 * ASCII are left alone: UTS #39 draws `0` as `O`, `1` and `I` as `l` and `m` as `rn`, which would make
 * `pomegranate` hold `porn` and `101` be `lol`. Those are spellings, not look-alikes of another
 * script, and no invisible trick: the rule is about what other scripts and symbols pass for.
 */
function buildPrototypes(): Map<string, string> {
  const prototypes = new Map<string, string>()
  for (const [from, to] of Object.entries(table)) {
    if ((from.codePointAt(0) ?? 0) < 0x80) continue
    prototypes.set(from, to)
  }
  // A prototype's own characters may have prototypes: map until none changes.
  for (const [from, to] of prototypes) {
    let mapped = to
    for (let pass = 0; pass < 4; pass++) {
      const next = [...mapped].map((char) => prototypes.get(char) ?? char).join('')
      if (next === mapped) break
      mapped = next
    }
    prototypes.set(from, mapped)
  }
  return prototypes
}

const prototypes = buildPrototypes()

// Ban words come back with every message of their channel (up to 1,000 of them): their
// skeletons are kept, a bounded number of short ones (a message's text is not kept).
const MEMO_MAX = 20_000
const MEMO_TEXT_MAX = 64
const memo = new Map<string, string>()

/**
 * The UTS #39 skeleton of a text, for `banWordForm`: each character that passes for another
 * (Cyrillic `а`, Greek `ο`, a Cherokee `Ꭺ`) is replaced by the one it passes for.
 *
 * @example
 * findBanWord('bаdword', banWords, confusableSkeleton) // 'badword', with a Cyrillic а
 */
export const confusableSkeleton: Skeleton = (text) => {
  const known = memo.get(text)
  if (known !== undefined) return known
  let out = ''
  for (const char of text) out += prototypes.get(char) ?? char
  if (text.length <= MEMO_TEXT_MAX) {
    if (memo.size >= MEMO_MAX) memo.clear()
    memo.set(text, out)
  }
  return out
}
