// The postMessage API of an embed, both modes: what a host page sends (commands) and what the
// embed answers (events). Plain code (no zod): the script-tag loader carries the parsers, and
// each parser reads only what it knows, so a foreign message is dropped, never half-read.

/** Every message of the embed's API carries this `source`. */
export const EMBED_MESSAGE_SOURCE = 'airwave-embed'

/** The commands a host sends to a player embed. */
export const EMBED_COMMANDS = [
  'play',
  'pause',
  'seek',
  'setVolume',
  'setMuted',
  'setQuality',
] as const
export type EmbedCommandName = (typeof EMBED_COMMANDS)[number]

/**
 * A command: `seek` takes seconds, `setVolume` 0 to 1, `setMuted` a boolean, `setQuality` a
 * rendition's label (`720p`) or `auto`. `target` names the embed (its element's `id`) when a
 * page has several inline ones; an iframe is addressed by its window.
 */
export type EmbedCommand =
  | { command: 'play' | 'pause'; target?: string }
  | { command: 'seek' | 'setVolume'; value: number; target?: string }
  | { command: 'setMuted'; value: boolean; target?: string }
  | { command: 'setQuality'; value: string; target?: string }

/** The events an embed sends its host, with what each carries. */
export interface EmbedEventMap {
  /** The player is there: its channel or video, and whether the channel is live. */
  ready: { channel?: string; vod?: number; live: boolean }
  play: Record<string, never>
  pause: Record<string, never>
  /** The channel went live (the socket said so). */
  online: { channel: string }
  /** The channel's live ended, or is waiting for its streamer (`waiting`). */
  offline: { channel: string; waiting: boolean }
  ended: Record<string, never>
  /** A raid took the embed to another channel, which now plays here. */
  raid: { from: string; to: string }
  /** Something the viewer sees as an error: its code (an alert, `NOT_ALLOWED`, `NOT_FOUND`). */
  error: { code: string; message?: string }
}
export type EmbedEventName = keyof EmbedEventMap
export const EMBED_EVENTS: readonly EmbedEventName[] = [
  'ready',
  'play',
  'pause',
  'online',
  'offline',
  'ended',
  'raid',
  'error',
]

/** An event on the wire. */
export type EmbedEventMessage = {
  [K in EmbedEventName]: {
    source: typeof EMBED_MESSAGE_SOURCE
    event: K
    target?: string
    detail: EmbedEventMap[K]
  }
}[EmbedEventName]

const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null

const targetOf = (data: Record<string, unknown>) =>
  typeof data.target === 'string' ? { target: data.target } : {}

/**
 * The command a message holds, or `undefined` for anything else (another source, an unknown
 * command, a value of the wrong kind or out of range).
 *
 * @example embedCommandOf({ source: 'airwave-embed', command: 'setVolume', value: 0.5 })
 */
export function embedCommandOf(data: unknown): EmbedCommand | undefined {
  if (!isObject(data) || data.source !== EMBED_MESSAGE_SOURCE) return undefined
  const { command, value } = data
  const target = targetOf(data)
  switch (command) {
    case 'play':
    case 'pause':
      return { command, ...target }
    case 'seek':
      return typeof value === 'number' && Number.isFinite(value) && value >= 0
        ? { command, value, ...target }
        : undefined
    case 'setVolume':
      return typeof value === 'number' && value >= 0 && value <= 1
        ? { command, value, ...target }
        : undefined
    case 'setMuted':
      return typeof value === 'boolean' ? { command, value, ...target } : undefined
    case 'setQuality':
      return typeof value === 'string' && value.length <= 20
        ? { command, value, ...target }
        : undefined
    default:
      return undefined
  }
}

/**
 * The event a message holds, or `undefined` for anything else.
 *
 * @example embedEventOf(message.data)?.event // 'ready'
 */
export function embedEventOf(data: unknown): EmbedEventMessage | undefined {
  if (!isObject(data) || data.source !== EMBED_MESSAGE_SOURCE) return undefined
  const event = data.event as EmbedEventName
  if (!EMBED_EVENTS.includes(event) || !isObject(data.detail)) return undefined
  return {
    source: EMBED_MESSAGE_SOURCE,
    event,
    detail: data.detail,
    ...targetOf(data),
  } as EmbedEventMessage
}

/** What the sign-in popup tells the embed that opened it. */
export type EmbedLoginStatus = 'signed-in' | 'cancelled'

/**
 * The popup's answer in a message, or `undefined`: `{ source: 'airwave', type: 'login',
 * status }` and nothing else (it never carries a token).
 *
 * @example loginStatusOf(event.data) // 'signed-in'
 */
export function loginStatusOf(data: unknown): EmbedLoginStatus | undefined {
  if (!isObject(data) || data.source !== 'airwave' || data.type !== 'login') return undefined
  return data.status === 'signed-in' || data.status === 'cancelled' ? data.status : undefined
}

/**
 * The key of an embed's sign-in, which the popup's first page (`/api/auth/embed-login/{id}/start`)
 * sends to its opener at the origin that began the sign-in, or `undefined`. A one-time proof
 * that the claim comes from the page that opened the popup; it is no session token.
 *
 * @example loginKeyOf(event.data) // 'k3…'
 */
export function loginKeyOf(data: unknown): string | undefined {
  if (!isObject(data) || data.source !== 'airwave' || data.type !== 'embed-login-key')
    return undefined
  return typeof data.key === 'string' && data.key.length <= 100 ? data.key : undefined
}

/** The embed sign-in popup's window, as the spec sizes it (1000x840). */
export const EMBED_LOGIN_POPUP = { width: 1000, height: 840 } as const

/**
 * The popup's address: `/login/third-party?popup=embed&origin={opener origin}` on the
 * platform's origin.
 *
 * @example embedLoginUrl('https://airwave.example', 'https://news.example.com')
 */
export function embedLoginUrl(platformOrigin: string, openerOrigin: string): string {
  const query = new URLSearchParams({ popup: 'embed', origin: openerOrigin })
  return `${platformOrigin}/login/third-party?${query}`
}
