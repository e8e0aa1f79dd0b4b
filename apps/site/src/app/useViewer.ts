import { type Viewer, viewerFrom } from '@airwave/react'
import { myChannelQuery } from '@airwave/sdk/channel'
import { useQuery } from '@tanstack/react-query'
import { useSessionStatus, useSite } from './siteContext'

/**
 * Who is looking, as the kit's components want it (the SDK's `viewerFrom`: undefined while the
 * session or the member's channel loads). The member's channel is cleared with the rest of the
 * cache at sign-out.
 */
export function useViewer(): Viewer | undefined {
  const { client } = useSite()
  const status = useSessionStatus()
  const me = useQuery({ ...myChannelQuery(client), enabled: status === 'authenticated' })
  return viewerFrom(status, me)
}
