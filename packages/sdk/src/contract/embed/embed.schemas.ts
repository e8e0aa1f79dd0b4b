import * as z from 'zod/mini'
import { EMBED_HOSTS_LIMIT, normalizeEmbedHost } from './embedHosts'

/**
 * A host domain as a streamer types it (`news.example.com`, `https://news.example.com/`,
 * `localhost:5173`): anything {@link normalizeEmbedHost} reads. The server stores the canonical form.
 *
 * @example z.parse(embedHostSchema, 'news.example.com')
 */
export const embedHostSchema = z.string().check(
  z.maxLength(260),
  z.refine(
    (text) => normalizeEmbedHost(text) !== undefined,
    'Not a host domain (news.example.com, or localhost:5173 with its port)',
  ),
)

/**
 * A channel's embed settings: the host domains whose pages may embed its player and board
 * (frame-ancestors for the iframe, CORS for the script-tag elements). Empty: nowhere.
 *
 * @example z.parse(embedSettingsSchema, { channelId: 'airwave', allowedHosts: ['news.example.com'] })
 */
export const embedSettingsSchema = z.object({
  channelId: z.string(),
  allowedHosts: z.array(z.string()),
})
export type EmbedSettings = z.output<typeof embedSettingsSchema>

/** What the owner sends: the whole list, at most 20 hosts. @example { allowedHosts: ['news.example.com'] } */
export const embedSettingsFormSchema = z.object({
  allowedHosts: z.array(embedHostSchema).check(z.maxLength(EMBED_HOSTS_LIMIT)),
})
export type EmbedSettingsForm = z.output<typeof embedSettingsFormSchema>

/** The page asking: its host (`location.host`), checked against the channel's list. */
export const embedParentQuerySchema = z.object({
  parent: z.optional(z.string().check(z.maxLength(260))),
})

/**
 * What an embed's poster shows before anything else loads: the channel, whether it is live,
 * the stream's title and picture, and whether the asking page (`?parent=`) is on the list.
 *
 * @example z.parse(embedChannelSchema, { channelId: 'airwave', nickname: 'Airwave', live: true, allowed: true })
 */
export const embedChannelSchema = z.object({
  channelId: z.string(),
  nickname: z.string(),
  profileUrl: z.optional(z.string()),
  live: z.boolean(),
  title: z.optional(z.string()),
  /** The live frame (every 30 s) while on air. */
  thumbnail: z.optional(z.string()),
  allowed: z.boolean(),
})
export type EmbedChannel = z.output<typeof embedChannelSchema>

/**
 * A video's poster: its title, its channel, its picture (the card's frame) and length, and
 * what its player loads (the playlist and the seek bar's previews).
 *
 * @example z.parse(embedVideoSchema, { vodNo: 1, title: 'Demo', channelId: 'airwave', nickname: 'Airwave', src: '/media/vod/1/master.m3u8', allowed: true })
 */
export const embedVideoSchema = z.object({
  vodNo: z.number(),
  title: z.string(),
  channelId: z.string(),
  nickname: z.string(),
  thumbnail: z.optional(z.string()),
  /** Seconds. */
  duration: z.optional(z.number()),
  /** Its master playlist, and the seek bar's preview track (WebVTT over sprite sheets). */
  src: z.string(),
  thumbnails: z.optional(z.string()),
  allowed: z.boolean(),
})
export type EmbedVideo = z.output<typeof embedVideoSchema>

/** The start of an embed's sign-in: the id its popup carries. @example { loginId: 'k3…' } */
export const embedLoginSchema = z.object({ loginId: z.string() })
export type EmbedLogin = z.output<typeof embedLoginSchema>

/** The page that asks for an embed's session: its origin, as it began the sign-in. */
export const embedLoginRequestSchema = z.object({ origin: z.string() })
export type EmbedLoginRequest = z.output<typeof embedLoginRequestSchema>

/** The member's answer to it in the popup. */
export const embedLoginAnswerSchema = z.object({ allow: z.boolean() })
export type EmbedLoginAnswer = z.input<typeof embedLoginAnswerSchema>

/**
 * The end of it: the id, claimed from the embed's own (partitioned) storage, with the key the
 * popup's first page handed to this page alone (`window.opener`, at the origin that began it).
 */
export const embedLoginClaimSchema = z.object({
  loginId: z.string().check(z.minLength(1), z.maxLength(100)),
  key: z.string().check(z.minLength(1), z.maxLength(100)),
})
