import { fromPromise, type PromiseActorLogic } from 'xstate'

/** What a call of {@link fromCall} is given: the actor's input and its abort signal. */
export type CallArgs<TInput> = { input: TInput; signal: AbortSignal }

/**
 * `fromPromise` for a call to the server: once the actor has aborted its call (it was stopped),
 * the call's failure is never reported.
 *
 * Why: `@xstate/react` reconnects an actor under React's StrictMode (and, later, `<Activity>`)
 * by stopping it and restoring every child's snapshot as it was. The stop aborts the call in
 * flight; the restored child, `active` again, runs its call anew. The first call's AbortError
 * then lands on a child that reads `active`, and XState delivers it as the invoke's error: the
 * board showed "Something went wrong" while every request answered 200. An aborted call's
 * outcome belongs to nobody, so its promise is left pending and collected with the actor.
 *
 * @example
 * const listPosts = fromCall(({ input, signal }: CallArgs<Filters>) =>
 *   client.community.listPosts(input, { signal }),
 * )
 */
export function fromCall<TOutput, TInput>(
  call: (args: CallArgs<TInput>) => PromiseLike<TOutput>,
): PromiseActorLogic<TOutput, TInput> {
  return fromPromise<TOutput, TInput>(({ input, signal }) =>
    Promise.resolve(call({ input, signal })).catch((error: unknown) => {
      if (signal.aborted) return new Promise<TOutput>(() => {})
      throw error
    }),
  )
}
