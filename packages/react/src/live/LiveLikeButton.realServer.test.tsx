import { type ChildProcess, spawn } from 'node:child_process'
import { createClient, createToastQueue, memoryTokenStore, type TokenPair } from '@airwave/sdk'
import { accountEndpoints } from '@airwave/sdk/account'
import { act, cleanup, fireEvent, render, waitFor, within } from '@testing-library/react'
import { StrictMode } from 'react'
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest'
import { AirwaveProvider } from '../shared/provider/AirwaveProvider'
import { type RealServer, startRealServer } from '../shared/realServer.fixture'
import { LiveLikeButton } from './LiveLikeButton'
import { useLiveInfo } from './useLiveInfo'

// Two members on the same live (a real publish to the server's RTMP ingest), each with the
// provider's short form (its own session, client and socket) under StrictMode, against the
// real server: one likes, the other's count follows through LIVE_INFO, and a reload (a new
// page) finds the like in stream info.
let server: RealServer
let publisher: ChildProcess | undefined
const PASSWORD = 'Airwave!2026'

async function signIn(email: string): Promise<TokenPair> {
  const client = createClient({ baseUrl: server.url, endpoints: { account: accountEndpoints } })
  return client.account.signIn({ email, password: PASSWORD })
}

function LivePage() {
  const live = useLiveInfo('airwave')
  return (
    <section data-state={live.state}>
      <LiveLikeButton streamInfo={live.streamInfo} />
    </section>
  )
}

async function page(tokens: TokenPair, clientId: string) {
  let view: ReturnType<typeof render> | undefined
  await act(async () => {
    view = render(
      <StrictMode>
        <AirwaveProvider
          baseUrl={server.url}
          clientId={clientId}
          tokenStore={memoryTokenStore(tokens)}
          toastQueue={createToastQueue()}
          onLoginRequired={() => {}}
        >
          <LivePage />
        </AirwaveProvider>
      </StrictMode>,
    )
  })
  if (!view) throw new Error('not rendered')
  const root = within(view.container)
  await waitFor(() => expect(view?.container.querySelector('[data-state="ON"]')).toBeTruthy(), {
    timeout: 20_000,
  })
  const button = () => root.getByRole('button', { name: 'Like' })
  await waitFor(() => expect(button().getAttribute('aria-disabled')).toBe('false'))
  return { view, root, button, count: () => root.getByTestId('live-like-count').textContent }
}

beforeAll(async () => {
  server = await startRealServer()
  const streamer = await signIn('streamer@airwave.test')
  const keyAt = async () => {
    const answer = await fetch(`${server.url}/v2/stream/key`, {
      headers: { authorization: `Bearer ${streamer.accessToken}` },
    })
    return ((await answer.json()) as { data: { streamKey: string; ingestUrl: string } }).data
  }
  // The ingest listens a moment after the server is ready: its port is in the key's answer.
  // The deadline is a hang guard only: a busy machine may take far longer than an idle one.
  const deadline = Date.now() + 150_000
  let { streamKey, ingestUrl } = await keyAt()
  while (ingestUrl.endsWith(':0/live')) {
    if (Date.now() > deadline) throw new Error('the RTMP ingest never listened')
    await new Promise((resolve) => setTimeout(resolve, 100))
    ;({ streamKey, ingestUrl } = await keyAt())
  }
  const seconds = 120
  publisher = spawn(
    process.env.FFMPEG_PATH || 'ffmpeg',
    [
      ...['-hide_banner', '-loglevel', 'error', '-re'],
      ...['-f', 'lavfi', '-i', `testsrc2=size=160x90:rate=15:duration=${seconds}`],
      ...['-c:v', 'libx264', '-preset', 'ultrafast', '-tune', 'zerolatency', '-g', '15'],
      ...['-f', 'flv', `${ingestUrl}/${streamKey}`],
    ],
    { stdio: 'ignore' },
  )
  // ON once the ingest took the publish (bounded: a hang guard).
  for (;;) {
    const info = await fetch(`${server.url}/v2/stream/info/airwave`)
    if (((await info.json()) as { data: { isStream: boolean } }).data.isStream) break
    if (Date.now() > deadline) throw new Error('the broadcast never went ON')
    await new Promise((resolve) => setTimeout(resolve, 100))
  }
}, 180_000)
afterAll(async () => {
  publisher?.kill('SIGKILL')
  await server?.stop()
})
afterEach(cleanup)

describe('LiveLikeButton against the real server', () => {
  it("one member's like reaches the other's page live, and stays after a reload", async () => {
    const first = await page(await signIn('viewer1@airwave.test'), 'like-one')
    const second = await page(await signIn('viewer2@airwave.test'), 'like-two')
    expect([first.count(), second.count()]).toEqual(['0', '0'])
    fireEvent.click(first.button())
    expect(first.button().getAttribute('aria-pressed')).toBe('true')
    await waitFor(() => expect(second.count()).toBe('1'), { timeout: 20_000 })
    expect(second.button().getAttribute('aria-pressed')).toBe('false')
    await waitFor(() => expect(first.button().dataset.busy).toBeUndefined())
    expect(first.count()).toBe('1')
    first.view.unmount()
    const again = await page(await signIn('viewer1@airwave.test'), 'like-three')
    expect(again.button().getAttribute('aria-pressed')).toBe('true')
    expect(again.count()).toBe('1')
  })
})
