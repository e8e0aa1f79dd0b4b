import { createClient } from '@airwave/react'
import { type WidgetAdmin, type WidgetKind, widgetEndpoints } from '@airwave/sdk/widget'
import { useQuery, useQueryClient } from '@tanstack/react-query'
import { useCallback, useMemo } from 'react'
import { useSite } from '../../app/siteContext'

/** How often a widget page reads its overlays' health again (chosen): status within seconds. */
const HEALTH_REFRESH_MS = 3000

/** The widget calls, signed by the member's session (the site's own client has no widgets). */
function useWidgetClient() {
  const { session } = useSite()
  return useMemo(
    () => createClient({ baseUrl: '', endpoints: { widget: widgetEndpoints }, session }).widget,
    [session],
  )
}

export type WidgetClient = ReturnType<typeof useWidgetClient>

/**
 * A widget of the member's channel as its page shows it, read again every few seconds for
 * its overlays' health; `replace` puts a newer answer (after a save, a new key) in place.
 */
export function useWidgetAdmin(kind: WidgetKind) {
  const client = useWidgetClient()
  const queries = useQueryClient()
  const queryKey = useMemo(() => ['airwave-widget', kind], [kind])
  const query = useQuery({
    queryKey,
    queryFn: ({ signal }) => client.get(kind, {}, { signal }),
    refetchInterval: HEALTH_REFRESH_MS,
  })
  const replace = useCallback(
    (admin: WidgetAdmin) => queries.setQueryData(queryKey, admin),
    [queries, queryKey],
  )
  return { client, query, replace }
}
