/**
 * Channel ids that can never be taken: a channel is the page `/{channelId}`, so an id equal to
 * a first path segment of the site or the API would never be reached (`/login` is the login
 * page, not the channel `login`). Every top-level segment of the route table
 * (accounts-platform.md section 2), of the site's router and of the server's own paths, and a
 * few kept for pages to come. Only ids of 4 to 15 letters and digits can match, so hyphenated
 * segments (`sign-up`, `reset-password`) need no entry: they are never valid ids.
 */
const reserved = new Set([
  // The route table and the site's router.
  'live',
  'video',
  'clip',
  'category',
  'search',
  'following',
  'newsfeed',
  'drops',
  'esports',
  'challenge',
  'poll',
  'player',
  'chat',
  'subtitle',
  'download',
  'login',
  'member',
  'withdrawal',
  'account',
  'channel',
  'setting',
  'items',
  'wallet',
  'subscriptions',
  'payment',
  'error',
  'widget',
  'community',
  'home',
  'schedule',
  'dashboard',
  'embed',
  // The server's own first segments (API, media, uploads, the built site's assets).
  'media',
  'admin',
  'healthz',
  'stream',
  'vodcomment',
  'notification',
  'uploads',
  'assets',
  'platform',
  // Kept for pages to come.
  'about',
  'help',
  'terms',
  'privacy',
  'policy',
  'settings',
  'signup',
  'signin',
  'logout',
  'register',
  'studio',
  'explore',
  'browse',
  'trending',
  'popular',
  'shop',
  'store',
  'message',
  'messages',
  'notifications',
  'inventory',
  'static',
  'public',
  'status',
  'docs',
  'developer',
  'developers',
  'blog',
  'news',
  'events',
  'overlay',
  'overlays',
  'upload',
  'uploadvod',
  'watch',
  'index',
  'favicon',
  'robots',
  'sitemap',
  'manifest',
  'socketio',
])

/**
 * True when the channel id is a reserved path segment (compared without case: `/Login` is
 * `/login` to the router's eye).
 *
 * @example
 * isReservedChannelId('Login') // true
 * isReservedChannelId('olivia') // false: only the whole id counts
 */
export function isReservedChannelId(channelId: string): boolean {
  return reserved.has(channelId.toLowerCase())
}
