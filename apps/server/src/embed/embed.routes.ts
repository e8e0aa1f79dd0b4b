import { embedEndpoints, embedHostOf } from '@airwave/sdk/contract'
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify'
import { withoutRefreshToken, writeSessionCookie } from '../account/sessionCookie'
import type { AppDeps } from '../deps'
import { requireChannel } from '../http/auth'
import { forbidden, notFound } from '../http/httpError'
import { route } from '../http/route'
import {
  answerEmbedLogin,
  beginEmbedLogin,
  claimEmbedLogin,
  clearEmbedLoginCookie,
  pendingEmbedLogin,
  startEmbedLogin,
} from './embedLogin'
import { registerEmbedPages } from './embedPages'
import { askingHost, embedChannelOf, embedVideoOf } from './embedPosters'
import { registerEmbedScript } from './embedScript'
import { allowedHostsOf, findEmbedChannel, saveAllowedHosts } from './embedSettings'

/**
 * The script-tag and iframe embed (issue 16): a channel's allowed hosts (its owner's calls),
 * the posters the elements show first, the iframe pages with their `frame-ancestors`, the
 * loader and its chunks, and the embed's sign-in handoff (see the widgets README).
 */
export function embedRoutes(app: FastifyInstance, deps: AppDeps): void {
  const { db, config } = deps

  // The owner's own channel only: a manager (or anyone acting as another channel) cannot
  // widen where a channel shows.
  route(app, embedEndpoints.getSettings, async ({ me }) => {
    const channel = requireChannel(me)
    return { channelId: channel.channelId, allowedHosts: await allowedHostsOf(db, channel.idx) }
  })

  route(app, embedEndpoints.updateSettings, async ({ me, body }) => {
    const channel = requireChannel(me)
    const allowedHosts = await saveAllowedHosts(db, channel.idx, body.allowedHosts)
    deps.embedOrigins.forget()
    return { channelId: channel.channelId, allowedHosts }
  })

  // Posters: readable by any page (an unlisted one learns why), with no credentials.
  route(app, embedEndpoints.channel, async ({ params, query, request, reply }) => {
    const channel = await findEmbedChannel(db, params.channelId)
    if (!channel) throw notFound('No channel has this id', 'CHA30006')
    openToEveryPage(reply)
    return embedChannelOf(deps, channel, askingHost(query.parent, request.headers.origin))
  })

  route(app, embedEndpoints.video, async ({ id, query, request, reply }) => {
    const video = await embedVideoOf(deps, id('vodNo'))
    if (!video) throw notFound('No such video', 'VOD1000')
    openToEveryPage(reply)
    const host = askingHost(query.parent, request.headers.origin)
    const { allowedHosts, ...poster } = video
    return { ...poster, allowed: host !== undefined && allowedHosts.includes(host) }
  })

  route(app, embedEndpoints.beginLogin, async ({ request, reply }) => {
    await mustBeEmbedOrigin(request)
    return beginEmbedLogin(db, request, reply)
  })

  // The popup's question and the member's answer: on the site's own side, with the site's
  // session (an embed's own session cannot grant another page anything).
  route(app, embedEndpoints.pendingLogin, ({ request }) => pendingEmbedLogin(db, request))

  route(app, embedEndpoints.answerLogin, ({ body, me, request, reply }) =>
    answerEmbedLogin(
      db,
      request,
      reply,
      { id: me.id, channelIdx: me.channel?.idx ?? null },
      body.allow,
    ),
  )

  route(app, embedEndpoints.claimLogin, async ({ body, request, reply }) => {
    const origin = request.headers.origin
    await mustBeEmbedOrigin(request)
    const host = (origin && embedHostOf(origin)) ?? 'embed'
    const pair = await claimEmbedLogin(db, config.jwtSecret, request, body, `embed:${host}`)
    writeSessionCookie(reply, pair, config.production)
    clearEmbedLoginCookie(reply)
    return withoutRefreshToken(pair)
  })

  // The popup's first stop, a top-level page on this origin: it hands the sign-in's key to its
  // opener at the origin that began it, then goes on to the sign-in page.
  app.get('/api/auth/embed-login/:loginId/start', async (request, reply) => {
    const { loginId } = request.params as { loginId: string }
    const { origin = '' } = request.query as { origin?: string }
    const openerOrigin = embedHostOf(origin) ? new URL(origin).origin : ''
    const started = /^[A-Za-z0-9_-]{10,100}$/.test(loginId)
      ? await startEmbedLogin(db, reply, loginId, config.production)
      : undefined
    const query = new URLSearchParams({ popup: 'embed', origin: openerOrigin })
    if (!started) query.set('error', 'expired')
    const next = `/login/third-party?${query}`
    reply.header('cache-control', 'no-store').header('cross-origin-opener-policy', 'unsafe-none')
    if (!started) return reply.redirect(next, 302)
    return reply.type('text/html; charset=utf-8').send(startPage(started, next))
  })

  app.get('/api/auth/embed-login/start.js', (_request, reply) =>
    reply
      .type('text/javascript; charset=utf-8')
      .header('cache-control', 'public, max-age=3600')
      .send(START_SCRIPT),
  )

  registerEmbedPages(app, deps)
  registerEmbedScript(app)

  // The sign-in popup of an embed is opened by another site's page and answers it with
  // `window.opener.postMessage`. The site's `same-origin-allow-popups` would put the popup in
  // a browsing context group of its own (no opener), so the popup's pages, the start above
  // and `/login/third-party?popup=embed`, whatever renders it, keep their opener.
  app.addHook('onSend', async (request, reply) => {
    const [path, query = ''] = request.url.split('?')
    const popup =
      path?.startsWith('/api/auth/embed-login/') ||
      (path === '/login/third-party' && new URLSearchParams(query).get('popup') === 'embed')
    if (popup) reply.header('cross-origin-opener-policy', 'unsafe-none')
  })

  /**
   * The embed's sign-in starts only from a partner's page, this origin's own iframe (its
   * Origin is the server's) or the configured apps.
   */
  async function mustBeEmbedOrigin(request: FastifyRequest) {
    const origin = request.headers.origin
    if (!origin) return
    if (embedHostOf(origin) === request.host.toLowerCase()) return
    if (config.corsOrigins.includes(origin) || (await deps.embedOrigins.allows(origin))) return
    throw forbidden('This page may not sign in to Airwave', 'EMBED_NOT_ALLOWED')
  }
}

/** `*` for a page the CORS list does not know (partners get their own origin already). */
function openToEveryPage(reply: FastifyReply) {
  if (!reply.getHeader('access-control-allow-origin'))
    reply.header('access-control-allow-origin', '*')
}

// The start page's script (a file of this origin: the site's CSP runs no inline script). The
// key goes to the opener at the origin that began the sign-in, and nowhere else.
const START_SCRIPT = `const data = document.currentScript.dataset
if (window.opener) window.opener.postMessage({ source: 'airwave', type: 'embed-login-key', key: data.key }, data.origin)
location.replace(data.next)
`

const attribute = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`)

function startPage(started: { key: string; origin: string }, next: string): string {
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="robots" content="noindex"><title>Airwave</title><script src="/api/auth/embed-login/start.js" data-key="${attribute(started.key)}" data-origin="${attribute(started.origin)}" data-next="${attribute(next)}"></script></head><body></body></html>`
}
