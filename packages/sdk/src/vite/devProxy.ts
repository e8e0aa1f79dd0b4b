/**
 * The first path segments the reference server answers: the API (`v2`, `api`, `member`,
 * `channel`, `stream`, `vod`, `vodComment`, `notification`), its media and uploads, the
 * development mailbox (`dev`), the real-time socket (`socket.io`) and the statistics' log
 * service (`log`).
 */
export const AIRWAVE_PATH_SEGMENTS = [
  'v2',
  'api',
  'member',
  'channel',
  'stream',
  'vod',
  'vodComment',
  'notification',
  'media',
  'uploads',
  'dev',
  'socket.io',
  'log',
] as const

/** One rule of Vite's `server.proxy` (a subset of its `ProxyOptions`, so no Vite import). */
export interface AirwaveProxyRule {
  target: string
  /** The socket upgrades to a WebSocket through the proxy. */
  ws: true
  /**
   * False: the server sees the dev server's host, so the absolute media URLs it answers
   * (avatars, post images) point back through the proxy, and every call is same-origin.
   */
  changeOrigin: false
}

const escapeSegment = (segment: string) => segment.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')

/**
 * The pattern of the proxied paths: whole first segments only, so an app's `/vodonly.html` or
 * a channel page called `/members` stays with the app.
 *
 * @example
 * airwaveProxyPattern.test('/vod/12') // true
 * airwaveProxyPattern.test('/vodonly.html') // false
 */
export const airwaveProxyPattern = `^/(${AIRWAVE_PATH_SEGMENTS.map(escapeSegment).join('|')})(/|\\?|$)`

/**
 * Vite's dev-server proxy to an Airwave server: give the provider `baseUrl=""` (this origin)
 * and every call, picture and the socket go through Vite to `target`, from any port, with no
 * CORS set-up on the server.
 *
 * @example
 * // vite.config.ts
 * import { airwaveDevProxy } from '@airwave/sdk/vite'
 * export default defineConfig({
 *   plugins: [react()],
 *   server: { proxy: airwaveDevProxy('http://127.0.0.1:4000') },
 * })
 */
export function airwaveDevProxy(target: string): Record<string, AirwaveProxyRule> {
  return { [airwaveProxyPattern]: { target, ws: true, changeOrigin: false } }
}
