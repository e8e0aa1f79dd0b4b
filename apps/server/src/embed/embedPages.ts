import { isEmbedHostAllowed, normalizeEmbedHost } from '@airwave/sdk/contract'
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify'
import type { AppDeps } from '../deps'
import { embedVideoOf } from './embedPosters'
import { allowedHostsOf, findEmbedChannel } from './embedSettings'
import { allowFraming } from './framePolicy'

/** What an iframe page's address may say beside its path. */
interface FrameQuery {
  /** The embedding page's host (Twitch's `parent`); several for a page framed in a frame. */
  parent?: string | string[]
  autoplay?: string
  muted?: string
  locale?: string
  post?: string
}

const escapeHtml = (text: string) =>
  text.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] ?? c,
  )

const parentsOf = (query: FrameQuery) =>
  (Array.isArray(query.parent) ? query.parent : query.parent ? [query.parent] : []).slice(0, 5)

/** `true`-ish query values: `autoplay=1`, `autoplay=true`, bare `autoplay`. */
const flag = (value: string | undefined) =>
  value !== undefined && value !== '0' && value !== 'false'

/**
 * The HTML of an iframe page: the script-tag loader of this origin and one element, in frame
 * mode (`frame-parent`: it talks to that parent only). The same elements as a partner's page,
 * so both modes behave alike; no React, no site shell.
 */
function framePage(title: string, lang: string, element: string): string {
  return `<!doctype html>
<html lang="${escapeHtml(lang)}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width,initial-scale=1">
<meta name="robots" content="noindex">
<title>${escapeHtml(title)}</title>
<style>html,body{margin:0;height:100%;background:#000;overflow:hidden}body>*{display:block;height:100%}</style>
<script src="/embed.js"></script>
</head>
<body>
${element}
<noscript><p style="color:#fff;font:16px system-ui;padding:16px">${escapeHtml(title)}: this player needs JavaScript.</p></noscript>
</body>
</html>
`
}

function attributes(values: Record<string, string | boolean | undefined>): string {
  // Names are ours; values are escaped.
  return Object.entries(values)
    .filter(([, value]) => value !== undefined && value !== false)
    .map(([name, value]) => (value === true ? name : `${name}="${escapeHtml(String(value))}"`))
    .join(' ')
}

function sendPage(reply: FastifyReply, html: string) {
  // Each page names the current loader, and the list may change: never kept.
  return reply
    .header('cache-control', 'no-store')
    .header('referrer-policy', 'strict-origin-when-cross-origin')
    .type('text/html; charset=utf-8')
    .send(html)
}

/** Where an unlisted (or missing) parent goes: the error page, which says why. */
function refuse(reply: FastifyReply, reason: string, values: Record<string, string>) {
  const query = new URLSearchParams({ reason, ...values })
  return reply.redirect(`/player/embed/error?${query}`, 302)
}

/**
 * The page's parents, checked: every `parent` on the channel's list (Twitch's rule: a page
 * names where it is embedded). Undefined when one is missing or unlisted.
 */
function checkedParents(query: FrameQuery, allowed: readonly string[]): string[] | undefined {
  const parents = parentsOf(query).map((parent) => normalizeEmbedHost(parent))
  if (parents.length === 0) return undefined
  if (parents.some((parent) => parent === undefined || !isEmbedHostAllowed(parent, allowed))) {
    return undefined
  }
  return parents as string[]
}

/**
 * The iframe pages (accounts-platform.md section 2: `/player/embed/{channel}`,
 * `/player/embed/video/{id}`, `/player/embed/error`; and the board's,
 * `/player/embed/community/{channel}`), served by the server itself, outside the site: a page
 * of a few hundred bytes that loads `/embed.js`. Each answers only to the hosts its channel
 * lists: `Content-Security-Policy: frame-ancestors` with exactly those, and a `parent` that
 * is not on the list goes to the error page.
 */
export function registerEmbedPages(app: FastifyInstance, deps: AppDeps) {
  const { db } = deps

  const channelPage =
    (kind: 'player' | 'community') => async (request: FastifyRequest, reply: FastifyReply) => {
      const handle = (request.params as { channel: string }).channel
      const query = request.query as FrameQuery
      const channel = await findEmbedChannel(db, handle)
      if (!channel) return refuse(reply, 'NOT_FOUND', { channel: handle })
      const allowed = await allowedHostsOf(db, channel.idx)
      const parents = checkedParents(query, allowed)
      if (!parents) {
        return refuse(reply, 'NOT_ALLOWED', {
          channel: channel.handle,
          host: parentsOf(query)[0] ?? '',
        })
      }
      allowFraming(reply, allowed)
      const lang = query.locale ?? 'en-US'
      const common = {
        frame: true,
        channel: channel.handle,
        'frame-parent': parents[0],
        locale: query.locale,
      }
      const element =
        kind === 'player'
          ? `<airwave-player ${attributes({ ...common, autoplay: flag(query.autoplay), muted: flag(query.muted) })}></airwave-player>`
          : `<airwave-community ${attributes({ ...common, post: query.post && /^\d{1,10}$/.test(query.post) ? query.post : undefined })}></airwave-community>`
      return sendPage(reply, framePage(`${channel.nickname} · Airwave`, lang, element))
    }

  app.get('/player/embed/:channel', channelPage('player'))
  app.get('/player/embed/community/:channel', channelPage('community'))

  app.get('/player/embed/video/:vodNo', async (request, reply) => {
    const raw = (request.params as { vodNo: string }).vodNo
    const query = request.query as FrameQuery
    const video = /^[1-9]\d{0,9}$/.test(raw) ? await embedVideoOf(deps, Number(raw)) : undefined
    if (!video) return refuse(reply, 'NOT_FOUND', { vod: raw })
    const parents = checkedParents(query, video.allowedHosts)
    if (!parents) {
      return refuse(reply, 'NOT_ALLOWED', {
        channel: video.channelId,
        host: parentsOf(query)[0] ?? '',
      })
    }
    allowFraming(reply, video.allowedHosts)
    const element = `<airwave-player ${attributes({
      frame: true,
      vod: String(video.vodNo),
      'frame-parent': parents[0],
      locale: query.locale,
      autoplay: flag(query.autoplay),
      muted: flag(query.muted),
    })}></airwave-player>`
    return sendPage(reply, framePage(`${video.title} · Airwave`, query.locale ?? 'en-US', element))
  })

  // Any page may show why it cannot show the player: the element words it in the viewer's
  // language (the embed's catalogue); the server only passes the reason on.
  app.get('/player/embed/error', async (request, reply) => {
    const query = request.query as {
      reason?: string
      host?: string
      channel?: string
      locale?: string
    }
    const reason = query.reason === 'NOT_FOUND' ? 'NOT_FOUND' : 'NOT_ALLOWED'
    allowFraming(reply, '*')
    const element = `<airwave-player ${attributes({
      frame: true,
      error: reason,
      'error-host': normalizeEmbedHost(query.host ?? '') ?? '',
      channel:
        query.channel && /^[A-Za-z0-9]{1,30}$/.test(query.channel) ? query.channel : undefined,
      locale: query.locale,
    })}></airwave-player>`
    return sendPage(reply, framePage('Airwave player', query.locale ?? 'en-US', element))
  })
}
