import type { Viewer } from '@airwave/react'
import { useLoad } from '../ui/useLoad'
import { useSessionStatus, useSite } from './siteContext'

/** Cache key of the signed-in member's own channel; cleared at sign-out. */
const ME_KEY = ['site', 'me'] as const

/**
 * Who is looking, as the kit's components want it: `anonymous`, or the member acting as their
 * channel. Undefined while the session or the member's channel loads, so a component that reads
 * the viewer once does not start as anonymous by mistake. A member who has not created a
 * channel yet acts without one (the components then ask for a nickname).
 */
export function useViewer(): Viewer | undefined {
  const { client } = useSite()
  const status = useSessionStatus()
  // No abort signal: the client would send an options-only argument as the query string.
  const me = useLoad(
    { queryKey: ME_KEY, queryFn: () => client.channel.getMyChannel() },
    { enabled: status === 'authenticated' },
  )
  if (status === 'unauthenticated') return { status: 'anonymous' }
  if (status === 'loading') return undefined
  if (me.status === 'loading') return undefined
  // The session is signed in but the member's channel did not load: act anonymously rather
  // than block the page; the kit asks for a login when the viewer acts.
  if (me.status === 'error') return { status: 'anonymous' }
  const channel = me.data.channel
  return channel
    ? { status: 'member', channelId: channel.channelId, nickname: channel.nickname }
    : { status: 'member', channelId: '', nickname: null }
}
