import { accountActors } from '@airwave/sdk/account'
import { useMemo } from 'react'
import { useAirwave, useCalls } from '../shared/provider/airwaveContext'

/**
 * The account machines' actors over the provider's client (its `account` calls) and session:
 * what every account screen provides its machine with.
 *
 * @example
 * const actors = useAccountActors('SignUp')
 * const machine = useMemo(() => signUpMachine.provide({ actors: actors.signUp }), [actors])
 */
export function useAccountActors(component: string) {
  const client = useCalls(component, 'account')
  const { session } = useAirwave()
  if (!session) {
    throw new Error(
      `${component} signs the member in or out: give <AirwaveProvider> the session (session={session}).`,
    )
  }
  return useMemo(() => accountActors({ client, session }), [client, session])
}
