// The server of bench/comments-scroll.mjs: the demo data (without the media module, so no
// ffmpeg transcode competes for the CPU), a post of the demo channel with COMMENTS comments from
// the five demo viewers, and the site from SITE_DIR, on 127.0.0.1. It prints one JSON line,
// `{"url":…,"postIdx":…}`, once ready, and stops on SIGTERM or when its input closes.
//
//   COMMENTS=5000 SITE_DIR=../site/dist node --conditions=@airwave/source --import tsx scripts/commentsBenchServer.ts
import { channels, communityPosts, postComments } from '../src/db/schema'
import { routeModules } from '../src/modules'
import { stopOnce } from '../src/testing/stopOnce'
import { startTestServer } from '../src/testing/testServer'
import { mediaRoutes } from '../src/video/media.routes'

const total = Number(process.env.COMMENTS ?? 5000)
const siteDir = process.env.SITE_DIR

const server = await startTestServer({
  seed: true,
  modules: routeModules.filter((module) => module !== mediaRoutes),
  ...(siteDir && { config: { siteDir } }),
})
const { db } = server.deps

const all = await db.select().from(channels)
const streamer = all.find((channel) => channel.handle === 'airwave')
const viewers = all.filter((channel) => /^viewer\d$/.test(channel.handle))
if (!streamer || viewers.length === 0) throw new Error('no demo accounts: is seed on?')
const [post] = await db
  .insert(communityPosts)
  .values({
    channelId: streamer.id,
    content: `Benchmark post with ${total} comments`,
    commentCnt: total,
  })
  .returning()
if (!post) throw new Error('the benchmark post was not inserted')
const start = Date.now() - total * 1000
const texts = [
  'Great stream yesterday, the new route looks fast {:wave:}',
  'Link for the lazy: https://airwave.test/video/42 enjoy',
  '@viewer2 are you watching tonight?',
  'Line one\nline two of a longer comment that wraps on a phone screen for sure',
]
// In batches of 1000: one statement per batch keeps the insert well under a second a batch.
for (let offset = 0; offset < total; offset += 1000) {
  const rows = []
  for (let i = offset; i < Math.min(total, offset + 1000); i++) {
    const author = viewers[i % viewers.length] as (typeof viewers)[number]
    rows.push({
      postId: post.id,
      memberId: author.ownerId,
      channelId: author.id,
      content: `#${i + 1} ${texts[i % texts.length]}`,
      likeCnt: i % 7,
      createdAt: new Date(start + i * 1000),
    })
  }
  await db.insert(postComments).values(rows)
}

process.stdout.write(`${JSON.stringify({ url: server.url, postIdx: post.id })}\n`)

const stop = stopOnce(server)
process.on('SIGTERM', stop)
process.stdin.on('end', stop)
process.stdin.resume()
