import * as z from 'zod/mini'
import { channelImageFileProblem } from './channelBanner.schemas'

/**
 * Largest profile image the server takes, in bytes (chosen: 5 MB, a quarter of the spec's
 * 20 MB default; a picture shown at most a few hundred pixels wide needs no more). Above it the
 * server answers 413 FILE_SIZE_EXCEEDS.
 */
export const CHANNEL_PROFILE_IMAGE_FILE_MAX = 5 * 1024 * 1024

/**
 * The channel's picture after an upload or a removal: the stored image, or after a removal the
 * channel's generated picture, so every page keeps showing one.
 *
 * @example z.parse(channelProfileImageSchema, { channelProfileImg: '/media/avatar/star.svg' })
 */
export const channelProfileImageSchema = z.object({ channelProfileImg: z.string() })
export type ChannelProfileImage = z.output<typeof channelProfileImageSchema>

/**
 * Why a chosen file cannot be the channel's picture (over 5 MB, or not an image the server
 * takes), before sending it.
 *
 * @example profileImageFileProblem({ type: 'image/png', size: 6 * 1024 * 1024 }) // 'size'
 */
export const profileImageFileProblem = (file: { type: string; size: number }) =>
  channelImageFileProblem(file, CHANNEL_PROFILE_IMAGE_FILE_MAX)

/**
 * Whether a channel's picture is its generated one (`/media/avatar/{channelId}.svg`, what a
 * removal puts back), so there is nothing to remove; no picture counts as generated too.
 *
 * @example isGeneratedProfileImage('https://tv.example.com/media/avatar/star.svg') // true
 */
export function isGeneratedProfileImage(url: string | null | undefined): boolean {
  return !url || /\/media\/avatar\/[^/?#]+\.svg$/.test(url)
}
