import { createClient, createToastQueue } from '@airwave/sdk'
import { channelEndpoints } from '@airwave/sdk/channel'
import { communityEndpoints } from '@airwave/sdk/community'
import { emoticonEndpoints } from '@airwave/sdk/emoticon'
import { cleanup, render, screen } from '@testing-library/react'
import { StrictMode } from 'react'
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest'
import { AirwaveProvider } from '../../shared/provider/AirwaveProvider'
import { type RealServer, startRealServer } from '../../shared/realServer.fixture'
import { CommunityBoard } from './CommunityBoard'
import { PostDetail } from './PostDetail'

// The kit as a partner runs it while developing: React's development build (Vitest sets
// NODE_ENV=test, so react-dom is its development build), <StrictMode>, and
// the real server over real HTTP, whose fetch honours the abort signal (the fakes of the other
// tests never abort, which is how StrictMode's reconnect failure hid from them).
let server: RealServer
beforeAll(async () => {
  server = await startRealServer()
})
afterAll(() => server.stop())
afterEach(cleanup)

function renderKit(children: React.ReactNode) {
  const client = createClient({
    baseUrl: server.url,
    endpoints: {
      community: communityEndpoints,
      channel: channelEndpoints,
      emoticon: emoticonEndpoints,
    },
  })
  return render(
    <StrictMode>
      <AirwaveProvider client={client} toastQueue={createToastQueue()} onLoginRequired={() => {}}>
        {children}
      </AirwaveProvider>
    </StrictMode>,
  )
}

describe('under StrictMode with React development build, against the real server', () => {
  it('shows the board', async () => {
    renderKit(
      <CommunityBoard
        channelId="airwave"
        viewer={{ status: 'anonymous' }}
        hrefForPost={(idx) => `/airwave/community/${idx}`}
      />,
    )
    expect((await screen.findAllByRole('article')).length).toBeGreaterThan(0)
    expect(screen.queryByText('Something went wrong.')).toBeNull()
  })

  it('shows a post with its comments', async () => {
    const client = createClient({
      baseUrl: server.url,
      endpoints: { community: communityEndpoints },
    })
    const [first] = (await client.community.listComments(1, { page: 1, sort: 'recently' }))
      .postComments
    if (!first) throw new Error('the demo post 1 has no comments')
    renderKit(<PostDetail channelId="airwave" postIdx={1} viewer={{ status: 'anonymous' }} />)
    expect(
      (await screen.findAllByText(first.content.slice(0, 12), { exact: false })).length,
    ).toBeGreaterThan(0)
    expect(screen.queryByText('Something went wrong.')).toBeNull()
  })
})
