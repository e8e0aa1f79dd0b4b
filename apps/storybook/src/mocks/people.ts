import type { Viewer } from '@airwave/react'

/** The board every story shows: the channel `airwave`, owned by its streamer. */
export const BOARD = 'airwave'

/** The toolbar's roles: who looks at the board. */
export type Role = 'anonymous' | 'member' | 'author' | 'owner'
export const ROLES: readonly Role[] = ['anonymous', 'member', 'author', 'owner']

/** Everyone the fixtures mention, by channel id. */
const people = {
  airwave: 'Airwave',
  viewer1: 'Mina',
  viewer2: 'Joon',
  viewer3: 'Ploy',
  viewer4: 'Lin',
  viewer5: 'Haru',
  troll: 'Free Gems Bot',
} as const satisfies Record<string, string>

export type ChannelId = keyof typeof people

// The member is a plain viewer; the author wrote some of the comments; the owner streams.
const channelOfRole: Record<Exclude<Role, 'anonymous'>, ChannelId> = {
  member: 'viewer1',
  author: 'viewer2',
  owner: BOARD,
}

/**
 * The channel a role acts as, undefined for the anonymous visitor. The stories' session
 * carries it as the bearer token, which is how the fake backend knows who calls.
 *
 * @example
 * channelOf('author') // 'viewer2'
 */
export function channelOf(role: Role): ChannelId | undefined {
  return role === 'anonymous' ? undefined : channelOfRole[role]
}

/**
 * The kit's viewer for a role.
 *
 * @example
 * viewerOf('owner') // { status: 'member', channelId: 'airwave', nickname: 'Airwave' }
 */
export function viewerOf(role: Role): Viewer {
  const channelId = channelOf(role)
  if (!channelId) return { status: 'anonymous' }
  return { status: 'member', channelId, nickname: people[channelId] }
}

/**
 * The nickname of a channel the fixtures know, else its id.
 *
 * @example
 * nicknameOf('viewer3') // 'Ploy'
 */
export function nicknameOf(channelId: string): string {
  return Object.hasOwn(people, channelId) ? people[channelId as ChannelId] : channelId
}
