import type { QueryClient } from '@tanstack/query-core'
import type { widgetEndpoints } from '../contract/widget/widget.endpoints'
import type { WidgetAdmin, WidgetKind } from '../contract/widget/widget.schemas'
import { callQuery } from '../core/callQuery'
import type { ClientPart } from '../core/client'

/**
 * How often a widget's dashboard page reads it again for its overlays' health (chosen): an
 * overlay connecting or going away shows within seconds.
 */
export const WIDGET_HEALTH_REFRESH_MS = 3000

/**
 * Cache keys of the member's widgets as their dashboard pages read them.
 *
 * @example
 * queryClient.invalidateQueries({ queryKey: widgetKeys.all })
 */
export const widgetKeys = {
  all: ['widget'] as const,
  admin: (kind: WidgetKind) => ['widget', 'admin', kind] as const,
}

/**
 * A widget of the member's channel as its dashboard page shows it (settings, the key of its
 * URL, its overlays' health), read again every {@link WIDGET_HEALTH_REFRESH_MS} while shown.
 * The first read makes the widget and its key.
 *
 * @example
 * const observer = new QueryObserver(queryClient, widgetAdminQuery(client, 'alertbox'))
 */
export function widgetAdminQuery(
  client: ClientPart<'widget', typeof widgetEndpoints, 'get'>,
  kind: WidgetKind,
) {
  return callQuery(widgetKeys.admin(kind), (signal) => client.widget.get(kind, {}, { signal }), {
    refetchInterval: WIDGET_HEALTH_REFRESH_MS,
  })
}

/**
 * Puts a newer answer for a widget in the cache (what a save or a new key answers), so its
 * page shows it at once rather than at the next read.
 *
 * @example showWidgetAdmin(queryClient, await client.widget.rotateKey('alertbox', {}))
 */
export function showWidgetAdmin(
  queryClient: Pick<QueryClient, 'setQueryData'>,
  admin: WidgetAdmin,
): void {
  queryClient.setQueryData(widgetKeys.admin(admin.kind), admin)
}
