import type { RouteObject } from 'react-router'

/**
 * The account pages of accounts-platform.md section 2 (sign-up, login, reset, account, channel,
 * member status, notifications settings, maintenance), inside the site's layout. Their first
 * segments are reserved: never channel ids.
 */
export const accountRoutes: RouteObject[] = []
