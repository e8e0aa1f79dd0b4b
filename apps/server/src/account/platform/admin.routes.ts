import { timingSafeEqual } from 'node:crypto'
import { success } from '@airwave/sdk/contract'
import { eq } from 'drizzle-orm'
import type { FastifyInstance, FastifyRequest } from 'fastify'
import * as z from 'zod/mini'
import { targetChannel } from '../../channel/channelRelations'
import { channels, members } from '../../db/schema'
import type { AppDeps } from '../../deps'
import { badRequest, notFound, unauthorized } from '../../http/httpError'
import { describeIssues } from '../../http/route'
import { endBroadcast, runningBroadcast } from '../../live/broadcasts'
import { findMemberByEmail } from '../signIn'

const ENDED_SUSPENDED = 2

// The spec accepts maintenance timestamps only in exact ISO form.
const exactIso = z.string().check(
  z.regex(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(\.\d{3})?(Z|[+-]\d{2}:\d{2})$/),
  z.refine((value) => !Number.isNaN(Date.parse(value)), 'Not a real instant'),
)

const maintenanceBody = z.object({
  title: z.string().check(z.minLength(1), z.maxLength(200)),
  description: z.string().check(z.maxLength(2000)),
  overhaulImpact: z.string().check(z.maxLength(2000)),
  startTimeISO: exactIso,
  endTimeISO: exactIso,
})

const memberBody = z.object({ email: z.string().check(z.minLength(3), z.maxLength(254)) })

function sameSecret(given: string, expected: string): boolean {
  const a = Buffer.from(given)
  const b = Buffer.from(expected)
  return a.length === b.length && timingSafeEqual(a, b)
}

/**
 * 404 when the admin calls are off (no admin token configured), 401 without the right bearer
 * token: the guard of every `/admin/*` call.
 *
 * @example requireAdmin(deps, request)
 */
export function requireAdmin(deps: AppDeps, request: FastifyRequest) {
  const expected = deps.config.adminToken
  // Without a configured token the admin calls do not exist.
  if (!expected) throw notFound(`No route for ${request.method} ${request.url}`)
  const match = /^Bearer\s+(\S+)$/i.exec(request.headers.authorization ?? '')
  if (!match?.[1] || !sameSecret(match[1], expected)) throw unauthorized('Admin token required')
}

/** The admin's `/admin/channel/{channelId}/suspend` marks or clears the channel's suspension. */
async function setSuspended(deps: AppDeps, request: FastifyRequest, suspended: boolean) {
  requireAdmin(deps, request)
  const { channelId } = request.params as { channelId: string }
  const channel = await targetChannel(deps.db, channelId)
  await deps.db.update(channels).set({ suspended }).where(eq(channels.id, channel.id))
  return channel
}

/**
 * Operator calls, outside the SDK contract (chosen: the spec shows no admin API). Guarded by
 * `Authorization: Bearer ${AIRWAVE_ADMIN_TOKEN}` and exempt from maintenance mode.
 * - `POST /admin/maintenance` {title, description, overhaulImpact, startTimeISO, endTimeISO}
 *   turns maintenance on (every API call answers 503 with this info);
 * - `DELETE /admin/maintenance` turns it off;
 * - `GET /admin/maintenance` answers the current info or null;
 * - `POST /admin/channel/{channelId}/suspend` suspends a channel, `DELETE` lifts it (below);
 * - `POST /admin/member/block` {email} blocks an account, `DELETE` lifts it (below).
 */
export function adminRoutes(app: FastifyInstance, deps: AppDeps): void {
  app.get('/admin/maintenance', async (request) => {
    requireAdmin(deps, request)
    return success(deps.maintenance.current() ?? null)
  })
  app.post('/admin/maintenance', async (request) => {
    requireAdmin(deps, request)
    const parsed = z.safeParse(maintenanceBody, request.body ?? {})
    if (!parsed.success) throw badRequest(describeIssues('body', parsed.error))
    if (Date.parse(parsed.data.endTimeISO) < Date.parse(parsed.data.startTimeISO)) {
      throw badRequest('body.endTimeISO: must not be before startTimeISO')
    }
    await deps.maintenance.enable(parsed.data)
    request.log.warn({ maintenance: parsed.data.title }, 'maintenance mode on')
    return success(parsed.data)
  })
  app.delete('/admin/maintenance', async (request) => {
    requireAdmin(deps, request)
    await deps.maintenance.disable()
    request.log.warn('maintenance mode off')
    return success(null)
  })

  /**
   * Suspends a channel: marked suspended (its info, stream info, likes and its streamer's stream
   * calls answer 403 CHA30068, and its stream key is refused at the ingest); its broadcast, ON
   * or waiting for its end, ends with endedReason 2 and its publisher is cut on whichever
   * instance holds it. LIVE_STATUS {status: false, endedReason: 2} goes to the channel's room
   * even when nothing was on air (pages open on it show the suspended dialog) and to the
   * streamer's own sockets (the dashboard's stop alert). Suspending again changes nothing and
   * says so again. 404 CHA30023 for an unknown channel, CHA30071 for a deleted one.
   */
  app.post('/admin/channel/:channelId/suspend', async (request) => {
    const channel = await setSuspended(deps, request, true)
    const live = await runningBroadcast(deps.db, channel.id)
    const status = {
      channelId: channel.handle,
      status: false,
      endedReason: ENDED_SUSPENDED,
    } as const
    const ended = live ? await endBroadcast(deps, live.id, channel.handle, ENDED_SUSPENDED) : false
    if (!ended) deps.realtime.toChannel(channel.handle, 'LIVE_STATUS', status)
    deps.realtime.toMember(channel.ownerId, 'LIVE_STATUS', status)
    deps.realtime.signal('streamOff', channel.id)
    request.log.warn({ channel: channel.handle, ended }, 'channel suspended')
    return success({ channelId: channel.handle, suspended: true })
  })

  /** Lifts a suspension: the channel may broadcast and be watched again. */
  app.delete('/admin/channel/:channelId/suspend', async (request) => {
    const channel = await setSuspended(deps, request, false)
    request.log.warn({ channel: channel.handle }, 'channel suspension lifted')
    return success({ channelId: channel.handle, suspended: false })
  })

  /**
   * Blocks an account: its sign-in and every call of its sessions answer 403 MEM10029 (the site
   * shows `/member/block`). 404 for an address no live account uses.
   */
  for (const [method, blocked] of [
    ['POST', true],
    ['DELETE', false],
  ] as const) {
    app.route({
      method,
      url: '/admin/member/block',
      handler: async (request) => {
        requireAdmin(deps, request)
        const parsed = z.safeParse(memberBody, request.body ?? {})
        if (!parsed.success) throw badRequest(describeIssues('body', parsed.error))
        const member = await findMemberByEmail(deps.db, parsed.data.email)
        if (!member) throw notFound('No account uses this e-mail')
        await deps.db.update(members).set({ blocked }).where(eq(members.id, member.id))
        request.log.warn({ member: member.id, blocked }, 'account block changed')
        return success({ email: member.email, blocked })
      },
    })
  }
}
