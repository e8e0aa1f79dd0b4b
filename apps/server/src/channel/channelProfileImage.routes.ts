import { CHANNEL_PROFILE_IMAGE_FILE_MAX, channelEndpoints } from '@airwave/sdk/contract'
import { eq } from 'drizzle-orm'
import type { FastifyInstance } from 'fastify'
import { checkImage } from '../community/uploads/imageCheck'
import type { UploadStorage } from '../community/uploads/storage'
import { defaultStorage } from '../community/uploads/uploads.routes'
import { channels } from '../db/schema'
import type { AppDeps } from '../deps'
import type { AuthMember } from '../http/auth'
import { badRequest, HttpError } from '../http/httpError'
import { readMultipart } from '../http/multipart'
import { route } from '../http/route'
import { generatedAvatarUrl } from './avatar'
import { requireOwnChannel } from './managerRights'

/** Room for the form's boundary and part headers around the file in `content-length`. */
const FORM_OVERHEAD_BYTES = 64 * 1024

const tooLarge = () =>
  new HttpError(
    413,
    'FILE_SIZE_EXCEEDS',
    `Profile images are at most ${CHANNEL_PROFILE_IMAGE_FILE_MAX / (1024 * 1024)} MB`,
  )

/**
 * The profile image of the caller's own channel, for its streamer only (a manager acts as their
 * own channel here, as with banners): upload (the banners' check and storage, 5 MB at most) and
 * removal, which puts back the channel's generated picture so every page keeps showing one.
 */
export function channelProfileImageRoutes(
  app: FastifyInstance,
  deps: AppDeps,
  storage: UploadStorage = defaultStorage(deps),
): void {
  const { db } = deps

  const ownChannel = (me: AuthMember) => requireOwnChannel(db, me)
  const setPicture = async (channelIdx: number, channelProfileImg: string) => {
    await db
      .update(channels)
      .set({ profileImg: channelProfileImg })
      .where(eq(channels.id, channelIdx))
    return { channelProfileImg }
  }

  route(app, channelEndpoints.uploadProfileImage, async ({ request, me }) => {
    const channel = await ownChannel(me)
    // A body announced larger is refused before it is read; the parser stops a file that grows
    // past the limit (413 FILE_SIZE_EXCEEDS), so a large upload is never held in memory.
    const announced = Number(request.headers['content-length'] ?? 0)
    if (announced > CHANNEL_PROFILE_IMAGE_FILE_MAX + FORM_OVERHEAD_BYTES) throw tooLarge()
    const file = await readMultipart(request, 'the profile image', async () => {
      let read: Buffer | undefined
      const parts = request.parts({
        limits: { fileSize: CHANNEL_PROFILE_IMAGE_FILE_MAX, files: 1, fields: 5 },
      })
      for await (const part of parts) {
        if (part.type !== 'file') continue
        const bytes = await part.toBuffer()
        if (part.fieldname === 'file') read = bytes
      }
      return read
    })
    if (!file || file.length === 0) throw badRequest('Send the profile image in the file field')
    if (file.length > CHANNEL_PROFILE_IMAGE_FILE_MAX) throw tooLarge()
    const image = checkImage(file)
    // Kept as the storage answers it: a path of this server's is made absolute per answer, on
    // the origin each caller reached (`registerMediaUrls`).
    return setPicture(channel.idx, await storage.put(file, image.extension, image.mime))
  })

  route(app, channelEndpoints.deleteProfileImage, async ({ me }) => {
    const channel = await ownChannel(me)
    return setPicture(channel.idx, generatedAvatarUrl(channel.channelId))
  })
}
