declare module 'fastify' {
  interface FastifyInstance {
    /** The routes an embed may call from a partner's page (`route()` adds them). */
    embedCalls: EmbedCalls
  }
}

/** The calls an embed makes: what a partner's page gets CORS for, and nothing else. */
export interface EmbedCalls {
  /** Adds a route (`GET`, `/v2/channel/:channelId/post`). */
  add(method: string, path: string): void
  /** Whether a request's method and URL are one of the routes added. */
  allows(method: string | undefined, url: string): boolean
}

/**
 * `/stream/:channelId/like` as a pattern of whole segments: a parameter is one segment, a last
 * `*` the rest of the path.
 */
function patternOf(path: string): RegExp {
  const escaped = path
    .split('/')
    .map((segment) =>
      segment === '*'
        ? '.*'
        : segment.startsWith(':')
          ? '[^/]+'
          : segment.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'),
    )
    .join('/')
  return new RegExp(`^${escaped}$`)
}

/**
 * The embed's routes, by method. A listed host gets the API only for the calls of its embed
 * (see `embedMayCall`): its page never reads the account, the stream key or the site's session.
 *
 * @example
 * const calls = createEmbedCalls()
 * calls.add('POST', '/stream/like')
 * calls.allows('POST', '/stream/like?x=1') // true
 */
export function createEmbedCalls(): EmbedCalls {
  const byMethod = new Map<string, RegExp[]>()
  return {
    add(method, path) {
      const list = byMethod.get(method) ?? []
      list.push(patternOf(path))
      byMethod.set(method, list)
    },
    allows(method, url) {
      if (!method) return false
      const path = url.split('?')[0] ?? ''
      // HEAD reads as GET does.
      const list = byMethod.get(method.toUpperCase() === 'HEAD' ? 'GET' : method.toUpperCase())
      return list?.some((pattern) => pattern.test(path)) ?? false
    },
  }
}
