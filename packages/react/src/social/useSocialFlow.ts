import {
  type SocialCheckResult,
  type SocialFlowState,
  type SocialIntent,
  type SocialPlatform,
  type SocialReturn,
  socialFlowActors,
  socialFlowMachine,
  socialFlowStateOf,
  socialReturnPath,
} from '@airwave/sdk/account'
import { useActorRef, useSelector } from '@xstate/react'
import { useEffect, useMemo, useRef } from 'react'
import { useCalls } from '../shared/provider/airwaveContext'
import { followProvider, openSocialPopup } from './followProvider'

export interface UseSocialFlowOptions {
  intent: SocialIntent
  /** Where a flow that ran in this window goes once done (a path of this site). */
  next?: string
  /** The embed's popup: its flows run in its own window, then post to this origin. */
  embedOrigin?: string
  onDone?: (result: SocialCheckResult) => void
  onFailed?: (code: string) => void
  onCancelled?: () => void
}

export interface SocialFlow {
  state: SocialFlowState
  platform: SocialPlatform | undefined
  errorCode: string | undefined
  result: SocialCheckResult | undefined
  /** Starts a flow with a platform: call it from the click (it opens the popup at once). */
  start(platform: SocialPlatform): void
  /** The provider's answer read by a return page in this window. */
  returned(platform: SocialPlatform, result: SocialReturn): void
  reset(): void
}

/**
 * One social flow over the SDK's `socialFlowMachine`: the server's calls from the provider's
 * client (`social`), the provider in a popup (or, when the browser blocks it, in this window),
 * and the outcome to `onDone`, `onFailed` or `onCancelled`.
 *
 * @example
 * const flow = useSocialFlow({ intent: 'link', onDone: () => refetch() })
 * <button onClick={() => flow.start('google')}>Link Google</button>
 */
export function useSocialFlow(options: UseSocialFlowOptions): SocialFlow {
  const client = useCalls('useSocialFlow', 'social')
  // The popup of the flow being started, handed to the machine's follow actor.
  const popup = useRef<Window | undefined>(undefined)
  const machine = useMemo(
    () =>
      socialFlowMachine.provide({
        actors: socialFlowActors(client, (input) => followProvider(popup.current, input)),
      }),
    [client],
  )
  const actor = useActorRef(machine, { input: { intent: options.intent } })
  const latest = useRef(options)
  useEffect(() => {
    latest.current = options
  })
  useEffect(() => {
    const subscriptions = [
      actor.on('done', (event) => latest.current.onDone?.(event.result)),
      actor.on('failed', (event) => {
        popup.current?.close()
        latest.current.onFailed?.(event.code)
      }),
      actor.on('cancelled', () => latest.current.onCancelled?.()),
    ]
    return () => {
      for (const subscription of subscriptions) subscription.unsubscribe()
    }
  }, [actor])
  const state = useSelector(actor, socialFlowStateOf)
  const context = useSelector(actor, (snapshot) => snapshot.context)
  return {
    state,
    platform: context.platform,
    errorCode: context.errorCode,
    result: context.result,
    start(platform) {
      const { intent, next, embedOrigin } = latest.current
      // The embed's popup is already a window of its own: its flows stay in it.
      popup.current = embedOrigin === undefined ? openSocialPopup() : undefined
      const place = popup.current
        ? { platform, intent, window: 'popup' as const }
        : embedOrigin !== undefined
          ? { platform, intent, window: 'embed' as const, origin: embedOrigin }
          : { platform, intent, window: 'page' as const, ...(next ? { next } : {}) }
      actor.send({ type: 'START', platform, returnPath: socialReturnPath(place) })
    },
    returned(platform, result) {
      actor.send({ type: 'RETURNED', platform, result })
    },
    reset() {
      actor.send({ type: 'RESET' })
    },
  }
}
