import { channelEndpoints } from '@airwave/sdk/contract'
import type { FastifyInstance } from 'fastify'
import { checkImage } from '../community/uploads/imageCheck'
import type { UploadStorage } from '../community/uploads/storage'
import { defaultStorage } from '../community/uploads/uploads.routes'
import type { AppDeps } from '../deps'
import type { AuthMember } from '../http/auth'
import { badRequest } from '../http/httpError'
import { readMultipart } from '../http/multipart'
import { publicOrigin } from '../http/publicUrl'
import { route } from '../http/route'
import { addBanner, checkBannerRoom, removeBanner, showBanner } from './channelBanners'
import { requireOwnChannel } from './managerRights'

/**
 * The banner calls of the caller's own channel, for its streamer only: upload (the post images'
 * check and storage, so one mechanism decides what an image is and where it lives), delete, and
 * show or hide. A manager acting for the channel is refused: banners are the streamer's.
 */
export function channelBannerRoutes(
  app: FastifyInstance,
  deps: AppDeps,
  storage: UploadStorage = defaultStorage(deps),
): void {
  const { db } = deps

  const ownChannel = (me: AuthMember) => requireOwnChannel(db, me)

  route(app, channelEndpoints.uploadBanner, async ({ request, me }) => {
    const channel = await ownChannel(me)
    const form = await readMultipart(request, 'the banner', async () => {
      const read: { file?: Buffer; linkUrl?: string } = {}
      for await (const part of request.parts()) {
        if (part.type === 'file') {
          const bytes = await part.toBuffer()
          if (part.fieldname === 'file' && !read.file) read.file = bytes
        } else if (part.fieldname === 'linkUrl') {
          read.linkUrl = String(part.value)
        }
      }
      return read
    })
    if (!form.file) throw badRequest('Send the banner image in the file field')
    const image = checkImage(form.file)
    await checkBannerRoom(db, channel.idx)
    const link = await storage.put(form.file, image.extension, image.mime)
    const url = link.startsWith('/uploads/') ? `${publicOrigin(request)}${link}` : link
    return addBanner(db, channel.idx, url, form.linkUrl)
  })

  route(app, channelEndpoints.deleteBanner, async ({ id, me }) => {
    const channel = await ownChannel(me)
    await removeBanner(db, channel.idx, id('bannerIdx'))
    return null
  })

  route(app, channelEndpoints.setBannerShown, async ({ body, me }) => {
    const channel = await ownChannel(me)
    await showBanner(db, channel.idx, body.isBanner)
    return { isBanner: body.isBanner }
  })
}
