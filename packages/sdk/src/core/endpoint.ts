import type * as z from 'zod/mini'
import { safeStrings } from './safeText'

/** Any zod (mini or classic) schema. */
export type Schema = z.ZodMiniType

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE'

/**
 * Who may call an endpoint. The client sends the bearer token whenever it has one; the server
 * enforces `required` and computes per-member flags (isLike..., isBlockedChannel) for `optional`.
 */
export type EndpointAuth = 'none' | 'optional' | 'required'

/** The names of the `{param}` segments of a path template, in order. */
export type PathParamNames<Path extends string> =
  Path extends `${string}{${infer Name}}${infer Rest}` ? [Name, ...PathParamNames<Rest>] : []

/**
 * One call of the platform: the single place where its method, path and shapes are written.
 * The client binds it to a function, the reference server builds its route from it.
 */
export interface EndpointDefinition<
  Path extends string = string,
  Query extends Schema | undefined = Schema | undefined,
  Body extends Schema | 'multipart' | undefined = Schema | 'multipart' | undefined,
  Answer extends Schema = Schema,
> {
  readonly method: HttpMethod
  /** Path template with `{name}` segments, e.g. `/v2/channel/post/{postIdx}/comment`. */
  readonly path: Path
  /** Query string shape. */
  readonly query?: Query
  /** JSON body shape, or `'multipart'` for file uploads (the input is a `FormData`). */
  readonly body?: Body
  /** Shape of `data` in the success envelope. */
  readonly answer: Answer
  readonly auth: EndpointAuth
  /**
   * Callable with an embed's session (a token scoped to the embed on a partner's page): the
   * viewer's own actions there (watch, chat, like, follow, comment, report, block). Reads that
   * need no session are open to embeds anyway; see `embedMayCall`.
   */
  readonly embed?: boolean
  /**
   * Set where the spec does not show the path (or shape) and the choice is ours; the reference
   * server and the client share it, so it exists in this one place.
   */
  readonly chosen?: string
}

/**
 * Declares an endpoint, keeping its literal path so that path parameters are typed.
 *
 * @example
 * const getPost = endpoint({
 *   method: 'GET',
 *   path: '/v2/channel/post/{postIdx}',
 *   query: z.object({ channelId: z.string() }),
 *   answer: postSchema,
 *   auth: 'optional',
 * })
 */
export function endpoint<
  const Path extends string,
  Answer extends Schema,
  Query extends Schema | undefined = undefined,
  Body extends Schema | 'multipart' | undefined = undefined,
>(
  definition: EndpointDefinition<Path, Query, Body, Answer>,
): EndpointDefinition<Path, Query, Body, Answer> {
  // Every string a call sends is checked here, once for all calls (see safeText.ts).
  const { query, body } = definition
  return {
    ...definition,
    ...(query ? { query: query.check(safeStrings) as Query } : {}),
    ...(body && body !== 'multipart' ? { body: body.check(safeStrings) as Body } : {}),
  }
}

/** Fills `{name}` segments with URI-encoded values, in order. */
export function fillPath(path: string, values: readonly (string | number)[]): string {
  let i = 0
  return path.replace(/\{[^}]+\}/g, () => {
    const value = values[i++]
    if (value === undefined) throw new TypeError(`Missing path parameter ${i} for ${path}`)
    return encodeURIComponent(String(value))
  })
}

/** Names of the `{param}` segments of a path template at run time. */
export function pathParamNames(path: string): string[] {
  return Array.from(path.matchAll(/\{([^}]+)\}/g), (m) => m[1] as string)
}
