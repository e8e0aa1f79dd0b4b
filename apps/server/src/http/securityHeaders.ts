import helmet from '@fastify/helmet'
import type { FastifyInstance } from 'fastify'

/**
 * The site's Content-Security-Policy. Scripts come from this origin only, and no other origin
 * may frame a page (a framed, signed-in post page with live like, delete and block buttons is
 * clickjacking). The rest is what the kit needs and no more:
 * - `style-src 'unsafe-inline'`: the kit injects its stylesheet as a `<style>` element and
 *   positions popovers with inline styles; styles cannot run code.
 * - `media-src blob:` and `worker-src blob:`: hls.js feeds the video through MediaSource blob
 *   URLs and may run its demuxer in a blob worker.
 * - `img-src https:`: channel avatars and post images may live on another host (S3).
 * The embed routes will get a policy of their own, with the partners' `frame-ancestors`.
 */
function sitePolicy(production: boolean) {
  return {
    'default-src': ["'self'"],
    'script-src': ["'self'"],
    'style-src': ["'self'", "'unsafe-inline'"],
    'img-src': ["'self'", 'data:', 'blob:', 'https:'],
    'media-src': ["'self'", 'blob:'],
    'worker-src': ["'self'", 'blob:'],
    'connect-src': ["'self'"],
    'font-src': ["'self'", 'data:'],
    'object-src': ["'none'"],
    'base-uri': ["'self'"],
    'form-action': ["'self'"],
    'frame-ancestors': ["'self'"],
    // Only over HTTPS: on http://127.0.0.1 it would send every request to a port nobody serves.
    ...(production ? { 'upgrade-insecure-requests': [] } : {}),
  }
}

/**
 * Security headers on every answer, pages and API alike, by `@fastify/helmet`: the CSP above,
 * `X-Frame-Options: SAMEORIGIN` for browsers without `frame-ancestors`, `nosniff`, a strict
 * referrer policy, and HSTS in production.
 *
 * @example
 * registerSecurityHeaders(app, { production: config.production })
 */
export function registerSecurityHeaders(app: FastifyInstance, options: { production: boolean }) {
  app.register(helmet, {
    contentSecurityPolicy: { useDefaults: false, directives: sitePolicy(options.production) },
    frameguard: { action: 'sameorigin' },
    // Partners load the API's media and images from their own pages (the player and board by
    // npm import); CORS, not this header, decides who may read the API's answers.
    crossOriginResourcePolicy: { policy: 'cross-origin' },
    // The social-login and embed-login popups talk back to the page that opened them.
    crossOriginOpenerPolicy: { policy: 'same-origin-allow-popups' },
    strictTransportSecurity: options.production
      ? { maxAge: 31536000, includeSubDomains: true }
      : false,
  })
}
