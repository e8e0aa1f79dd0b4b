import { createHash } from 'node:crypto'
import { readFile, stat } from 'node:fs/promises'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify'
import { notFound } from '../http/httpError'
import { embedMissingScript } from './embedMissing'

/**
 * Where `pnpm --filter @airwave/widgets build` writes the script-tag embed: `embed.js` (the
 * loader) and `chunks/` (what it loads on demand, named by content hash), each with its
 * brotli and gzip twins. `AIRWAVE_EMBED_DIR` points at another build (an installed
 * `@airwave/widgets/dist/script`).
 */
const workspaceEmbedDir = fileURLToPath(
  new URL('../../../../packages/widgets/dist/script', import.meta.url),
)

/** The loader names the current chunks: revalidated often, served stale while it is. */
const LOADER_CACHE = 'public, max-age=300, stale-while-revalidate=86400'
const CHUNK_CACHE = 'public, max-age=31536000, immutable'
/** A chunk's name as the build writes it (`player-X.js`, `hls.light-X.js`): no path, no dot-dot. */
const CHUNK_NAME = /^[A-Za-z0-9_-][A-Za-z0-9_.-]*\.js$/

interface Encoded {
  body: Buffer
  encoding?: 'br' | 'gzip'
}

async function readEncoded(file: string, accept: string): Promise<Encoded | undefined> {
  const wants = (name: string) => new RegExp(`\\b${name}\\b`).test(accept)
  if (wants('br')) {
    const body = await readFile(`${file}.br`).catch(() => undefined)
    if (body) return { body, encoding: 'br' }
  }
  if (wants('gzip')) {
    const body = await readFile(`${file}.gz`).catch(() => undefined)
    if (body) return { body, encoding: 'gzip' }
  }
  const body = await readFile(file).catch(() => undefined)
  return body ? { body } : undefined
}

async function sendScript(
  request: FastifyRequest,
  reply: FastifyReply,
  file: string,
  cache: string,
): Promise<FastifyReply> {
  const found = await readEncoded(file, String(request.headers['accept-encoding'] ?? ''))
  if (!found) throw notFound('The embed is not built (pnpm --filter @airwave/widgets build)')
  const etag = `"${createHash('sha256').update(found.body).digest('base64url').slice(0, 22)}"`
  reply
    .header('content-type', 'text/javascript; charset=utf-8')
    .header('cache-control', cache)
    .header('etag', etag)
    .header('vary', 'accept-encoding')
    // Any page may load the embed: a chunk is a module script, fetched with CORS. Credentials
    // are never needed for code, so `*` (not the partner's origin) is the whole answer.
    .header('access-control-allow-origin', '*')
    .removeHeader('access-control-allow-credentials')
  if (found.encoding) reply.header('content-encoding', found.encoding)
  if (request.headers['if-none-match'] === etag) return reply.code(304).send()
  return reply.send(found.body)
}

/**
 * `/embed.js`, the script-tag loader (at most 5 kB: size-limit), and `/embed/chunks/{name}.js`,
 * the player's and the board's code it loads when an element is used: readable from any page
 * (CORS `*`), the chunks cached for a year (their names change with their content), the loader
 * for five minutes. Without a build, `/embed.js` is a script that writes why into each embed's box.
 *
 * @example registerEmbedScript(app)
 */
export function registerEmbedScript(
  app: FastifyInstance,
  dir = process.env.AIRWAVE_EMBED_DIR || workspaceEmbedDir,
) {
  let warned = false
  app.get('/embed.js', async (request, reply) => {
    const loader = join(dir, 'embed.js')
    if (
      await stat(loader).then(
        (found) => found.isFile(),
        () => false,
      )
    ) {
      return sendScript(request, reply, loader, LOADER_CACHE)
    }
    if (!warned) {
      warned = true
      request.log.warn({ dir }, 'the embed is not built: /embed.js answers a script that says so')
    }
    // 200, not 404: a browser runs no script from an error answer, and the box would stay blank.
    return reply
      .header('content-type', 'text/javascript; charset=utf-8')
      .header('cache-control', 'no-store')
      .header('access-control-allow-origin', '*')
      .removeHeader('access-control-allow-credentials')
      .send(embedMissingScript)
  })
  app.get('/embed/chunks/:name', (request, reply) => {
    const { name } = request.params as { name: string }
    if (!CHUNK_NAME.test(name) || name.includes('..')) throw notFound('No such embed chunk')
    return sendScript(request, reply, join(dir, 'embed', 'chunks', name), CHUNK_CACHE)
  })
}
