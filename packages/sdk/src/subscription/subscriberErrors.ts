import { ITEM_ERRORS } from '../contract/item/item.schemas'
import { SUBSCRIBER_UPLOAD_ERRORS } from '../contract/item/subscription.schemas'
import { ApiError } from '../core/apiError'
import type { SubscriberTextKey } from '../i18n/subscriber/subscriberMessages'
import type { EmoticonKeywordProblem } from './subscriberImages'

// The words of a refusal on the streamer's subscriber pages, whether the client found it before
// sending (the same codes as the server's) or the server answered it.

/** A refusal before any call: an image rule's code, a keyword's problem, or no file picked. */
export type SubscriberRefusalCode =
  | (typeof SUBSCRIBER_UPLOAD_ERRORS)[keyof typeof SUBSCRIBER_UPLOAD_ERRORS]
  | EmoticonKeywordProblem
  | 'no-color'
  | 'no-file'

/** A refusal as the pages show it: its code (for `data-refusal`) and its words. */
export interface SubscriberRefusal {
  code: string
  key: SubscriberTextKey
}

const words: Record<SubscriberRefusalCode, SubscriberTextKey> = {
  [SUBSCRIBER_UPLOAD_ERRORS.typeNotAllowed]: 'refusedType',
  [SUBSCRIBER_UPLOAD_ERRORS.tooLarge]: 'refusedSize',
  [SUBSCRIBER_UPLOAD_ERRORS.dimensions]: 'refusedDimensions',
  [SUBSCRIBER_UPLOAD_ERRORS.keywordTaken]: 'keywordTaken',
  [SUBSCRIBER_UPLOAD_ERRORS.emoticonLimit]: 'emoticonsFull',
  'keyword-invalid': 'keywordInvalid',
  'keyword-taken': 'keywordTaken',
  limit: 'emoticonsFull',
  'no-color': 'nameColorNoColor',
  'no-file': 'fileMissing',
}

/**
 * A refusal found before sending, with its words.
 *
 * @example subscriberRefusal('FILE_SIZE_EXCEEDS') // { code: 'FILE_SIZE_EXCEEDS', key: 'refusedSize' }
 */
export function subscriberRefusal(code: SubscriberRefusalCode): SubscriberRefusal {
  return { code, key: words[code] }
}

/**
 * A failed call's refusal: the upload codes and the item refusals the pages meet get their own
 * words, the rest by kind (sign-in, rate limit, network).
 *
 * @example subscriberErrorRefusal(error).key // 'refusedDimensions'
 */
export function subscriberErrorRefusal(error: unknown): SubscriberRefusal {
  if (!(error instanceof ApiError)) return { code: 'UNKNOWN', key: 'refusedUnknown' }
  const known = (Object.values(SUBSCRIBER_UPLOAD_ERRORS) as string[]).includes(error.code)
  if (known) return subscriberRefusal(error.code as SubscriberRefusalCode)
  if (error.code === ITEM_ERRORS.notMonetized)
    return { code: error.code, key: 'refusedNotMonetized' }
  const byKind: Partial<Record<ApiError['kind'], SubscriberTextKey>> = {
    unauthorized: 'refusedSignIn',
    'rate-limited': 'refusedRateLimited',
    network: 'refusedNetwork',
    timeout: 'refusedNetwork',
  }
  return { code: error.code, key: byKind[error.kind] ?? 'refusedUnknown' }
}
