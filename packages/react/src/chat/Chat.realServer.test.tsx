import {
  createClient,
  createSession,
  createToastQueue,
  memoryTokenStore,
  type TokenPair,
} from '@airwave/sdk'
import { accountEndpoints } from '@airwave/sdk/account'
import { chatEndpoints } from '@airwave/sdk/chat'
import { act, cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react'
import { StrictMode } from 'react'
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest'
import { AirwaveProvider } from '../shared/provider/AirwaveProvider'
import { type RealServer, startRealServer } from '../shared/realServer.fixture'
import { Chat } from './Chat'
import { chatText } from './chatText'

// The chat as a partner runs it while developing: React's development build (Vitest sets
// NODE_ENV=test), <StrictMode>, the provider's short form (its own session, client and, when
// the chat mounts, its one socket: socket.io-client over a real WebSocket), against the real
// server with its demo data.
let server: RealServer
const PASSWORD = 'Airwave!2026'
const t = chatText('en-US')

async function signIn(email: string): Promise<TokenPair> {
  const client = createClient({ baseUrl: server.url, endpoints: { account: accountEndpoints } })
  return client.account.signIn({ email, password: PASSWORD })
}

function chatAs(tokens: TokenPair) {
  const session = createSession({ tokenStore: memoryTokenStore(tokens), clientId: 'test-web' })
  return createClient({
    baseUrl: server.url,
    clientId: 'test-web',
    session,
    endpoints: { chat: chatEndpoints },
  }).chat
}

beforeAll(async () => {
  server = await startRealServer()
})
afterAll(() => server.stop())
afterEach(cleanup)

describe('Chat under StrictMode, React development build, against the real server', () => {
  it('sends over the socket, shows the room live, and says a ban-word refusal', async () => {
    const viewer = await signIn('viewer1@airwave.test')
    const streamer = chatAs(await signIn('streamer@airwave.test'))
    await streamer.addBanWord('airwave', { word: 'forbiddenword' })
    // The short form loads its client's module first (a suspended render): React retries it in
    // an awaited act().
    await act(async () => {
      render(
        <StrictMode>
          <AirwaveProvider
            baseUrl={server.url}
            clientId="react-test"
            tokenStore={memoryTokenStore(viewer)}
            toastQueue={createToastQueue()}
            onLoginRequired={() => {}}
          >
            <div style={{ height: 500 }}>
              <Chat channelId="airwave" />
            </div>
          </AirwaveProvider>
        </StrictMode>,
      )
    })
    // Loading while the session and the member's channel load, then the room, connected.
    await waitFor(
      () => expect(screen.getByRole('region', { name: t('chat') }).dataset.state).toBe('connected'),
      { timeout: 20_000 },
    )
    const box = (await screen.findByRole('textbox', {
      name: t('messageLabel'),
    })) as HTMLTextAreaElement
    await waitFor(() => expect(box.readOnly).toBe(false))

    fireEvent.change(box, { target: { value: 'hello from the react chat' } })
    fireEvent.keyDown(box, { key: 'Enter' })
    const mine = (
      await screen.findByText(
        'hello from the react chat',
        { selector: 'li *' },
        { timeout: 20_000 },
      )
    ).closest('li') as HTMLElement
    expect(within(mine).getByText('Viewer1')).toBeTruthy()
    await waitFor(() => expect(box.value).toBe(''))

    // The streamer speaks over REST: the room pushes it to this socket.
    await streamer.sendMessage('airwave', { message: 'welcome, Viewer1' })
    const theirs = (await screen.findByText('welcome, Viewer1', {}, { timeout: 20_000 })).closest(
      'li',
    ) as HTMLElement
    expect(theirs.dataset.role).toBe('streamer')

    fireEvent.change(box, { target: { value: 'this has forbiddenword in it' } })
    fireEvent.keyDown(box, { key: 'Enter' })
    expect((await screen.findByRole('alert', {}, { timeout: 20_000 })).textContent).toBe(
      t('CHT10001'),
    )
    expect(box.value).toBe('this has forbiddenword in it')
    // The sender alone gets the refused message back in the room.
    await screen.findByText(t('forbiddenWords'), {}, { timeout: 20_000 })
    expect(screen.queryByText('Something went wrong.')).toBeNull()
  })
})
