import { request as httpRequest } from 'node:http'
import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { generatedAvatarUrl } from '../channel/avatar'
import { addMember } from '../community/testKit'
import { channels } from '../db/schema'
import type { RunningServer } from '../server'
import { startTestServer } from '../testing/testServer'
import { absoluteMediaUrls } from './mediaUrls'

// A partner's page on another origin loads the server's pictures as the answers give them:
// avatars as absolute as post images, on the host the caller reached (its dev proxy) or on the
// configured public URL.

/** GET through a client that names its own Host, as a dev server's proxy does. */
function getAs(url: string, host: string): Promise<unknown> {
  return new Promise((resolve, reject) => {
    const request = httpRequest(url, { headers: { host } }, (response) => {
      let body = ''
      response.setEncoding('utf8')
      response.on('data', (chunk: string) => {
        body += chunk
      })
      response.on('end', () => resolve(JSON.parse(body)))
    })
    request.on('error', reject)
    request.end()
  })
}

describe('absolute media URLs', () => {
  let server: RunningServer
  let publicServer: RunningServer

  beforeAll(async () => {
    server = await startTestServer()
    publicServer = await startTestServer({ config: { publicUrl: 'https://tv.example.com' } })
    for (const running of [server, publicServer]) {
      await addMember(running, 'kim')
      await running.deps.db
        .update(channels)
        .set({ profileImg: generatedAvatarUrl('kim') })
        .where(eq(channels.handle, 'kim'))
    }
  })
  afterAll(async () => {
    await server?.stop()
    await publicServer?.stop()
  })

  it("answers a channel's avatar on the host the caller reached", async () => {
    const direct = (await (await fetch(`${server.url}/v2/channel/info/kim`)).json()) as {
      data: { streamerChannelInfo: { channelProfileImg: string } }
    }
    expect(direct.data.streamerChannelInfo.channelProfileImg).toBe(
      `${server.url}/media/avatar/kim.svg`,
    )
    const proxied = (await getAs(`${server.url}/v2/channel/info/kim`, 'localhost:5185')) as {
      data: { streamerChannelInfo: { channelProfileImg: string } }
    }
    expect(proxied.data.streamerChannelInfo.channelProfileImg).toBe(
      'http://localhost:5185/media/avatar/kim.svg',
    )
  })

  it('answers them on AIRWAVE_PUBLIC_URL when it is set', async () => {
    const answer = (await (await fetch(`${publicServer.url}/v2/channel/info/kim`)).json()) as {
      data: { streamerChannelInfo: { channelProfileImg: string } }
    }
    expect(answer.data.streamerChannelInfo.channelProfileImg).toBe(
      'https://tv.example.com/media/avatar/kim.svg',
    )
  })

  it('rewrites link fields only, never what a member wrote', () => {
    const origin = 'https://tv.example.com'
    expect(
      absoluteMediaUrls(
        {
          list: [
            {
              content: '/media/avatar/kim.svg',
              channelProfileImg: '/media/avatar/kim.svg',
              attachImgLink: ['/uploads/a.png', 'https://cdn.example.com/b.png'],
              thumbnail: '/media/vod/1/thumbnail.jpg?v=2',
              profileUrl: '/elsewhere',
              createDate: '2026-01-01',
            },
          ],
        },
        origin,
      ),
    ).toEqual({
      list: [
        {
          content: '/media/avatar/kim.svg',
          channelProfileImg: `${origin}/media/avatar/kim.svg`,
          attachImgLink: [`${origin}/uploads/a.png`, 'https://cdn.example.com/b.png'],
          thumbnail: `${origin}/media/vod/1/thumbnail.jpg?v=2`,
          profileUrl: '/elsewhere',
          createDate: '2026-01-01',
        },
      ],
    })
  })
})
