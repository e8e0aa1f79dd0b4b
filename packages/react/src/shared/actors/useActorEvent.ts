import { useEffect, useRef } from 'react'
import type { ActorRef, EventObject, Snapshot } from 'xstate'

/** What `useActorEvent` listens to: an actor's `on`, whatever its snapshot and events. */
export type Emitter<TEmitted extends EventObject> = Pick<
  // biome-ignore lint/suspicious/noExplicitAny: any machine's events
  ActorRef<Snapshot<unknown>, any, TEmitted>,
  'on'
>

/**
 * Runs `handler` on each event of `type` (or `'*'`, every one) that an SDK machine emits, for as
 * long as the component is mounted. The latest handler runs: a new function on each render
 * does not subscribe again.
 *
 * @example useActorEvent(actor, 'raid', options.onRaid)
 */
export function useActorEvent<TEmitted extends EventObject, TType extends TEmitted['type'] | '*'>(
  actor: Emitter<TEmitted>,
  type: TType,
  handler:
    | ((emitted: TEmitted & (TType extends '*' ? unknown : { type: TType })) => void)
    | undefined,
): void {
  const latest = useRef(handler)
  useEffect(() => {
    latest.current = handler
  })
  useEffect(() => {
    const subscription = actor.on(type, (emitted) => latest.current?.(emitted))
    return () => subscription.unsubscribe()
  }, [actor, type])
}
