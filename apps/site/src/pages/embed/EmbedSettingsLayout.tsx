import type { Session } from '@airwave/react'
import { createSiteSession } from '../../app/createAirwave'
import { SiteRoot } from '../../layout/SiteRoot'

let shared: { session: Session; clientId: string } | undefined

/**
 * The site's layout for the embed settings, whose route list sits beside the iframe pages', out
 * of the main layout's: the same header and provider over a session of its own, read from the
 * same http-only cookie.
 */
export function EmbedSettingsLayout() {
  shared ??= createSiteSession()
  return <SiteRoot session={shared.session} clientId={shared.clientId} />
}
