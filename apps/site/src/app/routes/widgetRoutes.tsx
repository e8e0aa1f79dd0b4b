import type { RouteObject } from 'react-router'

/**
 * Pages outside the site's layout (no header, no site chrome): the embedded player's iframe
 * pages (`/player/embed/...`) and the streamers' OBS overlays (`/widget/...`).
 */
export const bareRoutes: RouteObject[] = []

/** The streamers' widget settings (`/dashboard/widget/...`), inside the site's layout. */
export const widgetDashboardRoutes: RouteObject[] = []
