import { type Viewer, viewerFrom } from '@airwave/sdk'
import { myChannelQuery } from '@airwave/sdk/channel'
import { useQuery } from '@tanstack/react-query'
import { useSyncExternalStore } from 'react'
import { useAirwave } from './airwaveContext'

const noSession = () => () => {}
const signedOut = () => 'unauthenticated' as const

/**
 * Who is looking, from the provider's session and the member's own channel (the SDK's
 * `viewerFrom`): `undefined` while either loads. Without a session (a provider given only a
 * `client`) the viewer is anonymous; pass `viewer` to the components instead.
 *
 * @example
 * const viewer = useViewer()
 * if (!viewer) return <Spinner />
 */
export function useViewer(): Viewer | undefined {
  const { client, session, queryClient } = useAirwave()
  const status = useSyncExternalStore(
    session ? session.subscribe : noSession,
    session ? session.status : signedOut,
    session ? session.status : signedOut,
  )
  const signedIn = status === 'authenticated'
  if (signedIn && !client.channel) {
    throw new Error(
      "useViewer calls the channel endpoints, and the provider's client has none: " +
        'createClient({ endpoints: { channel: channelEndpoints, … } }).',
    )
  }
  const own = useQuery(
    {
      ...myChannelQuery(client as Required<typeof client>),
      enabled: signedIn,
    },
    queryClient,
  )
  return viewerFrom(status, own)
}
