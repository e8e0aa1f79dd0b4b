import { createClient } from '@airwave/sdk'
import { channelEndpoints } from '@airwave/sdk/channel'
import { communityEndpoints } from '@airwave/sdk/community'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { RunningServer } from '../server'
import { startTestServer } from '../testing/testServer'
import { addMember, type TestMember } from './testKit'
import { gradientPng } from './uploads/demoImages'

// Section 6 of the spec as a table: every call as an anonymous visitor, a member, the author
// of the comment or reply at stake, and the owner of the post's channel.

type Role = 'anonymous' | 'member' | 'author' | 'owner'
const roles: Role[] = ['anonymous', 'member', 'author', 'owner']

let server: RunningServer
let owner: TestMember
let author: TestMember
let member: TestMember

/** A client that remembers the HTTP status of its last answer. */
function recordingClient(token: string | undefined) {
  const last = { status: 0 }
  const client = createClient({
    baseUrl: server.url,
    endpoints: { community: communityEndpoints, channel: channelEndpoints },
    fetch: async (input, init) => {
      const headers = { ...(init?.headers as Record<string, string>) }
      if (token) headers.authorization = `Bearer ${token}`
      const response = await fetch(input, { ...init, headers })
      last.status = response.status
      return response
    },
  })
  return { client, last }
}

type Client = ReturnType<typeof recordingClient>['client']

interface Fixture {
  postIdx: number
  commentIdx: number
  replyIdx: number
}

/** A fresh post of the owner, with a comment and a reply by the author. */
async function fixture(): Promise<Fixture> {
  const post = await owner.client.community.createPost({ content: 'post' })
  const comment = await author.client.community.createComment(post.idx, { content: 'comment' })
  const reply = await author.client.community.createReply(comment.commentIdx, { content: 'reply' })
  return { postIdx: post.idx, commentIdx: comment.commentIdx, replyIdx: reply.replyIdx }
}

const commentReport = {
  streamerChannelId: 'owner',
  reportedChannelId: 'author',
  reportedCommentContent: 'text',
  reportReason: 1,
  contentIdx: 1,
}

function imageForm() {
  const form = new FormData()
  form.append('file', new Blob([new Uint8Array(gradientPng(4, 4, [1, 2, 3], [4, 5, 6]))]), 'a.png')
  return form
}

let reportedChannels = 0

type Row = [name: string, call: (c: Client, f: Fixture) => Promise<unknown>, expected: number[]]

