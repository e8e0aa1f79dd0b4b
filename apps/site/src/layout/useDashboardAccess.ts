import { type DashboardAccess, dashboardAccess, managedChannelsQuery } from '@airwave/sdk/channel'
import { useQuery } from '@tanstack/react-query'
import { useSearchParams } from 'react-router'
import { useSessionStatus, useSite } from '../app/siteContext'
import { useViewer } from '../app/useViewer'

/**
 * The channel the dashboard acts on (`?channel=`: the member's own, or one they manage) and
 * what they may do there, as the SDK's `dashboardAccess` decides; undefined while the session,
 * the member's channel or the managed channels load. A failed managed-channels call leaves the
 * member on their own channel.
 */
export function useDashboardAccess(): DashboardAccess | undefined {
  const { client } = useSite()
  const status = useSessionStatus()
  const viewer = useViewer()
  const [search] = useSearchParams()
  const managed = useQuery({
    ...managedChannelsQuery(client),
    enabled: status === 'authenticated',
  })
  if (viewer?.status !== 'member' || managed.isPending) return undefined
  return dashboardAccess(
    { channelId: viewer.channelId || undefined, nickname: viewer.nickname ?? undefined },
    managed.data?.items ?? [],
    search.get('channel'),
  )
}
