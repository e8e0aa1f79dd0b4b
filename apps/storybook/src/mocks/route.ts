import {
  type EndpointDefinition,
  type ErrorCode,
  errorStatus,
  failure,
  type HttpMethod,
  success,
} from '@airwave/sdk/contract'
import { delay, HttpResponse, http } from 'msw'
import { behaviourOf, member, noteAnswered, Refusal } from './backend'

/** The API origin of the stories' client; nothing listens there, MSW answers. */
export const API_ORIGIN = 'https://api.airwave.test'

// A definition's `query` and `body` are optional properties: strip their `undefined` first.
type Output<S> = [NonNullable<S>] extends [never]
  ? undefined
  : NonNullable<S> extends { _zod: { output: infer O } }
    ? O
    : undefined
type Input<S> = S extends { _zod: { input: infer I } } ? I : never

/** One request as a handler sees it: parsed with the endpoint's own schemas. */
export interface Call<E extends EndpointDefinition> {
  /** The `{name}` segments of the path. */
  params: Record<string, string>
  query: Output<E['query']>
  body: Output<E['body']>
  /** The calling channel (the bearer token), undefined when anonymous. */
  viewer: string | undefined
}

const refuse = (status: number, code: string, message: string) =>
  HttpResponse.json(failure(status, code, message), { status })

// Input the schemas refuse is the caller's fault (400); an answer they refuse is ours and
// must fail loudly, so it is parsed outside this.
function parseInput<E extends EndpointDefinition>(definition: E, url: URL, json: unknown) {
  const { query, body } = definition
  return {
    query: query?.parse(Object.fromEntries(url.searchParams)) as Output<E['query']>,
    body: (typeof body === 'object' ? body.parse(json) : undefined) as Output<E['body']>,
  }
}

/**
 * The MSW handler of one SDK endpoint definition: its method and path (`{postIdx}` becomes
 * `:postIdx`), its query and body parsed with its schemas, and the answer parsed with its
 * answer schema before it goes out in the success envelope. A fixture or a fake that drifts
 * from the contract throws here, and the story fails. `Refusal`s become failure envelopes
 * with the catalogue's status; the scenario may make the call fail or hang instead.
 *
 * @example
 * route('getPost', communityEndpoints.getPost, ({ params, viewer }) => community.getPost(viewer, Number(params.postIdx)))
 */
export function route<E extends EndpointDefinition>(
  name: string,
  definition: E,
  answer: (call: Call<E>) => Input<E['answer']> | undefined,
) {
  const method = definition.method.toLowerCase() as Lowercase<HttpMethod>
  const path = API_ORIGIN + definition.path.replace(/\{(\w+)\}/g, ':$1')
  return http[method](path, async ({ request, params }) => {
    const behaviour = behaviourOf(name)
    if (behaviour === 'hang') await delay('infinite')
    if (behaviour === 'fail') return refuse(500, 'INTERNAL', `${name} failed (story scenario)`)
    const token = request.headers.get('authorization')?.replace(/^Bearer /, '')
    if (definition.auth === 'required' && !token) {
      return refuse(401, 'UNAUTHORIZED', 'Log in first')
    }
    const text = typeof definition.body === 'object' ? await request.text() : ''
    let input: ReturnType<typeof parseInput<E>>
    try {
      input = parseInput(definition, new URL(request.url), text ? JSON.parse(text) : {})
    } catch (error) {
      return refuse(400, 'INVALID_REQUEST', String(error))
    }
    let data: unknown
    try {
      data = answer({ params: params as Record<string, string>, ...input, viewer: token })
    } catch (error) {
      if (!(error instanceof Refusal)) throw error
      noteAnswered(name)
      const status = errorStatus(error.code as ErrorCode) ?? 400
      return refuse(status, error.code, error.message)
    }
    const body = success(definition.answer.parse(data))
    noteAnswered(name)
    return HttpResponse.json(body)
  })
}

/** A call from a signed-in member: `viewer` is their channel. */
export type MemberCall<E extends EndpointDefinition> = Call<E> & { viewer: string }

/**
 * `route` for an endpoint that only members may call: an anonymous call is refused as the
 * reference server refuses it, before the answer runs.
 *
 * @example
 * memberRoute('getSettings', notificationEndpoints.getSettings, () => state.settings)
 */
export function memberRoute<E extends EndpointDefinition>(
  name: string,
  definition: E,
  answer: (call: MemberCall<E>) => Input<E['answer']> | undefined,
) {
  return route(name, definition, (call) => answer({ ...call, viewer: member(call.viewer) }))
}
