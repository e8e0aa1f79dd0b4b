import { startTestServer } from '@airwave/server/testing'

type RunningServer = Awaited<ReturnType<typeof startTestServer>>

/** The demo VODs of the seed, in seed order: 12 s test pattern, 20 s colour bars. */
export const DEMO_VODS = { testPattern: 1, colourBars: 2 } as const

const STREAMER = { email: 'streamer@airwave.test', password: 'Airwave!2026' }

/**
 * The real server with the demo data; its demo VODs are transcoded in the background.
 *
 * @example const server = await startMediaServer()
 */
export function startMediaServer(): Promise<RunningServer> {
  return startTestServer({ seed: true })
}

/**
 * Resolves once a VOD is transcoded and served. The server has no push for it: its master
 * playlist is asked for until it answers.
 */
export async function vodReady(baseUrl: string, vodNo: number, ms = 450_000): Promise<void> {
  const deadline = Date.now() + ms
  while (Date.now() < deadline) {
    const response = await fetch(`${baseUrl}/media/vod/${vodNo}/master.m3u8`)
    await response.arrayBuffer()
    if (response.ok) return
    await new Promise((resolve) => setTimeout(resolve, 250))
  }
  throw new Error(`VOD ${vodNo} was not ready within ${ms} ms`)
}

/** Signs in as the demo streamer and reads the channel's RTMP target. */
export async function rtmpTarget(baseUrl: string): Promise<string> {
  const signIn = await fetch(`${baseUrl}/member/auth/sign-in`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(STREAMER),
  })
  const session = (await signIn.json()) as { data: { accessToken: string } }
  const key = await fetch(`${baseUrl}/v2/stream/key`, {
    headers: { authorization: `Bearer ${session.data.accessToken}` },
  })
  const { data } = (await key.json()) as { data: { streamKey: string; ingestUrl: string } }
  return `${data.ingestUrl}/${data.streamKey}`
}

/** `isStream` of the channel's stream info, as any viewer reads it. */
export async function isStreaming(baseUrl: string, channelId: string): Promise<boolean> {
  const response = await fetch(`${baseUrl}/v2/stream/info/${channelId}`)
  const body = (await response.json()) as { data: { isStream: boolean } }
  return body.data.isStream
}

/** Resolves once the channel's live master playlist is served (ffmpeg wrote its first playlist). */
export async function liveReady(baseUrl: string, channelId: string, ms = 60_000): Promise<void> {
  const deadline = Date.now() + ms
  while (Date.now() < deadline) {
    const response = await fetch(`${baseUrl}/media/live/${channelId}/master.m3u8`)
    await response.arrayBuffer()
    if (response.ok) return
    await new Promise((resolve) => setTimeout(resolve, 250))
  }
  throw new Error(`${channelId} was not live within ${ms} ms`)
}
