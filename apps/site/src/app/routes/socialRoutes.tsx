import type { RouteObject } from 'react-router'

/**
 * Social sign-in (`/login/popup/{platform}`, `/login/third-party/...`), the linked accounts
 * (`/account/connect`) and the notification settings (`/setting/notifications`), inside the
 * site's layout. Their first segments are reserved: never channel ids.
 */
export const socialRoutes: RouteObject[] = []
