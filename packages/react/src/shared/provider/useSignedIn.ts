import { useSyncExternalStore } from 'react'
import { useAirwave } from './airwaveContext'

const noSession = () => () => {}
const unknown = () => 'loading' as const

/**
 * Whether a member may act: without a session the app signs its own calls, and the server
 * says if it needs a member.
 *
 * @example const signedIn = useSignedIn()
 */
export function useSignedIn(): boolean {
  const { session } = useAirwave()
  const status = useSyncExternalStore(
    session ? session.subscribe : noSession,
    session ? session.status : unknown,
    session ? session.status : unknown,
  )
  return status !== 'unauthenticated'
}
