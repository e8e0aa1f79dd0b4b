import type { RouteObject } from 'react-router'

/**
 * The streamers' OBS overlays (`/widget/alertbox/{id}`, ...), outside the site's layout: no
 * header, no site chrome, a transparent page for a browser source.
 */
export const overlayRoutes: RouteObject[] = []

/** The streamers' widget settings (`/dashboard/widget/...`), inside the site's layout. */
export const widgetDashboardRoutes: RouteObject[] = []
