import { createReadStream } from 'node:fs'
import { stat } from 'node:fs/promises'
import { join } from 'node:path'
import { communityEndpoints } from '@airwave/sdk/contract'
import type { FastifyInstance } from 'fastify'
import type { AppDeps } from '../../deps'
import { badRequest, notFound } from '../../http/httpError'
import { readMultipart } from '../../http/multipart'
import { publicOrigin } from '../../http/publicUrl'
import { route } from '../../http/route'
import { checkImage } from './imageCheck'
import { s3ConfigFromEnv } from './s3'
import { diskStorage, s3Storage, UPLOAD_NAME, type UploadStorage } from './storage'

const mimeOf: Record<string, string> = {
  png: 'image/png',
  jpg: 'image/jpeg',
  gif: 'image/gif',
  webp: 'image/webp',
}

/** Where uploads live: the S3 bucket when configured, else `{dataDir}/uploads`. */
export function uploadsDir(deps: AppDeps): string {
  return join(deps.config.dataDir, 'uploads')
}

/**
 * The image upload (`POST /v2/channel/post/upload`) and `GET /uploads/{name}`. Every file is
 * checked before any is stored, so a rejected upload stores nothing.
 */
export function uploadRoutes(
  app: FastifyInstance,
  deps: AppDeps,
  storage: UploadStorage = defaultStorage(deps),
): void {
  const directory = uploadsDir(deps)

  route(app, communityEndpoints.uploadImages, async ({ request }) => {
    const files = await readMultipart(request, 'the images', async () => {
      const read: Buffer[] = []
      for await (const part of request.files()) read.push(await part.toBuffer())
      return read
    })
    if (files.length === 0) throw badRequest('Send at least one image')
    const checked = files.map((bytes) => ({ bytes, image: checkImage(bytes) }))
    const stored = []
    for (const { bytes, image } of checked) {
      const link = await storage.put(bytes, image.extension, image.mime)
      const url = link.startsWith('/uploads/') ? `${publicOrigin(request)}${link}` : link
      stored.push({ url, width: image.width, height: image.height })
    }
    return stored
  })

  app.get('/uploads/*', async (request, reply) => {
    const name = (request.params as { '*': string })['*']
    if (!UPLOAD_NAME.test(name)) throw notFound('No such image')
    const file = join(directory, name)
    const info = await stat(file).catch(() => undefined)
    if (!info?.isFile()) throw notFound('No such image')
    const extension = name.slice(name.lastIndexOf('.') + 1)
    return (
      reply
        .header('content-type', mimeOf[extension] ?? 'application/octet-stream')
        .header('content-length', info.size)
        .header('x-content-type-options', 'nosniff')
        // Opened on its own, an image needs nothing else: it may load and run nothing.
        .header('content-security-policy', "default-src 'none'")
        .header('cache-control', 'public, max-age=31536000, immutable')
        .send(createReadStream(file))
    )
  })
}

/**
 * The upload storage of the configuration: the S3 bucket when configured, else the disk.
 *
 * @example const storage = defaultStorage(deps)
 */
export function defaultStorage(deps: AppDeps): UploadStorage {
  const s3 = s3ConfigFromEnv(process.env)
  return s3 ? s3Storage(s3) : diskStorage(uploadsDir(deps))
}
