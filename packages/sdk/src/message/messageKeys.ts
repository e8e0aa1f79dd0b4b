/**
 * Cache keys of direct messages.
 *
 * @example queryClient.invalidateQueries({ queryKey: messageKeys.all })
 */
export const messageKeys = {
  all: ['message'] as const,
  info: () => ['message', 'info'] as const,
  rooms: () => ['message', 'rooms'] as const,
  roomWith: (channelId: string) => ['message', 'roomWith', channelId] as const,
  contents: (messageRoomIdx: number) => ['message', 'contents', messageRoomIdx] as const,
  search: (keyword: string) => ['message', 'search', keyword] as const,
}
