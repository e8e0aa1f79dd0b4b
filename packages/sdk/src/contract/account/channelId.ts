/** UI text keys for a rejected channel id: 65 length (4 to 15), 66 characters (letters, digits). */
export type ChannelIdErrorKey = 65 | 66

export type ChannelIdResult = { valid: true } | { valid: false; key: ChannelIdErrorKey }

export const CHANNEL_ID_MIN_LENGTH = 4
export const CHANNEL_ID_MAX_LENGTH = 15

/**
 * Checks a channel id: 4 to 15 ASCII letters or digits. The id becomes the `/{channelId}` route,
 * hence ASCII only. Keys follow the spec's order, as the nickname keys do (length before
 * characters): 65 is the length, 66 the character set; length is checked first.
 *
 * @example
 * validateChannelId('abc') // { valid: false, key: 65 }
 * validateChannelId('good_id') // { valid: false, key: 66 }
 */
export function validateChannelId(value: string): ChannelIdResult {
  if (value.length < CHANNEL_ID_MIN_LENGTH || value.length > CHANNEL_ID_MAX_LENGTH) {
    return { valid: false, key: 65 }
  }
  return /^[A-Za-z0-9]+$/.test(value) ? { valid: true } : { valid: false, key: 66 }
}
