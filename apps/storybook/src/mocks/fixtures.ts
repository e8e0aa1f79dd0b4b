import {
  type Comment,
  commentSchema,
  type EmoticonList,
  emoticonListSchema,
  type Post,
  postSchema,
  type Reply,
  replySchema,
  type StreamerEmoticons,
  streamerEmoticonsSchema,
} from '@airwave/sdk/contract'
import { CDN_ORIGIN } from './cdn'
import { BOARD, type ChannelId, nicknameOf } from './people'

// Every fixture is written as the server sends it and parsed through the SDK's schema, so a
// change of the contract that the fixtures no longer meet fails the stories at once.

/** A stored post; `isLikePost` is computed per viewer from `likes`. */
export interface PostRow {
  post: Post
  likes: Set<string>
}

/** A stored comment; `isLikeComment` and `isBlockedChannel` are computed per viewer. */
export interface CommentRow {
  postIdx: number
  comment: Comment
  likes: Set<string>
}

/** A stored reply, with its comment. */
export interface ReplyRow {
  commentIdx: number
  reply: Reply
  likes: Set<string>
}

export interface Seed {
  posts: PostRow[]
  comments: CommentRow[]
  replies: ReplyRow[]
  /** Blocked channels by member, newest first. */
  blocks: Map<string, string[]>
  emoticons: EmoticonList
  channelEmoticons: StreamerEmoticons
  /** Members subscribed to the board's channel (its emoticons are unlocked for them). */
  subscribers: Set<string>
}

/** The post the comment stories show. */
export const POST_IDX = 1

const minutesAgo = (minutes: number) => new Date(Date.now() - minutes * 60_000).toISOString()

// Pictures come from the fake CDN that MSW answers (see cdn.ts): real https URLs, as the
// rich-text renderer accepts no others, and still no network.
const picture = (label: string, hue: number) =>
  `${CDN_ORIGIN}/picture/${hue}/${encodeURIComponent(label)}.svg`
const glyph = (text: string) => `${CDN_ORIGIN}/glyph/${encodeURIComponent(text)}.svg`

function post(idx: number, fields: Record<string, unknown>, likedBy: string[] = []): PostRow {
  const wire = {
    postIdx: idx,
    channelId: BOARD,
    nickname: nicknameOf(BOARD),
    likeCount: likedBy.length,
    commentCount: 0,
    createDate: minutesAgo(idx === POST_IDX ? 90 : 60 * idx),
    ...fields,
  }
  return { post: postSchema.parse(wire), likes: new Set(likedBy) }
}

function comment(
  commentIdx: number,
  channelId: ChannelId,
  content: string,
  extra: Record<string, unknown> = {},
  likedBy: string[] = [],
): CommentRow {
  const wire = {
    commentIdx,
    channelId,
    nickname: nicknameOf(channelId),
    content,
    createDate: minutesAgo(200 - commentIdx * 10),
    profileImgLink: null,
    likeCount: likedBy.length,
    replyCount: 0,
    ...extra,
  }
  return { postIdx: POST_IDX, comment: commentSchema.parse(wire), likes: new Set(likedBy) }
}

function reply(
  commentIdx: number,
  replyIdx: number,
  channelId: ChannelId,
  content: string,
  likedBy: string[] = [],
): ReplyRow {
  const wire = {
    replyIdx,
    channelId,
    nickname: nicknameOf(channelId),
    content,
    createDate: minutesAgo(100 - replyIdx),
    channelProfileImg: null,
    likeCnt: likedBy.length,
  }
  return { commentIdx, reply: replySchema.parse(wire), likes: new Set(likedBy) }
}

function posts(): PostRow[] {
  const rows = [
    post(
      POST_IDX,
      {
        postComment:
          'Tonight at 8 pm: the spring speedrun marathon. Bring snacks, the first run is a long one!',
        attachImgLink: [picture('Marathon', 210), picture('Schedule', 140)],
        isFixed: true,
      },
      ['viewer1', 'viewer3', 'viewer4'],
    ),
    post(2, {
      postComment: `Thanks for 10k followers!\n${'Every one of you made this channel what it is. '.repeat(8)}`,
      previewComment: { commentNickname: 'Ploy', commentContent: 'Congratulations!' },
    }),
    post(3, {
      postComment: 'New clip from last night',
      socialPostLink: 'https://example.com/clip',
    }),
    post(4, {
      postComment: 'Next week: a charity stream',
      reservedDate: new Date(Date.now() + 7 * 24 * 60 * 60_000).toISOString(),
      isReserved: true,
    }),
  ]
  // Enough posts for a second page (20 on the first, then 10).
  for (let idx = 5; idx <= 26; idx++) {
    rows.push(post(idx, { postComment: `Stream notes #${idx}` }, idx % 3 === 0 ? ['viewer2'] : []))
  }
  return rows
}

