/** How many users of the page are in each channel (chat, live status, polls share one socket). */
export type ChannelEntries = Readonly<Record<string, number>>

/**
 * One more user of `channelId`. `first`: nobody was in it, so the socket must enter it.
 *
 * @example enterChannel({}, 'airwave') // { entries: { airwave: 1 }, first: true }
 */
export function enterChannel(
  entries: ChannelEntries,
  channelId: string,
): { entries: ChannelEntries; first: boolean } {
  const count = entries[channelId] ?? 0
  return { entries: { ...entries, [channelId]: count + 1 }, first: count === 0 }
}

/**
 * One user fewer of `channelId`. `last`: it was the last one, so the socket must leave it. A
 * channel nobody entered is left as it is (a second leave does not steal another user's entry).
 *
 * @example leaveChannel({ airwave: 2 }, 'airwave') // { entries: { airwave: 1 }, last: false }
 */
export function leaveChannel(
  entries: ChannelEntries,
  channelId: string,
): { entries: ChannelEntries; last: boolean } {
  const count = entries[channelId] ?? 0
  if (count === 0) return { entries, last: false }
  if (count > 1) return { entries: { ...entries, [channelId]: count - 1 }, last: false }
  const { [channelId]: _, ...rest } = entries
  return { entries: rest, last: true }
}

/**
 * What the socket must send so that the server has it in exactly the `wanted` channels, given
 * those it is in (`joined`). The protocol leaves only all channels at once (LEAVE_ALL_CHANNEL),
 * so leaving one means leaving all and entering the others again.
 *
 * @example
 * channelSync(['a', 'b'], ['a']) // { leaveAll: false, enter: ['b'] }
 * channelSync(['b'], ['a', 'b']) // { leaveAll: true, enter: ['b'] }
 */
export function channelSync(
  wanted: readonly string[],
  joined: readonly string[],
): { leaveAll: boolean; enter: string[] } {
  const leaveAll = joined.some((channelId) => !wanted.includes(channelId))
  if (leaveAll) return { leaveAll, enter: [...wanted] }
  return { leaveAll, enter: wanted.filter((channelId) => !joined.includes(channelId)) }
}
