import type { FastifyInstance, FastifyRequest } from 'fastify'

/** Addresses a server listens on but no browser can open: their URL names the loopback. */
const UNSPECIFIED: Record<string, string> = { '0.0.0.0': '127.0.0.1', '::': '::1' }

/** The origin the server listens at (`http://127.0.0.1:4000`), once it listens. */
function listenOrigin(app: FastifyInstance): string {
  const address = app.server.address()
  const port = typeof address === 'object' && address ? address.port : app.deps.config.port
  const configured = app.deps.config.host
  const host = UNSPECIFIED[configured] ?? configured
  return `http://${host.includes(':') ? `[${host}]` : host}:${port}`
}

/**
 * The origin browsers reach this server at, for the absolute URLs its answers carry (uploaded
 * images, emoticons): `AIRWAVE_PUBLIC_URL`, else the address it listens at. Never the request's
 * Host header, which any client sets: a forged one would land in answers (and in the shared
 * caches of the public ones) as a link to another site.
 *
 * @example const url = `${publicOrigin(request)}/uploads/${name}`
 */
export function publicOrigin(request: FastifyRequest): string {
  return request.server.deps.config.publicUrl ?? listenOrigin(request.server)
}