// The two comments with replies: the author's (two) and Lin's (more than a page).
const BY_AUTHOR = 10
const WITH_MANY_REPLIES = 11

function comments(): CommentRow[] {
  // Older filler first: more than a page, for the infinite scroll.
  const rows: CommentRow[] = []
  for (let idx = 1; idx <= 8; idx++) {
    rows.push(comment(idx, idx % 2 ? 'viewer3' : 'viewer5', `Hype message number ${idx}`))
  }
  rows.push(
    comment(9, 'viewer3', 'Pinned: the schedule is in the description.', { isFixed: true }, [
      'viewer4',
      'viewer5',
    ]),
    comment(BY_AUTHOR, 'viewer2', 'Great stream yesterday!\nThat last boss was unreal.', {
      isEdited: true,
    }),
    comment(WITH_MANY_REPLIES, 'viewer4', 'Who else stayed up for the whole thing?', {}, [
      'viewer2',
    ]),
    comment(12, 'troll', 'FREE GEMS at totally-legit.example'),
    comment(13, 'viewer2', 'See you all at 8.', {}, ['viewer1', 'viewer3', 'viewer4', 'viewer5']),
    comment(14, 'viewer5', 'Can we get a replay of the second run?'),
  )
  return rows
}

function replies(): ReplyRow[] {
  const rows = [
    reply(BY_AUTHOR, 1, 'airwave', 'Thank you, see you tonight!', ['viewer2']),
    reply(BY_AUTHOR, 2, 'viewer4', 'Agreed, best run so far.'),
  ]
  // More than a page of replies, for "view more replies".
  for (let idx = 3; idx <= 14; idx++) {
    rows.push(reply(WITH_MANY_REPLIES, idx, 'viewer5', `Me! (${idx})`))
  }
  return rows
}

function emoticons(): EmoticonList {
  const faces = ['😀', '😂', '😍', '😮', '😢', '😡', '👍', '👏', '🎉', '🔥', '💯', '🙏']
  return emoticonListSchema.parse({
    lastUpdated: '2026-11-01T00:00:00.000Z',
    basic: {
      name: {
        'en-US': 'Basic',
        'ko-KR': '기본',
        'th-TH': 'พื้นฐาน',
        'zh-CN': '基础',
        'zh-TW': '基礎',
        'ja-JP': 'ベーシック',
      },
      emoticons: faces.map((face, order) => ({
        emoticonKeyword: `face${order + 1}`,
        emoticonImgUrl: glyph(face),
        emoticonOrder: order,
      })),
    },
  })
}

function channelEmoticons(): StreamerEmoticons {
  return streamerEmoticonsSchema.parse({
    channelId: BOARD,
    nickName: nicknameOf(BOARD),
    emoticons: ['🌊', '📡', '🎮'].map((face, order) => ({
      emoticonKeyword: `airwave${order + 1}`,
      emoticonImgUrl: glyph(face),
    })),
  })
}

/**
 * A fresh copy of the demo data: the board `airwave` with posts, post 1's comments (one
 * pinned, one by a channel the member blocked, two pages) and replies, and the emoticons.
 *
 * @example
 * const { comments } = seed()
 */
export function seed(): Seed {
  const commentRows = comments()
  const replyRows = replies()
  for (const row of commentRows) {
    row.comment.replyCnt = replyRows.filter((r) => r.commentIdx === row.comment.commentIdx).length
  }
  const postRows = posts()
  const first = postRows[0]
  if (first) first.post.commentCnt = commentRows.length
  return {
    posts: postRows,
    comments: commentRows,
    replies: replyRows,
    blocks: new Map([['viewer1', ['troll']]]),
    emoticons: emoticons(),
    channelEmoticons: channelEmoticons(),
    subscribers: new Set([BOARD, 'viewer2']),
  }
}
