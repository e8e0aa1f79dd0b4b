import {
  type EndpointDefinition,
  embedMayCall,
  type PathParamNames,
  success,
  unsafeText,
} from '@airwave/sdk/contract'
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify'
import * as z from 'zod/mini'
import { type AuthMember, resolveMember } from './auth'
import { badRequest, HttpError, notFound, unauthorized } from './httpError'

type Schema = z.ZodMiniType

type ParamNames<Path extends string> = PathParamNames<Path>[number]

// Definitions type `query`/`body` as optional properties: strip the `undefined` first.
type Parsed<S> = [NonNullable<S>] extends [never]
  ? undefined
  : NonNullable<S> extends Schema
    ? z.output<NonNullable<S>>
    : undefined

interface RouteContext<D extends EndpointDefinition> {
  /** Path parameters as sent (strings). */
  params: Record<ParamNames<D['path']>, string>
  /**
   * A path parameter as a positive integer id. Anything else answers 404 NOT_FOUND: no
   * resource has that id.
   */
  id(name: ParamNames<D['path']>): number
  query: Parsed<D['query']>
  body: Parsed<D['body']>
  /** The signed-in member; `undefined` for anonymous callers of `optional` routes. */
  member: AuthMember | undefined
  /**
   * The signed-in member of an `auth: 'required'` route (route() has answered 401 before the
   * handler otherwise; elsewhere reading it without a member answers 401).
   */
  me: AuthMember
  /** For multipart endpoints, read the files from here (`request.file()`). */
  request: FastifyRequest
  reply: FastifyReply
}

export type RouteHandler<D extends EndpointDefinition> = (
  context: RouteContext<D>,
) => Promise<z.input<D['answer']>> | z.input<D['answer']>

const MAX_ID = 2 ** 31 - 1

/** Parses a positive integer id (a Postgres `serial`); `undefined` for anything else. */
function parseId(value: string | undefined): number | undefined {
  if (value === undefined || !/^[1-9]\d{0,9}$/.test(value)) return undefined
  const id = Number(value)
  return id <= MAX_ID ? id : undefined
}

/** One line per issue: `body.email: Invalid input`. */
export function describeIssues(where: string, error: z.core.$ZodError): string {
  return error.issues
    .map((issue) => {
      const path = issue.path.map(String).join('.')
      return `${path ? `${where}.${path}` : where}: ${issue.message}`
    })
    .join('; ')
}

/**
 * Query strings carry only strings: the contract's query schemas convert them (`queryInteger`,
 * `queryNumber`), so a query is parsed once, by the same schema the client builds it from.
 */
function parseQuery(schema: Schema, raw: Record<string, unknown>) {
  const parsed = z.safeParse(schema, raw)
  if (!parsed.success) throw badRequest(describeIssues('query', parsed.error))
  return parsed.data
}

/** `/v2/channel/post/{postIdx}` becomes Fastify's `/v2/channel/post/:postIdx`. */
function toFastifyPath(path: string): string {
  return path.replace(/\{([^}]+)\}/g, ':$1')
}

/**
 * Registers a route from an SDK endpoint definition: the method, the path, the query and body
 * validation, the authentication and the answer shape all come from the contract, so server
 * and client cannot drift apart. The handler returns the `data` of the success envelope.
 *
 * @example
 * route(app, accountEndpoints.signIn, async ({ body }) => signIn(deps, body))
 * route(app, communityEndpoints.getPost, async ({ id, member }) => loadPost(id('postIdx'), member))
 */
export function route<D extends EndpointDefinition>(
  app: FastifyInstance,
  definition: D,
  handler: RouteHandler<D>,
): void {
  const { deps } = app
  const allowEmbed = embedMayCall(definition)
  if (allowEmbed) app.embedCalls.add(definition.method, toFastifyPath(definition.path))
  app.route({
    method: definition.method,
    url: toFastifyPath(definition.path),
    handler: async (request, reply) => {
      // Who calls comes first: an anonymous caller learns nothing about the shapes.
      const member =
        definition.auth === 'none'
          ? undefined
          : await resolveMember(deps.db, deps.config.jwtSecret, request, { allowEmbed })
      if (definition.auth === 'required' && !member) throw unauthorized()
      const params = (request.params ?? {}) as Record<string, string>
      // Query and body strings are checked by the contract's schemas; path values here.
      for (const [name, value] of Object.entries(params)) {
        const problem = unsafeText(value)
        if (problem) throw badRequest(`params.${name}: The text ${problem}`)
      }
      const query = definition.query
        ? parseQuery(definition.query, (request.query ?? {}) as Record<string, unknown>)
        : undefined
      let body: unknown
      if (definition.body && definition.body !== 'multipart') {
        const parsed = z.safeParse(definition.body, request.body ?? {})
        if (!parsed.success) throw badRequest(describeIssues('body', parsed.error))
        body = parsed.data
      }
      const context = {
        params,
        id(name: string) {
          const id = parseId(params[name])
          if (id === undefined) throw notFound(`No resource has the id "${params[name]}"`)
          return id
        },
        query,
        body,
        member,
        get me() {
          if (!member) throw unauthorized()
          return member
        },
        request,
        reply,
      } as RouteContext<D>
      const data = await handler(context)
      const checked = z.safeParse(definition.answer, data)
      if (!checked.success) {
        request.log.error(
          { route: `${definition.method} ${definition.path}`, issues: checked.error.issues },
          'answer does not match the contract',
        )
        throw new HttpError(500, 'INTERNAL', 'The server produced an invalid answer')
      }
      const statusCode = reply.statusCode
      return reply.code(statusCode).send({ ...success(data), statusCode })
    },
  })
}
