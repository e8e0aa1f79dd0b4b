import * as z from 'zod/mini'

/** Links a channel shows (the spec's list limit 5). */
export const CHANNEL_LINKS_MAX = 5
/** Longest channel description, in characters (chosen). */
export const CHANNEL_DESCRIPTION_MAX = 500
/** Longest link title (chosen). */
export const CHANNEL_LINK_TITLE_MAX = 30
/** Longest link address (chosen). */
export const CHANNEL_LINK_URL_MAX = 300

/**
 * A link's address as it is kept and shown: an absolute http or https URL without a user name
 * or password, normalised by the URL parser; undefined for anything else (`javascript:`,
 * `data:`, relative paths, …). The client checks the form with it, the server everything it
 * stores, so one rule decides.
 *
 * @example channelLinkUrl(' https://Example.com/a ') // 'https://example.com/a'
 * @example channelLinkUrl('javascript:alert(1)') // undefined
 */
export function channelLinkUrl(text: string): string | undefined {
  const trimmed = text.trim()
  if (trimmed === '' || trimmed.length > CHANNEL_LINK_URL_MAX) return undefined
  let url: URL
  try {
    url = new URL(trimmed)
  } catch {
    return undefined
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') return undefined
  if (url.username || url.password || !url.hostname) return undefined
  return url.href
}

/**
 * The `rel` of a link a channel shows (its About, its banner): the channel's word, not the
 * site's, so no referrer, no opener, no endorsement.
 *
 * @example <a href={url} target="_blank" rel={CHANNEL_LINK_REL}>…</a>
 */
export const CHANNEL_LINK_REL = 'noopener noreferrer nofollow ugc'

export const channelLinkSchema = z.object({
  title: z.string().check(z.trim(), z.minLength(1), z.maxLength(CHANNEL_LINK_TITLE_MAX)),
  url: z.string().check(
    z.maxLength(CHANNEL_LINK_URL_MAX),
    z.refine((url) => channelLinkUrl(url) !== undefined, 'Links must be http or https addresses'),
  ),
})
export type ChannelLink = z.output<typeof channelLinkSchema>

/**
 * A channel's description and links (`/dashboard/channel-info`).
 *
 * @example await client.channel.updateChannelProfile({ description: 'Speedruns', links: [] })
 */
export const channelProfileSchema = z.object({
  description: z.string().check(z.maxLength(CHANNEL_DESCRIPTION_MAX)),
  links: z.array(channelLinkSchema).check(z.maxLength(CHANNEL_LINKS_MAX)),
})
export type ChannelProfile = z.output<typeof channelProfileSchema>
export type ChannelProfileInput = z.input<typeof channelProfileSchema>
