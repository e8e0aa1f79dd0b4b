import type { FastifyReply } from 'fastify'

/**
 * Lets the pages of `hosts` frame this answer, and no one else: the site's policy (set by
 * helmet on every answer) with its `frame-ancestors` replaced by exactly those hosts (`'none'`
 * for an empty list, `*` for the error page, which anyone may show), and without helmet's
 * `X-Frame-Options: SAMEORIGIN`, which would refuse them all in browsers that read it first.
 * Hosts are the canonical `name[:port]` of `normalizeEmbedHost`: nothing here can add a
 * directive.
 *
 * @example allowFraming(reply, ['news.example.com'])
 */
export function allowFraming(reply: FastifyReply, hosts: readonly string[] | '*') {
  const sources = hosts === '*' ? '*' : hosts.length > 0 ? hosts.join(' ') : "'none'"
  const current = String(reply.getHeader('content-security-policy') ?? '')
  const directives = current
    .split(';')
    .map((directive) => directive.trim())
    .filter((directive) => directive !== '' && !directive.startsWith('frame-ancestors'))
  directives.push(`frame-ancestors ${sources}`)
  reply.header('content-security-policy', directives.join(';'))
  reply.removeHeader('x-frame-options')
}
