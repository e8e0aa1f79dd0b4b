import { render, screen } from '@testing-library/react'
import { StrictMode } from 'react'
import { describe, expect, it } from 'vitest'
import {
  AirwaveProvider,
  channelEndpoints,
  communityEndpoints,
  createClient,
  emoticonEndpoints,
  usePostList,
} from '../index'

// The README's example, with a real client over a fake fetch.
function Board({ channelId }: { channelId: string }) {
  const { data, status } = usePostList(channelId)
  if (status !== 'success') return <p data-state={status}>Loading…</p>
  return (
    <ul>
      {data.pages
        .flatMap((page) => page.list)
        .map((post) => (
          <li key={post.idx}>{post.content}</li>
        ))}
    </ul>
  )
}

describe('the README example', () => {
  it('renders a channel board through a client made with createClient', async () => {
    const urls: string[] = []
    const fetch = async (url: string | URL | Request) => {
      urls.push(String(url))
      const post = {
        idx: 1,
        channelId: 'kim',
        content: 'Stream at 8!',
        likeCnt: 0,
        commentCnt: 0,
        createDate: '2025-01-01T00:00:00Z',
      }
      const data = { list: [post], page: 1, total: 1 }
      return Response.json({ statusCode: 200, message: 'OK', data })
    }
    const client = createClient({
      baseUrl: 'https://api.example.com',
      fetch,
      endpoints: {
        community: communityEndpoints,
        channel: channelEndpoints,
        emoticon: emoticonEndpoints,
      },
    })
    render(
      <StrictMode>
        <AirwaveProvider client={client} onLoginRequired={() => {}}>
          <Board channelId="kim" />
        </AirwaveProvider>
      </StrictMode>,
    )
    expect(await screen.findByText('Stream at 8!')).toBeDefined()
    expect(urls).toHaveLength(1)
    expect(urls[0]).toContain('/v2/channel/post?')
    expect(urls[0]).toContain('channelId=kim')
  })
})
