import { sameChannelId } from '../core/channelId'

/**
 * Whether the id typed to confirm a channel's deletion names it: the whole id, in any case
 * (ids are unique without case), spaces around it ignored.
 *
 * @example
 * deletionConfirmed(' Kimchi ', 'kimchi') // true
 * deletionConfirmed('kim', 'kimchi') // false
 */
export function deletionConfirmed(typed: string, channelId: string): boolean {
  return channelId !== '' && sameChannelId(typed.trim(), channelId)
}
