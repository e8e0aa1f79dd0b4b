import { chatTextLength } from '../contract/chat/chat.schemas'
import { SIGNATURE_GEM_LIMIT, type SignatureGem } from '../contract/item/earnings.schemas'
import { SIGNATURE_GEM_TITLE_MAX } from '../contract/item/item.schemas'
import { isGemAmount } from './walletRules'

// A streamer's signature gems: their own amounts that play a special alert. The rules of the
// contract and the server (a gem amount, a title of 1 to 40 characters once trimmed, one per
// amount, 20 at most), checked as the streamer types so the form says what is wrong at once.

/** A signature gem being written: a new one (no `signatureGemIdx`) or a change to one. */
export interface SignatureGemDraft {
  signatureGemIdx?: number
  gem: number
  title: string
}

/**
 * Why a draft cannot be saved: the amount is not a whole number from 1, the title is empty or
 * too long, another signature gem has the amount (the server's ITE20008), or the channel has
 * {@link SIGNATURE_GEM_LIMIT} already (ITE20009; a change to one of them is no new one).
 */
export type SignatureGemProblem =
  | 'invalid-amount'
  | 'title-empty'
  | 'title-too-long'
  | 'taken'
  | 'limit'

/**
 * The first problem of a draft against the channel's list, or none.
 *
 * @example signatureGemProblem({ gem: 777, title: 'Sevens' }, list) // 'taken' when 777 is in it
 */
export function signatureGemProblem(
  draft: SignatureGemDraft,
  list: readonly SignatureGem[],
): SignatureGemProblem | undefined {
  if (draft.signatureGemIdx === undefined && list.length >= SIGNATURE_GEM_LIMIT) return 'limit'
  if (!isGemAmount(draft.gem)) return 'invalid-amount'
  const title = draft.title.trim()
  if (title === '') return 'title-empty'
  // Counted as the contract counts it (code points), so an emoji title passes both or neither.
  if (chatTextLength(title) > SIGNATURE_GEM_TITLE_MAX) return 'title-too-long'
  const taken = list.some(
    (gem) => gem.gem === draft.gem && gem.signatureGemIdx !== draft.signatureGemIdx,
  )
  return taken ? 'taken' : undefined
}

/**
 * Whether the channel may add another signature gem.
 *
 * @example canAddSignatureGem(list) // false at 20
 */
export function canAddSignatureGem(list: readonly SignatureGem[]): boolean {
  return list.length < SIGNATURE_GEM_LIMIT
}
