import type { FastifyInstance, FastifyRequest } from 'fastify'

// Links to the server's own files are stored as paths (`/media/avatar/kim.svg`,
// `/uploads/{name}`, `/media/vod/1/thumbnail.jpg`): the origin they answer with is the one the
// caller reached (a partner's dev proxy, the public domain), decided per request. Only fields
// that carry a link are rewritten, never text a member wrote (a comment may say "/media/x").
const OWN_FILE = /^\/(media|uploads)\//
const LINK_FIELD = /(img|image|url|link|thumbnail|src|poster)s?$/i

/** The origin the answer's links are built on: `AIRWAVE_PUBLIC_URL`, else the request's own. */
function publicOrigin(request: FastifyRequest, publicUrl: string | undefined): string {
  return publicUrl ?? `${request.protocol}://${request.host}`
}

/** `value` with every own-file path under a link field made absolute on `origin`. */
export function absoluteMediaUrls(value: unknown, origin: string, linkField = false): unknown {
  if (typeof value === 'string')
    return linkField && OWN_FILE.test(value) ? `${origin}${value}` : value
  if (Array.isArray(value)) return value.map((item) => absoluteMediaUrls(item, origin, linkField))
  if (value === null || typeof value !== 'object' || value instanceof Date) return value
  const out: Record<string, unknown> = {}
  for (const [key, inner] of Object.entries(value))
    out[key] = absoluteMediaUrls(inner, origin, LINK_FIELD.test(key))
  return out
}

/**
 * Every JSON answer carries absolute URLs for the server's files, avatars as post images: a
 * page on another origin (a partner's app, its dev server) loads them as they are.
 *
 * @example
 * registerMediaUrls(app, config.publicUrl)
 */
export function registerMediaUrls(app: FastifyInstance, publicUrl: string | undefined): void {
  app.addHook('preSerialization', async (request, _reply, payload) =>
    absoluteMediaUrls(payload, publicOrigin(request, publicUrl)),
  )
}
