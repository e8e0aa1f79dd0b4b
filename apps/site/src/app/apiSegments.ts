/**
 * The first path segments `vite dev` forwards to the reference server: the SDK's
 * `AIRWAVE_PATH_SEGMENTS` but the socket, which has its own rule (its test holds them
 * together). Written out because the dev server's config loads before the SDK is built.
 */
export const API_SEGMENTS = [
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
  'log',
]
