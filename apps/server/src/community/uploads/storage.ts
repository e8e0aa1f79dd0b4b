import { randomUUID } from 'node:crypto'
import { mkdir, writeFile } from 'node:fs/promises'
import { join } from 'node:path'
import { HttpError } from '../../http/httpError'
import { type S3Config, signPut } from './s3'

/** Names the server gives uploaded files: `{uuid}.{ext}`, or `demo/{name}.png` for seed data. */
export const UPLOAD_NAME = /^(demo\/)?[a-z0-9-]{1,64}\.(png|jpg|gif|webp)$/

export interface UploadStorage {
  /** Stores the bytes and answers the link to keep (`/uploads/name` or a bucket URL). */
  put(bytes: Buffer, extension: string, mime: string): Promise<string>
}

/**
 * Files under `{dataDir}/uploads`, served back at `GET /uploads/{name}`.
 *
 * @example
 * const storage = diskStorage(join(config.dataDir, 'uploads'))
 */
export function diskStorage(directory: string): UploadStorage {
  return {
    async put(bytes, extension) {
      const name = `${randomUUID()}.${extension}`
      await mkdir(directory, { recursive: true })
      await writeFile(join(directory, name), bytes, { flag: 'wx' })
      return `/uploads/${name}`
    },
  }
}

/**
 * Objects in an S3-compatible bucket, written with a SigV4-signed PUT; the link is the
 * object's public URL.
 *
 * @example
 * const storage = s3Storage(s3ConfigFromEnv(process.env))
 */
export function s3Storage(config: S3Config, fetcher: typeof fetch = fetch): UploadStorage {
  return {
    async put(bytes, extension, mime) {
      const key = `uploads/${randomUUID()}.${extension}`
      const signed = signPut(config, key, bytes, mime)
      const response = await fetcher(signed.url, {
        method: 'PUT',
        headers: signed.headers,
        body: new Uint8Array(bytes),
      })
      if (!response.ok) {
        throw new HttpError(502, 'INTERNAL', `The image store answered ${response.status}`)
      }
      return `${config.publicUrl}/${key}`
    },
  }
}
