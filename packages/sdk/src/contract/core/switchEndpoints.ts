import { type EndpointDefinition, endpoint, type Schema } from '../../core/endpoint'

/** A switch's definition: everything of an endpoint but its method (a switch sends no query). */
type SwitchDefinition<
  Path extends string,
  Body extends Schema | undefined,
  Answer extends Schema,
> = Omit<EndpointDefinition<Path, undefined, Body, Answer>, 'method' | 'query'>

/**
 * A switch the caller flips on one thing (a like, a follow, a block, a pin): POST turns it on,
 * DELETE on the same path turns it off, with the same payload, answer and access. Written once
 * so that the two halves cannot drift apart.
 *
 * @example
 * const { on: follow, off: unfollow } = switchEndpoints({
 *   path: '/channel/follow',
 *   body: channelTargetSchema,
 *   answer: z.unknown(),
 *   auth: 'required',
 * })
 */
export function switchEndpoints<
  const Path extends string,
  Answer extends Schema,
  Body extends Schema | undefined = undefined,
>(definition: SwitchDefinition<Path, Body, Answer>) {
  return {
    on: endpoint<Path, Answer, undefined, Body>({ ...definition, method: 'POST' }),
    off: endpoint<Path, Answer, undefined, Body>({ ...definition, method: 'DELETE' }),
  }
}
