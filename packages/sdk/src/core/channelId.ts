/**
 * Whether two channel ids name the same channel. The server finds a channel by its id in any
 * case (`Kim` and `kim` are one channel: it compares them lower-cased), so every check of "is
 * this my channel" and "is this the same channel" compares the same way.
 *
 * @example
 * sameChannelId('Kim', 'kim') // true
 * sameChannelId('kim', 'kim2') // false
 */
export function sameChannelId(a: string | undefined, b: string | undefined): boolean {
  return a !== undefined && b !== undefined && a.toLowerCase() === b.toLowerCase()
}
