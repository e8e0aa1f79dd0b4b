import type { Viewer } from '@airwave/react'
import { myChannelQuery } from '@airwave/sdk/channel'
import { useQuery } from '@tanstack/react-query'
import { useSessionStatus, useSite } from './siteContext'

/**
 * Who is looking, as the kit's components want it: `anonymous`, or the member acting as their
 * channel. Undefined while the session or the member's channel loads, so a component that reads
 * the viewer once does not start as anonymous by mistake. A member who has not created a
 * channel yet acts without one (the components then ask for a nickname). The member's channel
 * is cleared with the rest of the cache at sign-out.
 */
export function useViewer(): Viewer | undefined {
  const { client } = useSite()
  const status = useSessionStatus()
  const me = useQuery({ ...myChannelQuery(client), enabled: status === 'authenticated' })
  if (status === 'unauthenticated') return { status: 'anonymous' }
  if (status === 'loading') return undefined
  if (me.isPending) return undefined
  // The session is signed in but the member's channel did not load: act anonymously rather
  // than block the page; the kit asks for a login when the viewer acts.
  if (me.isError) return { status: 'anonymous' }
  const channel = me.data.channel
  return channel
    ? { status: 'member', channelId: channel.channelId, nickname: channel.nickname }
    : { status: 'member', channelId: '', nickname: null }
}
