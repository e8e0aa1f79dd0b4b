import { open } from 'node:fs/promises'
import type { FastifyReply, FastifyRequest } from 'fastify'
import { notFound } from '../http/httpError'

/**
 * Sends a file with its type and cache policy, honouring a single `Range: bytes=a-b` (206, or
 * 416 when it lies outside the file). Players seek in segments with ranges.
 *
 * @example
 * return serveFile(request, reply, file, { type: 'video/mp2t', cache: 'public, max-age=31536000, immutable' })
 */
export async function serveFile(
  request: FastifyRequest,
  reply: FastifyReply,
  file: string,
  headers: { type: string; cache: string },
): Promise<FastifyReply> {
  // Opened first: a live playlist or segment removed by ffmpeg (or the end of the live) after
  // this point is still read whole, rather than failing the answer half-way with a 500.
  const handle = await open(file, 'r').catch(() => undefined)
  const info = await handle?.stat().catch(() => undefined)
  if (!handle || !info?.isFile()) {
    await handle?.close()
    throw notFound('No such media file')
  }
  const size = info.size
  reply
    .header('content-type', headers.type)
    .header('cache-control', headers.cache)
    .header('accept-ranges', 'bytes')
    .header('last-modified', info.mtime.toUTCString())
    .header('x-content-type-options', 'nosniff')
  if (reply.getHeader('access-control-allow-origin')) {
    reply.header('access-control-expose-headers', 'content-length, content-range, accept-ranges')
  }
  const range = parseRange(request.headers.range, size)
  if (range === 'invalid') {
    await handle.close()
    return reply.code(416).header('content-range', `bytes */${size}`).send()
  }
  if (range) {
    return reply
      .code(206)
      .header('content-range', `bytes ${range.start}-${range.end}/${size}`)
      .header('content-length', range.end - range.start + 1)
      .send(handle.createReadStream(range))
  }
  return reply.header('content-length', size).send(handle.createReadStream())
}

/**
 * One byte range of a file of `size` bytes: `undefined` without (or with an unsupported)
 * header, `'invalid'` when unsatisfiable.
 *
 * @example
 * parseRange('bytes=0-99', 1000) // { start: 0, end: 99 }
 * parseRange('bytes=-100', 1000) // { start: 900, end: 999 }
 */
export function parseRange(
  header: string | undefined,
  size: number,
): { start: number; end: number } | 'invalid' | undefined {
  const match = header ? /^bytes=(\d*)-(\d*)$/.exec(header.trim()) : null
  if (!match) return undefined
  const [, from = '', to = ''] = match
  if (from === '' && to === '') return 'invalid'
  let start: number
  let end: number
  if (from === '') {
    start = Math.max(0, size - Number(to))
    end = size - 1
  } else {
    start = Number(from)
    end = to === '' ? size - 1 : Math.min(Number(to), size - 1)
  }
  if (start > end || start >= size) return 'invalid'
  return { start, end }
}
