import * as z from 'zod/mini'

/** Most recent emoticons shown in the picker. */
export const RECENT_EMOTICON_LIMIT = 30
/**
 * The recent-emoticon limits of subscriber emoticons (viewing.md): 12 per channel, 120 in all.
 *
 * @example recent.slice(0, RECENT_SUBSCRIBER_EMOTICON_LIMITS.perChannel)
 */
export const RECENT_SUBSCRIBER_EMOTICON_LIMITS = { perChannel: 12, total: 120 } as const

/** A recent emoticon is forgotten after 30 days. */
export const RECENT_EMOTICON_TTL_MS = 30 * 24 * 60 * 60 * 1000

/**
 * One emoticon: the keyword typed in text and its image.
 *
 * @example
 * z.parse(emoticonSchema, { emoticonKeyword: 'wave', emoticonImgUrl: 'https://cdn/wave.png' })
 */
export const emoticonSchema = z.object({
  emoticonKeyword: z.string(),
  emoticonImgUrl: z.string(),
  emoticonOrder: z.optional(z.number()),
})
export type Emoticon = z.output<typeof emoticonSchema>

/**
 * A tab of the picker: its name per UI language (`{ 'en-US': 'Basic', 'ko-KR': '기본' }`)
 * and its emoticons.
 *
 * @example
 * const title = group.name[locale] ?? group.name['en-US']
 */
export const emoticonGroupSchema = z.object({
  name: z.record(z.string(), z.string()),
  emoticons: z.array(emoticonSchema),
})
export type EmoticonGroup = z.output<typeof emoticonGroupSchema>

/**
 * The default emoticon list: groups keyed by group id. The file also carries a `lastUpdated`
 * key, which is dropped rather than read as a group.
 *
 * @example
 * const groups = z.parse(emoticonListSchema, file) // { basic: { name, emoticons } }
 */
export const emoticonListSchema = z.pipe(
  z.transform((input: unknown) => {
    if (typeof input !== 'object' || input === null || !('lastUpdated' in input)) return input
    const { lastUpdated: _, ...groups } = input as Record<string, unknown>
    return groups
  }),
  z.record(z.string(), emoticonGroupSchema),
)
export type EmoticonList = z.output<typeof emoticonListSchema>

/**
 * The subscriber-only emoticons of one streamer.
 *
 * @example
 * const { nickName, emoticons } = await client.emoticon.listChannelEmoticons({ channelId })
 */
export const streamerEmoticonsSchema = z.object({
  channelId: z.string(),
  nickName: z.optional(z.string()),
  emoticons: z.array(emoticonSchema),
})
export type StreamerEmoticons = z.output<typeof streamerEmoticonsSchema>

/**
 * The emoticons a member may use: unlocked keys and the lists of the streamers they subscribe to.
 *
 * @example
 * const unlocked = new Set((await client.emoticon.getUserEmoticons()).emoticonKeys)
 */
export const userEmoticonsSchema = z.object({
  emoticonKeys: z._default(z.array(z.string()), () => []),
  subStreamerEmoticonList: z._default(z.array(streamerEmoticonsSchema), () => []),
})
export type UserEmoticons = z.output<typeof userEmoticonsSchema>