//                                                               anonymous member author owner
const table: Row[] = [
  ['listPosts', (c) => c.community.listPosts({ channelId: 'owner' }), [200, 200, 200, 200]],
  [
    'getPost',
    (c, f) => c.community.getPost(f.postIdx, { channelId: 'owner' }),
    [200, 200, 200, 200],
  ],
  // A post is always created on the caller's own channel, so every member owns theirs.
  ['createPost', (c) => c.community.createPost({ content: 'mine' }), [401, 201, 201, 201]],
  [
    'updatePost',
    (c, f) => c.community.updatePost(f.postIdx, { content: 'x' }),
    [401, 403, 403, 200],
  ],
  ['pinPost', (c, f) => c.community.updatePost(f.postIdx, { isFixed: true }), [401, 403, 403, 200]],
  ['deletePost', (c, f) => c.community.deletePost(f.postIdx), [401, 403, 403, 200]],
  ['getPinStatus', (c, f) => c.community.getPinStatus(f.postIdx), [401, 403, 403, 200]],
  ['likePost', (c, f) => c.community.likePost(f.postIdx), [401, 200, 200, 200]],
  ['unlikePost', (c, f) => c.community.unlikePost(f.postIdx), [401, 200, 200, 200]],
  [
    'reportPost',
    (c, f) => c.community.reportPost(f.postIdx, { reportReasonIdx: 1 }),
    [401, 200, 200, 403],
  ],
  ['uploadImages', (c) => c.community.uploadImages(imageForm()), [401, 200, 200, 200]],
  ['listComments', (c, f) => c.community.listComments(f.postIdx), [200, 200, 200, 200]],
  [
    'createComment',
    (c, f) => c.community.createComment(f.postIdx, { content: 'hi' }),
    [401, 201, 201, 201],
  ],
  [
    'updateComment',
    (c, f) => c.community.updateComment(f.commentIdx, { content: 'x' }),
    [401, 403, 200, 403],
  ],
  ['deleteComment', (c, f) => c.community.deleteComment(f.commentIdx), [401, 403, 200, 200]],
  ['pinComment', (c, f) => c.community.pinComment(f.commentIdx), [401, 403, 403, 200]],
  ['unpinComment', (c, f) => c.community.unpinComment(f.commentIdx), [401, 403, 403, 200]],
  ['likeComment', (c, f) => c.community.likeComment(f.commentIdx), [401, 200, 200, 200]],
  ['unlikeComment', (c, f) => c.community.unlikeComment(f.commentIdx), [401, 200, 200, 200]],
  [
    'reportComment',
    (c, f) => c.community.reportComment(f.commentIdx, commentReport),
    [401, 200, 403, 200],
  ],
  ['listReplies', (c, f) => c.community.listReplies(f.commentIdx), [200, 200, 200, 200]],
  [
    'createReply',
    (c, f) => c.community.createReply(f.commentIdx, { content: 'hi' }),
    [401, 201, 201, 201],
  ],
  ['deleteReply', (c, f) => c.community.deleteReply(f.replyIdx), [401, 403, 200, 200]],
  ['likeReply', (c, f) => c.community.likeReply(f.replyIdx), [401, 200, 200, 200]],
  ['unlikeReply', (c, f) => c.community.unlikeReply(f.replyIdx), [401, 200, 200, 200]],
  [
    'reportReply',
    (c, f) => c.community.reportReply(f.replyIdx, commentReport),
    [401, 200, 403, 200],
  ],
  ['getChannelInfo', (c) => c.channel.getChannelInfo('author'), [200, 200, 200, 200]],
  ['listBlocked', (c) => c.channel.listBlocked(), [401, 200, 200, 200]],
  // Blocking the author of a comment: anybody but the author (CHA30017).
  ['block', (c) => c.channel.block({ channelId: 'author' }), [401, 200, 403, 200]],
  ['unblock', (c) => c.channel.unblock({ channelId: 'author' }), [401, 200, 200, 200]],
  ['listNotInterested', (c) => c.channel.listNotInterested(), [401, 200, 200, 200]],
  [
    'addNotInterested',
    (c) => c.channel.addNotInterested({ channelId: 'author' }),
    [401, 200, 403, 200],
  ],
  [
    'removeNotInterested',
    (c) => c.channel.removeNotInterested({ channelId: 'author' }),
    [401, 200, 200, 200],
  ],
  ['follow', (c) => c.channel.follow({ channelId: 'author' }), [401, 200, 403, 200]],
  ['unfollow', (c) => c.channel.unfollow({ channelId: 'author' }), [401, 200, 200, 200]],
  ['listReportReasons', (c) => c.channel.listReportReasons('channel'), [200, 200, 200, 200]],
  [
    'reportChannel',
    // Each role reports a fresh channel: a second report by the same member would be a 409.
    async (c) => {
      await addMember(server, `reported${++reportedChannels}`)
      return c.channel.reportChannel(`reported${reportedChannels}`, { reportReasonIdx: 1 })
    },
    [401, 200, 200, 200],
  ],
]

beforeAll(async () => {
  server = await startTestServer()
  owner = await addMember(server, 'owner')
  author = await addMember(server, 'author')
  member = await addMember(server, 'member')
})
afterAll(() => server.stop())

describe('permission matrix (spec section 6)', () => {
  it.each(table)('%s', async (_name, call, expected) => {
    const tokens: Record<Role, string | undefined> = {
      anonymous: undefined,
      member: member.token,
      author: author.token,
      owner: owner.token,
    }
    const statuses: number[] = []
    for (const role of roles) {
      const f = await fixture()
      const { client, last } = recordingClient(tokens[role])
      await call(client, f).catch(() => undefined)
      statuses.push(last.status)
      // Undo relations so that the next role starts from the same state.
      await owner.client.channel.unblock({ channelId: 'author' }).catch(() => undefined)
      await member.client.channel.unblock({ channelId: 'author' }).catch(() => undefined)
    }
    expect(Object.fromEntries(roles.map((role, i) => [role, statuses[i]]))).toEqual(
      Object.fromEntries(roles.map((role, i) => [role, expected[i]])),
    )
  })
})
