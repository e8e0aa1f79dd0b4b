#!/usr/bin/env node
// The script-tag embed's cost to a host page: Lighthouse (12.8.2, mobile: a phone's screen,
// 4x CPU slowdown, simulated slow 4G) on a partner's article page served from another origin
// (its own port, as `localhost`), without an embed and with the two lines of one, in headless
// Debian chromium, median of BENCH_LH_RUNS runs per page. Not part of the test command.
//
// - plain: the article alone.
// - player: the article with `<script src=".../embed.js" async>` and `<airwave-player vod="1">`
//   (the poster: the video's picture, the play button), as the dashboard's snippet writes it
//   (its place kept from the first paint by `style="display:block;aspect-ratio:16/9"`).
// - player, no style: the same without the style: the page shifts when the poster arrives.
// - player (iframe mode): the same with `mode="iframe"`: the iframe loads on the first play.
// - player and board: the player and `<airwave-community>` below the article's first screen
//   (it loads when it nears the screen).
//
//   node bench/embed-lighthouse.mjs
//   BENCH_LH_RUNS=1 node bench/embed-lighthouse.mjs
//
// Needs `pnpm --filter @airwave/widgets build` (the server serves its dist/script at /embed.js).
import { createServer } from 'node:http'
import { LIGHTHOUSE, lighthouse, median, okAt, startAirwaveServer, until } from './lib.mjs'

const LH_RUNS = Number(process.env.BENCH_LH_RUNS ?? 3)
const VOD = 1

const article = Array.from(
  { length: 8 },
  (_, i) =>
    `<p>Paragraph ${i + 1} of the partner's article: the match report, the quotes, the table and the analysis readers came for, long enough to fill a phone's screen and more.</p>`,
).join('\n')

function page(title, embed, below = '') {
  return `<!doctype html><html lang="en"><head><meta charset="utf-8">
<meta name="viewport" content="width=device-width,initial-scale=1"><title>${title}</title>
<meta name="description" content="A partner's article with an Airwave embed.">
<style>body{font:16px/1.6 system-ui,sans-serif;margin:0 auto;max-width:720px;padding:16px;color:#16181d}h1{font-size:28px}</style>
${embed ? embed.head : ''}</head><body><main><h1>${title}</h1>
${embed ? embed.body : ''}
${article}
${below}
</main></body></html>`
}

async function main() {
  const server = await startAirwaveServer({ dataDirPrefix: 'airwave-embed-bench-' })
  let partner
  try {
    const pages = {}
    partner = createServer((request, response) => {
      const html = pages[(request.url ?? '/').split('?')[0]]
      response.statusCode = html ? 200 : 404
      response.setHeader('content-type', 'text/html; charset=utf-8')
      response.end(html ?? '')
    })
    await new Promise((resolve) => partner.listen(0, '127.0.0.1', resolve))
    const host = `localhost:${partner.address().port}`
    const head = `<script src="${server.url}/embed.js" async></script>`
    const reserve = 'style="display:block;aspect-ratio:16/9"'
    const player = `<airwave-player vod="1" ${reserve}></airwave-player>`
    pages['/plain'] = page('Match report', undefined)
    pages['/player'] = page('Match report', { head, body: player })
    pages['/bare'] = page('Match report', {
      head,
      body: '<airwave-player vod="1"></airwave-player>',
    })
    pages['/iframe'] = page('Match report', {
      head,
      body: `<airwave-player vod="1" mode="iframe" ${reserve}></airwave-player>`,
    })
    pages['/board'] = page(
      'Match report',
      { head, body: player },
      '<airwave-community channel="airwave" style="display:block;height:640px"></airwave-community>',
    )

    // The demo streamer lets the partner embed the channel (its allow-list).
    const signIn = await fetch(`${server.url}/member/auth/sign-in`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: 'streamer@airwave.test', password: 'Airwave!2026' }),
    })
    const { data } = await signIn.json()
    const saved = await fetch(`${server.url}/v2/embed/settings`, {
      method: 'PUT',
      headers: { authorization: `Bearer ${data.accessToken}`, 'content-type': 'application/json' },
      body: JSON.stringify({ allowedHosts: [host] }),
    })
    if (!saved.ok) throw new Error(`the allow-list was not saved: ${saved.status}`)
    await until('the demo VOD', () => okAt(`${server.url}/media/vod/${VOD}/master.m3u8`))
    await until('the embed script', () => okAt(`${server.url}/embed.js`))

    const ms = (value) => (Number.isFinite(value) ? `${Math.round(value)} ms` : 'n/a')
    const rows = []
    for (const [name, path] of [
      ['article alone', '/plain'],
      ['with a player embed (script tag, inline)', '/player'],
      ["the same without the snippet's style", '/bare'],
      ['with a player embed (script tag, iframe mode)', '/iframe'],
      ['with a player and a board embed', '/board'],
    ]) {
      const scores = []
      for (let run = 0; run < LH_RUNS; run++)
        scores.push(await lighthouse(`http://${host}${path}`, run))
      const of = (key) => median(scores.map((score) => score[key]))
      rows.push(
        `| ${name} | ${of('performance')} | ${of('accessibility')} | ${of('bestPractices')} | ${ms(of('fcp'))} | ${ms(of('lcp'))} | ${ms(of('tbt'))} | ${of('cls').toFixed(3)} | ${Math.round(of('bytes') / 1024)} KiB |`,
      )
    }
    console.log(
      `\n| partner page, Lighthouse ${LIGHTHOUSE.split('@')[1]} mobile (median of ${LH_RUNS}) | performance | accessibility | best practices | FCP | LCP | TBT | CLS | transferred |`,
    )
    console.log('|---|---|---|---|---|---|---|---|---|')
    for (const row of rows) console.log(row)
  } finally {
    partner?.close()
    await server.stop()
  }
}

await main()
