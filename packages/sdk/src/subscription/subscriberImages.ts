import {
  SUBSCRIBER_IMAGE_HEADER_BYTES,
  type SubscriberUploadError,
  subscriberImageFacts,
  subscriberImageProblem,
} from '../contract/item/subscriberImage'
import {
  SUBSCRIBER_BADGE_MONTHS,
  SUBSCRIBER_EMOTICON_KEYWORD,
  SUBSCRIBER_EMOTICON_LIMIT,
  type SubscriberBadge,
} from '../contract/item/subscription.schemas'

// The streamer's subscriber images (badges by months, emoticons by keyword) on the client: a
// picked file read with the contract's image rule before a byte is sent, the keyword rule and
// the badge tiers.

/**
 * Reads a picked file's first bytes and checks it: the refusal code, or none. A file the
 * browser cannot read is refused as no allowed type.
 *
 * @example const problem = await checkSubscriberImage(input.files[0])
 */
export async function checkSubscriberImage(
  file: Pick<Blob, 'size' | 'slice'>,
): Promise<SubscriberUploadError | undefined> {
  return subscriberImageProblem(subscriberImageFacts(await readHead(file)), file.size)
}

async function readHead(file: Pick<Blob, 'slice'>): Promise<Uint8Array> {
  const head = file.slice(0, SUBSCRIBER_IMAGE_HEADER_BYTES)
  try {
    if (typeof head.arrayBuffer === 'function') return new Uint8Array(await head.arrayBuffer())
    // Older engines (and jsdom) have FileReader but no Blob.arrayBuffer.
    return await new Promise<Uint8Array>((resolve, reject) => {
      const reader = new FileReader()
      reader.onload = () => resolve(new Uint8Array(reader.result as ArrayBuffer))
      reader.onerror = () => reject(reader.error)
      reader.readAsArrayBuffer(head)
    })
  } catch {
    return new Uint8Array()
  }
}

/** Why an emoticon keyword cannot be added: its letters, taken already, or the channel is full. */
export type EmoticonKeywordProblem = 'keyword-invalid' | 'keyword-taken' | 'limit'

/**
 * The problem of a new emoticon's keyword against the channel's keywords, or none: letters and
 * digits, 2 to 20 ({@link SUBSCRIBER_EMOTICON_KEYWORD}); one emoticon per keyword (compared
 * without case, as chat matches it); {@link SUBSCRIBER_EMOTICON_LIMIT} at most.
 *
 * @example emoticonKeywordProblem('kimHi', ['kimBye']) // undefined
 */
export function emoticonKeywordProblem(
  keyword: string,
  taken: readonly string[],
): EmoticonKeywordProblem | undefined {
  if (taken.length >= SUBSCRIBER_EMOTICON_LIMIT) return 'limit'
  if (!SUBSCRIBER_EMOTICON_KEYWORD.test(keyword)) return 'keyword-invalid'
  const lower = keyword.toLowerCase()
  return taken.some((k) => k.toLowerCase() === lower) ? 'keyword-taken' : undefined
}

/**
 * The badge tier a subscriber of `months` months is in: the largest of
 * {@link SUBSCRIBER_BADGE_MONTHS} not above it (1 for a first month; 0 months is none).
 *
 * @example subscriberBadgeTier(7) // 6
 */
export function subscriberBadgeTier(months: number): number | undefined {
  let tier: number | undefined
  for (const step of SUBSCRIBER_BADGE_MONTHS) if (step <= months) tier = step
  return tier
}

/**
 * The badge a subscriber of `months` months wears among the channel's uploaded ones: the one
 * of the most months not above theirs (a channel may leave tiers without an image).
 *
 * @example subscriberBadgeFor(7, [{ months: 1, badgeUrl: 'a' }, { months: 12, badgeUrl: 'b' }]) // { months: 1, … }
 */
export function subscriberBadgeFor(
  months: number,
  badges: readonly SubscriberBadge[],
): SubscriberBadge | undefined {
  let best: SubscriberBadge | undefined
  for (const badge of badges) {
    if (badge.months <= months && (!best || badge.months > best.months)) best = badge
  }
  return best
}

/**
 * Every tier with its badge, if uploaded: the badge page's rows.
 *
 * @example badgeTiers(list).map((tier) => tier.badge?.badgeUrl)
 */
export function badgeTiers(
  badges: readonly SubscriberBadge[],
): { months: number; badge: SubscriberBadge | undefined }[] {
  return SUBSCRIBER_BADGE_MONTHS.map((months) => ({
    months,
    badge: badges.find((badge) => badge.months === months),
  }))
}
