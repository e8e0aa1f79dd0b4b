import { unsafeText } from '@airwave/sdk/contract'
import type { FastifyRequest } from 'fastify'
import { badRequest, HttpError } from './httpError'

/**
 * Whether an error comes from the system (a disk full, a file that cannot be written: Node's
 * errors carry the failing `syscall`), which stays a 500, not the client's fault.
 */
const isSystemError = (error: unknown) =>
  error instanceof Error && typeof (error as { syscall?: unknown }).syscall === 'string'

/**
 * Reads a multipart body with `read`, which does only the reading (parts, files, streams to a
 * temporary file): a body that is not the multipart its header announces (no boundary, cut
 * short, broken part headers) answers 400 INVALID_REQUEST. The parser reports those as plain
 * errors, which the error handler answered 500. Its own refusals with a status (413 for a file
 * or too many parts) and this server's HttpErrors keep theirs; the system's errors stay 500.
 *
 * @example
 * const files = await readMultipart(request, 'the images', async () => {
 *   const read: Buffer[] = []
 *   for await (const part of request.files()) read.push(await part.toBuffer())
 *   return read
 * })
 */
export async function readMultipart<T>(
  request: FastifyRequest,
  what: string,
  read: () => Promise<T>,
): Promise<T> {
  if (!request.isMultipart()) throw badRequest(`Send ${what} as multipart/form-data`)
  try {
    return await read()
  } catch (error) {
    if (error instanceof HttpError || isSystemError(error)) throw error
    if (typeof (error as { statusCode?: unknown }).statusCode === 'number') throw error
    throw badRequest(`The multipart body of ${what} is malformed`)
  }
}

/**
 * The text fields of a multipart form, each checked as every call's strings are (`unsafeText`:
 * no NUL, no lone surrogate) and at most `maxChars` long; files are read and dropped. For the
 * forms whose fields the contract's schema then parses (stream info, video update).
 *
 * @example const raw = await readFormFields(request, 'the stream info', 2000)
 */
export function readFormFields(
  request: FastifyRequest,
  what: string,
  maxChars: number,
): Promise<Record<string, string>> {
  return readMultipart(request, what, async () => {
    const raw: Record<string, string> = {}
    for await (const part of request.parts()) {
      if (part.type === 'file') {
        await part.toBuffer()
        continue
      }
      const value = String(part.value)
      if (value.length > maxChars) throw badRequest(`body.${part.fieldname}: Too long`)
      const problem = unsafeText(value)
      if (problem) throw badRequest(`body.${part.fieldname}: The text ${problem}`)
      raw[part.fieldname] = value
    }
    return raw
  })
}
