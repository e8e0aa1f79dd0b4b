import {
  showWidgetAdmin,
  type WidgetAdmin,
  type WidgetKind,
  widgetAdminQuery,
} from '@airwave/sdk/widget'
import { useQuery, useQueryClient } from '@tanstack/react-query'
import { useCallback } from 'react'
import type { SiteClient } from '../../app/createAirwave'
import { useSite } from '../../app/siteContext'

/** The widget calls of the site's client, signed by the member's session. */
export type WidgetClient = SiteClient['widget']

/**
 * A widget of the member's channel as its page shows it (SDK `widgetAdminQuery`: read again
 * every few seconds for its overlays' health); `replace` puts a newer answer (after a save, a
 * new key) in place.
 */
export function useWidgetAdmin(kind: WidgetKind) {
  const { client } = useSite()
  const queryClient = useQueryClient()
  const query = useQuery(widgetAdminQuery(client, kind))
  const replace = useCallback(
    (admin: WidgetAdmin) => showWidgetAdmin(queryClient, admin),
    [queryClient],
  )
  return { client: client.widget, query, replace }
}
