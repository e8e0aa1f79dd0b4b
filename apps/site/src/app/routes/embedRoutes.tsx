import type { RouteObject } from 'react-router'

/**
 * The embedded player's iframe pages (`/player/embed/{channel}`, `/player/embed/video/{id}`,
 * `/player/embed/error`), outside the site's layout: no header, no site chrome.
 */
export const embedRoutes: RouteObject[] = []
