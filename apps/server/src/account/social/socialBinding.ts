import { randomBytes } from 'node:crypto'
import type { FastifyReply, FastifyRequest } from 'fastify'
import { sha256 } from '../tokens'

/** The cookie tying a social flow to the browser that started it. */
const BINDING_COOKIE = 'airwave_social'
/** A flow and its sign-up last at most this long. */
const BINDING_MAX_AGE_S = 60 * 60

/**
 * httpOnly, scoped to the social calls and the callback. Lax outside production (http); in
 * production `SameSite=None; Secure`, so a provider answering with a form POST (Apple) still
 * brings it back: the binding is checked against the flow, so the cookie alone proves nothing.
 */
function options(production: boolean) {
  return {
    path: '/member/auth/social',
    httpOnly: true,
    sameSite: production ? ('none' as const) : ('lax' as const),
    secure: production,
    maxAge: BINDING_MAX_AGE_S,
  }
}

/**
 * The hash of this browser's binding, set first when the browser has none.
 *
 * @example const bindingHash = ensureBinding(request, reply, production)
 */
export function ensureBinding(
  request: FastifyRequest,
  reply: FastifyReply,
  production: boolean,
): string {
  const known = readBindingValue(request)
  const value = known ?? randomBytes(32).toString('base64url')
  // Set again each time: its lifetime runs from the newest flow.
  reply.setCookie(BINDING_COOKIE, value, options(production))
  return sha256(value)
}

function readBindingValue(request: FastifyRequest): string | undefined {
  const value = request.cookies[BINDING_COOKIE]
  return value && /^[A-Za-z0-9_-]{43}$/.test(value) ? value : undefined
}

/** The hash of this browser's binding, if it has one. */
export function readBinding(request: FastifyRequest): string | undefined {
  const value = readBindingValue(request)
  return value ? sha256(value) : undefined
}
