import * as z from 'zod/mini'
import { channelLinkUrl } from './channelProfile.schemas'

/** Banners a channel keeps at once (chosen). */
export const CHANNEL_BANNERS_MAX = 5

/**
 * One banner of a channel: the stored image and, optionally, where a click leads (http or https
 * only, by the same `channelLinkUrl` rule as the channel's links).
 *
 * @example z.parse(channelBannerSchema, { bannerIdx: 1, imageUrl: '/uploads/a.png' })
 */
export const channelBannerSchema = z.object({
  bannerIdx: z.number(),
  imageUrl: z.string(),
  linkUrl: z.optional(
    z
      .string()
      .check(
        z.refine(
          (url) => channelLinkUrl(url) !== undefined,
          'Links must be http or https addresses',
        ),
      ),
  ),
})
export type ChannelBanner = z.output<typeof channelBannerSchema>

/** Whether the channel page shows its first banner. @example { isBanner: true } */
export const bannerShownSchema = z.object({ isBanner: z.boolean() })
export type BannerShown = z.output<typeof bannerShownSchema>

/** Largest banner file the server takes, in bytes (its upload limit, as for post images). */
export const CHANNEL_BANNER_FILE_MAX = 20 * 1024 * 1024

/** Image types the server takes (it checks the bytes; the client checks the claim first). */
export const CHANNEL_BANNER_TYPES = ['image/png', 'image/jpeg', 'image/gif', 'image/webp'] as const

/**
 * Why a chosen file cannot be one of a channel's images (a banner, its picture), before sending
 * it: `'type'` (not png, jpeg, gif or webp), `'size'` (over `maxBytes`); undefined when it may
 * go. The server checks again, by the bytes.
 *
 * @example channelImageFileProblem({ type: 'image/svg+xml', size: 10 }, CHANNEL_BANNER_FILE_MAX) // 'type'
 */
export function channelImageFileProblem(
  file: { type: string; size: number },
  maxBytes: number,
): 'type' | 'size' | undefined {
  if (!(CHANNEL_BANNER_TYPES as readonly string[]).includes(file.type)) return 'type'
  if (file.size > maxBytes) return 'size'
  return undefined
}

/**
 * Why a chosen file cannot be a banner (over 20 MB, or not an image the server takes).
 *
 * @example bannerFileProblem({ type: 'image/svg+xml', size: 10 }) // 'type'
 */
export const bannerFileProblem = (file: { type: string; size: number }) =>
  channelImageFileProblem(file, CHANNEL_BANNER_FILE_MAX)
