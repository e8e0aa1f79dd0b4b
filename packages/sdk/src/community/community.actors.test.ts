import { describe, expect, it } from 'vitest'
import { createActor, waitFor } from 'xstate'
import { channelEndpoints } from '../contract/channel/channel.endpoints'
import { communityEndpoints } from '../contract/community/community.endpoints'
import { bindEndpoints } from '../core/client'
import { hasCallsInFlight } from '../core/inFlightCalls'
import type { ApiRequest, Transport } from '../core/request'
import { commentThreadMachine } from './commentThread.machine'
import { commentThreadActors, postListActors } from './community.actors'
import { postListMachine } from './postList.machine'

function fakeTransport(answers: Record<string, unknown>) {
  const sent: string[] = []
  const transport: Transport = {
    request: async <T>(request: ApiRequest) => {
      const key = `${request.method} ${request.path}`
      sent.push(request.query ? `${key} ${JSON.stringify(request.query)}` : key)
      return (answers[key] ?? null) as T
    },
  }
  return { transport, sent }
}

const comment = {
  commentIdx: 42,
  channelId: 'troll',
  content: 'hi',
  nickname: 'Troll',
  createDate: '2024-05-01T10:00:00Z',
  likeCnt: 0,
  replyCnt: 0,
}

describe('community actors', () => {
  it('make the comment thread calls through a bound client', async () => {
    const { transport, sent } = fakeTransport({
      'GET /v2/channel/post/7/comment': { currentPage: 1, totalCnt: 1, postComments: [comment] },
      'POST /v2/channel/post/comment/42/like': { isLike: true, likeCnt: 1 },
    })
    const client = bindEndpoints(transport, {
      community: communityEndpoints,
      channel: channelEndpoints,
    })
    const machine = commentThreadMachine.provide({ actors: commentThreadActors(client) })
    const actor = createActor(machine, {
      input: { postIdx: 7, channelId: 'kim', viewer: { status: 'member', channelId: 'me' } },
    }).start()
    await waitFor(actor, (s) => s.matches('ready'))
    actor.send({ type: 'LIKE', commentIdx: 42 })
    actor.send({ type: 'BLOCK', channelId: 'troll' })
    await waitFor(actor, (s) => !hasCallsInFlight(s.context.inFlight))
    expect(sent).toEqual([
      'GET /v2/channel/post/7/comment {"page":1,"sort":"recently"}',
      'POST /v2/channel/post/comment/42/like',
      'POST /v2/channel/block',
    ])
  })

  it('make the post list calls through a bound client', async () => {
    const { transport, sent } = fakeTransport({
      'GET /v2/channel/post': { list: [], page: 1, total: 0 },
    })
    const client = bindEndpoints(transport, { community: communityEndpoints })
    const machine = postListMachine.provide({ actors: postListActors(client) })
    const actor = createActor(machine, {
      input: { channelId: 'kim', viewer: { status: 'anonymous' } },
    }).start()
    await waitFor(actor, (s) => s.matches('ready'))
    expect(sent).toEqual(['GET /v2/channel/post {"channelId":"kim","page":1,"limit":20}'])
  })

  it('make the post page calls through a bound client', async () => {
    // The fake transport answers as the real one does after parsing: canonical names.
    const post = {
      idx: 7,
      channelId: 'kim',
      content: 'hi',
      likeCnt: 0,
      commentCnt: 0,
      attachImgLink: [],
      createDate: '2024-05-01T10:00:00Z',
    }
    const { transport, sent } = fakeTransport({
      'GET /v2/channel/post/7': post,
      'GET /v2/channel/post/7/fixed-status': { isFixedPublished: false, isFixedReserved: false },
      'PUT /v2/channel/post/7': { post: { ...post, isFixed: true }, replacedPostIdx: null },
    })
    const client = bindEndpoints(transport, { community: communityEndpoints })
    const machine = postListMachine.provide({ actors: postListActors(client) })
    const actor = createActor(machine, {
      input: { channelId: 'kim', postIdx: 7, viewer: { status: 'member', channelId: 'kim' } },
    }).start()
    await waitFor(actor, (s) => s.matches('ready'))
    actor.send({ type: 'PIN', postIdx: 7 })
    await waitFor(actor, (s) => s.matches('ready') && !hasCallsInFlight(s.context.inFlight))
    actor.send({ type: 'REPORT', postIdx: 7 })
    actor.send({ type: 'SUBMIT_REPORT', reason: 2 })
    await waitFor(actor, (s) => !hasCallsInFlight(s.context.inFlight))
    expect(sent).toEqual([
      'GET /v2/channel/post/7 {"channelId":"kim"}',
      'GET /v2/channel/post/7/fixed-status',
      'PUT /v2/channel/post/7',
      'POST /v2/channel/post/7/report',
    ])
  })
})
