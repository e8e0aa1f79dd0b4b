import { errorCodes } from '@airwave/sdk'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { RunningServer } from '../server'
import { startTestServer } from '../testing/testServer'
import { addMember, snapshot, type TestMember } from './testKit'

// Every endpoint with broken input, as the channel owner (the most permitted caller, so a
// refusal comes from the input): a 4xx with a catalogue code, and nothing changes.

let server: RunningServer
let owner: TestMember
let viewer: TestMember
let ids: { post: number; comment: number; reply: number }

beforeAll(async () => {
  server = await startTestServer()
  owner = await addMember(server, 'owner')
  viewer = await addMember(server, 'viewer')
  const post = await owner.client.community.createPost({ content: 'post' })
  const comment = await viewer.client.community.createComment(post.idx, { content: 'c' })
  const reply = await viewer.client.community.createReply(comment.commentIdx, { content: 'r' })
  await viewer.client.community.likePost(post.idx)
  ids = { post: post.idx, comment: comment.commentIdx, reply: reply.replyIdx }
})
afterAll(() => server.stop())

const over5000 = '👍🏽'.repeat(5001)
const oneMegabyte = 'x'.repeat(1_000_000)
const badIds = ['abc', '-1', '0', '1.5', '1e3', '99999999999', '999999', '%00']
const wrongBodies: unknown[] = [
  '{',
  '[]',
  '"text"',
  'null',
  { content: 5 },
  { content: null },
  { content: ['a'] },
  { content: over5000 },
  { content: oneMegabyte },
  { content: '' },
  { content: 'a\u0000b' },
  '{"content":"lone \\ud800 surrogate"}',
  { channelId: 5 },
  { channelId: '' },
  { channelId: oneMegabyte },
  { reportReasonIdx: 'one' },
  { reportReasonIdx: 1.5 },
  { reportReason: { a: 1 } },
  { attachImgLink: 'x' },
  { attachImgLink: ['javascript:alert(1)'] },
  { content: 'ok', reservedDate: 'tomorrow' },
  { content: 'ok', socialPostLink: 'ftp://x' },
  { isFixed: 'yes' },
]

interface Target {
  method: string
  path: (id: string) => string
  hasId: boolean
  hasBody: boolean
  queries?: string[]
}

const t = (
  method: string,
  path: (id: string) => string,
  hasBody = false,
  hasId = true,
): Target => ({
  method,
  path,
  hasId,
  hasBody,
})

const targets = (): Record<string, Target> => ({
  listPosts: {
    ...t('GET', () => '/v2/channel/post', false, false),
    queries: [
      '',
      'channelId=owner&page=abc',
      'channelId=owner&page=0',
      'channelId=owner&limit=1000',
      `channelId=owner&search=${'x'.repeat(101)}`,
      'channelId=owner&sort=1',
      'channelId=%00',
    ],
  },
  getPost: { ...t('GET', (id) => `/v2/channel/post/${id}`), queries: ['', 'channelId=nobody'] },
  createPost: t('POST', () => '/v2/channel/post', true, false),
  updatePost: t('PUT', (id) => `/v2/channel/post/${id}`, true),
  deletePost: t('DELETE', (id) => `/v2/channel/post/${id}`),
  getPinStatus: t('GET', (id) => `/v2/channel/post/${id}/fixed-status`),
  likePost: t('POST', (id) => `/v2/channel/post/${id}/like`, true),
  unlikePost: t('DELETE', (id) => `/v2/channel/post/${id}/like`),
  reportPost: t('POST', (id) => `/v2/channel/post/${id}/report`, true),
  listComments: {
    ...t('GET', (id) => `/v2/channel/post/${id}/comment`),
    queries: ['page=x', 'page=-1', 'limit=0', 'limit=101', 'sort=popular'],
  },
  createComment: t('POST', (id) => `/v2/channel/post/${id}/comment`, true),
  updateComment: t('PUT', (id) => `/v2/channel/post/comment/${id}`, true),
  deleteComment: t('DELETE', (id) => `/v2/channel/post/comment/${id}`),
  pinComment: t('POST', (id) => `/v2/channel/post/comment/${id}/fix`),
  unpinComment: t('DELETE', (id) => `/v2/channel/post/comment/${id}/fix`),
  likeComment: t('POST', (id) => `/v2/channel/post/comment/${id}/like`),
  unlikeComment: t('DELETE', (id) => `/v2/channel/post/comment/${id}/like`),
  reportComment: t('POST', (id) => `/v2/channel/post/comment/${id}/report`, true),
  listReplies: {
    ...t('GET', (id) => `/v2/channel/post/comment/${id}/reply`),
    queries: ['page=0', 'limit=x'],
  },
  createReply: t('POST', (id) => `/v2/channel/post/comment/${id}/reply`, true),
  deleteReply: t('DELETE', (id) => `/v2/channel/post/comment/reply/${id}`),
  likeReply: t('POST', (id) => `/v2/channel/post/comment/reply/${id}/like`),
  unlikeReply: t('DELETE', (id) => `/v2/channel/post/comment/reply/${id}/like`),
  reportReply: t('POST', (id) => `/v2/channel/post/comment/reply/${id}/report`, true),
  getChannelInfo: t('GET', (id) => `/v2/channel/info/${id === 'abc' ? 'nobody' : id}`),
  listBlocked: {
    ...t('GET', () => '/v2/channel/block', false, false),
    queries: ['page=0', 'limit=x'],
  },
  block: t('POST', () => '/v2/channel/block', true, false),
  unblock: t('DELETE', () => '/v2/channel/block', true, false),
  listNotInterested: {
    ...t('GET', () => '/v2/channel/not-interested', false, false),
    queries: ['page=-2'],
  },
  addNotInterested: t('POST', () => '/v2/channel/not-interested', true, false),
  removeNotInterested: t('DELETE', () => '/v2/channel/not-interested', true, false),
  follow: t('POST', () => '/channel/follow', true, false),
  unfollow: t('DELETE', () => '/channel/follow', true, false),
  listReportReasons: t('GET', (id) => `/channel/report-reason/${id}`),
  reportChannel: t('POST', (id) => `/channel/${id}/report`, true),
})

