import type * as z from 'zod/mini'
import { type EndpointDefinition, fillPath, type PathParamNames, type Schema } from './endpoint'
import type { RequestOptions, Transport } from './request'

type PathArgs<Names extends readonly string[]> = { [K in keyof Names]: string | number }

type Present<T> = Exclude<T, undefined>

type InputOf<E extends EndpointDefinition> = [Present<E['body']>] extends [never]
  ? [Present<E['query']>] extends [never]
    ? undefined
    : QueryInput<E>
  : Present<E['body']> extends 'multipart'
    ? FormData
    : [Present<E['query']>] extends [never]
      ? BodyInput<E>
      : BodyInput<E> & QueryInput<E>

type QueryInput<E extends EndpointDefinition> =
  Present<E['query']> extends Schema ? z.input<Present<E['query']>> : never

type BodyInput<E extends EndpointDefinition> =
  Present<E['body']> extends Schema ? z.input<Present<E['body']>> : never

type InputArgs<Input> = [Input] extends [undefined]
  ? [options?: RequestOptions]
  : Record<string, never> extends Input
    ? [input?: Input, options?: RequestOptions]
    : [input: Input, options?: RequestOptions]

/** The function a client exposes for one endpoint: path parameters first, then the input. */
export type EndpointFunction<E extends EndpointDefinition> = (
  ...args: [...PathArgs<PathParamNames<E['path']>>, ...InputArgs<InputOf<E>>]
) => Promise<z.output<E['answer']>>

/** Endpoint definitions grouped by domain, as exported by each domain module. */
export type EndpointGroups = Record<string, Record<string, EndpointDefinition>>

export type BoundGroups<G extends EndpointGroups> = {
  [Domain in keyof G]: { [Name in keyof G[Domain]]: EndpointFunction<G[Domain][Name]> }
}

/**
 * The part of a bound client that makes the calls `Names` of one domain: what a query or an
 * actor takes, so a full client fits and a test hands over only those calls.
 *
 * @example
 * type Needs<K extends keyof typeof chatEndpoints> = ClientPart<'chat', typeof chatEndpoints, K>
 * const chatInfo = (client: Needs<'getChatInfo'>) => client.chat.getChatInfo('airwave')
 */
export type ClientPart<
  Domain extends string,
  Endpoints extends Record<string, EndpointDefinition>,
  Names extends keyof Endpoints,
> = Record<Domain, { [Name in Names]: EndpointFunction<Endpoints[Name]> }>

function shapeKeys(schema: Schema | undefined): Set<string> {
  const shape = (schema as { _zod?: { def?: { shape?: object } } } | undefined)?._zod?.def?.shape
  return new Set(shape ? Object.keys(shape) : [])
}

/** Turns one definition into a function over a transport. */
export function bindEndpoint<E extends EndpointDefinition>(
  transport: Transport,
  definition: E,
): EndpointFunction<E> {
  const paramCount = (definition.path.match(/\{/g) ?? []).length
  const { body, query } = definition
  const queryKeys = body && typeof body !== 'string' && query ? shapeKeys(query) : undefined
  const call = (...args: unknown[]) => {
    const path = fillPath(definition.path, args.slice(0, paramCount) as (string | number)[])
    // A call with neither query nor body takes its options right after the path arguments.
    const takesInput = Boolean(body || query)
    const input = (takesInput ? args[paramCount] : undefined) as
      | Record<string, unknown>
      | FormData
      | undefined
    const options = args[takesInput ? paramCount + 1 : paramCount] as RequestOptions | undefined
    let queryValue: Record<string, unknown> | undefined
    let bodyValue: unknown
    if (!body) queryValue = input as Record<string, unknown> | undefined
    else if (!queryKeys || input instanceof FormData || input === undefined) bodyValue = input
    else {
      // An endpoint with both a query and a JSON body takes one input object; the query
      // schema's keys go to the query string, the rest to the body.
      queryValue = {}
      const rest: Record<string, unknown> = {}
      for (const [key, value] of Object.entries(input)) {
        if (queryKeys.has(key)) queryValue[key] = value
        else rest[key] = value
      }
      bodyValue = rest
    }
    return transport.request({
      method: definition.method,
      path,
      query: queryValue,
      body: bodyValue,
      answer: definition.answer,
      auth: definition.auth,
      options,
    })
  }
  return call as EndpointFunction<E>
}

/**
 * Binds groups of endpoint definitions to a transport. Pass only the domains a page needs and
 * the rest of the contract stays out of its bundle.
 *
 * @example
 * const client = bindEndpoints(transport, { community: communityEndpoints })
 * const page = await client.community.listComments(postIdx, { page: 1, sort: 'recently' })
 */
export function bindEndpoints<G extends EndpointGroups>(
  transport: Transport,
  groups: G,
): BoundGroups<G> {
  const bound: Record<string, Record<string, unknown>> = {}
  for (const [domain, endpoints] of Object.entries(groups)) {
    const functions: Record<string, unknown> = {}
    for (const [name, definition] of Object.entries(endpoints)) {
      functions[name] = bindEndpoint(transport, definition)
    }
    bound[domain] = functions
  }
  return bound as BoundGroups<G>
}
