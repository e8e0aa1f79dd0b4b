import { basename } from 'node:path'
import fastifyStatic from '@fastify/static'
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify'

/**
 * First path segments that belong to the API (the SDK contract's prefixes and the server's own
 * routes). An unknown path under one of them stays a JSON 404, even from a browser tab.
 */
const API_SEGMENTS = new Set([
  'v2',
  'member',
  'api',
  'media',
  'dev',
  'admin',
  'healthz',
  'channel',
  'stream',
  'vod',
  'vodComment',
  'notification',
  'uploads',
])

/**
 * The site's pages whose first segment is an API one (accounts-platform.md section 2): a
 * browser navigating to them gets the page, a call still gets the API's answer.
 */
const PAGES_UNDER_API = new Set([
  '/member/already-register',
  '/member/block',
  '/member/cancel',
  '/channel/create',
  '/channel/delete',
  '/channel/management',
])

/** Vite names every file under `assets/` by its content hash: they never change. */
const HASHED_ASSET = /^\/assets\//
const IMMUTABLE = 'public, max-age=31536000, immutable'
/** The page names the current hashed assets, so it is revalidated on every load. */
const NO_CACHE = 'no-cache'
const SHORT = 'public, max-age=3600'
/** The encodings the site's build writes beside a file (`index-x.js.br`, `.gz`). */
const ENCODED = /\.(br|gz)$/

/** Answers a request the router did not match; true when it sent the site's page. */
export type SiteFallback = (request: FastifyRequest, reply: FastifyReply) => boolean

function isApiPath(path: string): boolean {
  const segment = path.split('/')[1] ?? ''
  return API_SEGMENTS.has(segment)
}

const pathOf = (request: FastifyRequest) => (request.url.split('?')[0] ?? '/').replace(/\/+$/, '')

// A browser navigation asks for HTML; fetch calls, media players and scripts do not, so they
// keep the API's JSON 404.
function wantsPage(request: FastifyRequest): boolean {
  if (request.method !== 'GET' && request.method !== 'HEAD') return false
  const accept = request.headers.accept ?? ''
  if (!accept.includes('text/html')) return false
  const path = pathOf(request)
  return !isApiPath(path) || PAGES_UNDER_API.has(path)
}

/**
 * Whether a request is for the site (a page or one of its files) rather than the API: what
 * maintenance lets through, so the site can show its maintenance page while every call answers
 * 503. Reads and page navigations outside the API's first segments, and the site's pages under
 * them.
 *
 * @example
 * if (deps.maintenance.current() && !isSiteRequest(request)) reply.code(503)
 */
export function isSiteRequest(request: FastifyRequest): boolean {
  if (request.method !== 'GET' && request.method !== 'HEAD') return false
  return !isApiPath(pathOf(request)) || wantsPage(request)
}

/**
 * Serves the built site (`apps/site/dist`) on the API's port: every file of the folder at its
 * path (hashed assets cached for a year, the page revalidated), and `index.html` for any other
 * page a browser navigates to, so the site's client-side routes load on a reload or a shared
 * link. A file's brotli or gzip twin written by the build is sent to a browser that accepts it
 * (compressed once at build time, not on every request). The files are listed when the server
 * starts: a rebuilt site needs a restart.
 *
 * @example
 * const site = registerSite(app, '/srv/airwave/site')
 * app.setNotFoundHandler((request, reply) => site(request, reply) || reply.code(404).send())
 */
export function registerSite(app: FastifyInstance, siteDir: string): SiteFallback {
  app.register(fastifyStatic, {
    root: siteDir,
    prefix: '/',
    // One route per file instead of a catch-all, so unknown paths reach the not-found handler.
    wildcard: false,
    index: false,
    dotfiles: 'ignore',
    cacheControl: false,
    preCompressed: true,
    setHeaders(reply, path) {
      // The compressed twin is cached as the file it stands for.
      const file = path.slice(siteDir.length).replaceAll('\\', '/').replace(ENCODED, '')
      const value = HASHED_ASSET.test(file)
        ? IMMUTABLE
        : basename(file) === 'index.html'
          ? NO_CACHE
          : SHORT
      reply.header('cache-control', value)
    },
  })
  return (request, reply) => {
    if (!wantsPage(request)) return false
    reply.sendFile('index.html')
    return true
  }
}