/** The id of the right kind for an endpoint that is given a valid id. */
function validId(name: string): string {
  if (
    name.includes('Reply') &&
    !name.startsWith('listReplies') &&
    !name.startsWith('createReply')
  ) {
    return String(ids.reply)
  }
  if (/Comment|Repl/.test(name) && !/listComments|createComment/.test(name))
    return String(ids.comment)
  if (name === 'getChannelInfo') return 'owner'
  if (name === 'reportChannel') return 'viewer'
  if (name === 'listReportReasons') return 'channel'
  return String(ids.post)
}

async function send(method: string, path: string, body?: unknown) {
  const headers: Record<string, string> = { authorization: `Bearer ${owner.token}` }
  let payload: string | undefined
  if (body !== undefined) {
    headers['content-type'] = 'application/json'
    payload = typeof body === 'string' ? body : JSON.stringify(body)
  }
  const response = await fetch(server.url + path, { method, headers, body: payload })
  const json = (await response.json()) as { code?: string }
  return { status: response.status, code: json.code ?? '' }
}

const catalogued = (code: string) => Object.hasOwn(errorCodes, code)

describe('bad input', () => {
  for (const [name, target] of Object.entries(targets())) {
    it(`${name}: answers 4xx with a catalogue code and changes nothing`, async () => {
      const before = await snapshot(server)
      const answers: { what: string; status: number; code: string }[] = []
      if (target.hasId) {
        for (const id of badIds) {
          const path = target.path(encodeURIComponent(id).replace('%2500', '%00'))
          const query = target.queries ? '?channelId=owner' : ''
          const body = target.hasBody ? { content: 'x', reportReasonIdx: 1 } : undefined
          answers.push({ what: `id ${id}`, ...(await send(target.method, path + query, body)) })
        }
      }
      const id = validId(name)
      if (target.hasBody) {
        for (const body of wrongBodies) {
          // Bodies a call accepts as valid are skipped: only broken ones are sent here.
          if (isValidFor(name, body)) continue
          const what = `body ${JSON.stringify(body).slice(0, 60)}`
          answers.push({ what, ...(await send(target.method, target.path(id), body)) })
        }
      }
      for (const query of target.queries ?? []) {
        answers.push({
          what: `query ${query.slice(0, 60)}`,
          ...(await send(target.method, `${target.path(id)}?${query}`)),
        })
      }
      expect(answers.length).toBeGreaterThan(0)
      const wrong = answers.filter((a) => a.status < 400 || a.status >= 500 || !catalogued(a.code))
      expect(wrong).toEqual([])
      expect(await snapshot(server)).toEqual(before)
    })
  }
})

// A few broken-for-one-call bodies are fine for another (a like's body ignores `content`).
function isValidFor(name: string, body: unknown): boolean {
  // A JSON `null` body is no body: a like without its optional channelId.
  if (body === 'null') return name === 'likePost' || name === 'updatePost'
  if (typeof body === 'string' && body.startsWith('{"')) return isValidFor(name, JSON.parse(body))
  if (typeof body !== 'object' || body === null || Array.isArray(body)) return false
  const keys = Object.keys(body)
  const content = (body as { content?: unknown }).content
  // Extra keys are dropped: a comment or reply with valid content is valid.
  if (/^(create|update)(Comment|Reply)$/.test(name)) return content === 'ok'
  if (name === 'likePost') return !keys.includes('channelId')
  if (name === 'updatePost') {
    // A patch of only keys the post body does not know changes nothing and answers 200.
    return !keys.some((key) =>
      ['content', 'attachImgLink', 'reservedDate', 'isFixed', 'socialPostLink'].includes(key),
    )
  }
  return false
}
