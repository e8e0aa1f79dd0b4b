import { channelEndpoints, searchEndpoints, videoEndpoints } from '@airwave/sdk/contract'
import type { ThumbnailCard, VideoComment, VideoReply } from '@airwave/sdk/video'
import { member, Refusal, store } from './backend'
import { CDN_ORIGIN } from './cdn'
import { memberRoute, route } from './route'

// Discovery's fake backend: a video's comments (video 12 of the board's channel `airwave`)
// sorted as the reference server sorts them (the pinned one first, then by likes or by date),
// likes, pins, replies and blocks; the video like, follows, not-interested channels and search.
// Reset before each discovery story (`resetDiscovery`).

const picture = (name: string) => `${CDN_ORIGIN}/picture/0/${name}.svg`

interface StoredComment extends VideoComment {
  likers: Set<string>
}
interface StoredReply extends VideoReply {
  commentIdx: number
  likers: Set<string>
}

const state = {
  comments: [] as StoredComment[],
  replies: [] as StoredReply[],
  videoLikers: new Set<string>(),
  follows: new Set<string>(),
  notInterested: new Set<string>(),
  recent: new Map<string, string[]>(),
  next: 5000,
}

const names: Record<string, string> = {
  airwave: 'Airwave',
  viewer1: 'Mina',
  viewer2: 'Joon',
  viewer3: 'Ploy',
  viewer4: 'Lin',
  troll: 'Free Gems Bot',
}

const long =
  'What a finish. The last round was decided by a single clutch, and the commentary team ' +
  'could not believe it either. I watched it three times and every time I noticed something ' +
  'new: the rotation, the timing of the smoke, the way the team held the site with two players. ' +
  'This is the best match of the season so far, and I will remember it for a long time.'

/**
 * Starts discovery's data over: 14 comments on video 12 (one pinned, one long, one by a
 * blocked author, one with two replies), no follows, nothing hidden.
 *
 * @example resetDiscovery()
 */
export function resetDiscovery(options: { comments?: number } = {}): void {
  const count = store.scenario.empty ? 0 : (options.comments ?? 14)
  const authors = ['viewer2', 'viewer3', 'viewer4', 'troll']
  state.comments = Array.from({ length: count }, (_, i) => {
    const channelId = authors[i % authors.length] as string
    const likers = new Set<string>(Array.from({ length: (i * 7) % 11 }, (_, n) => `fan${n}`))
    return {
      commentIdx: 100 + i,
      content: i === 1 ? long : `Comment number ${i + 1} on the finals`,
      channelId,
      nickName: names[channelId],
      profileUrl: channelId === 'viewer3' ? picture('Ploy') : undefined,
      likeCnt: likers.size,
      replyCnt: i === 2 ? 2 : 0,
      isFixed: i === 4,
      createDate: new Date(Date.UTC(2024, 4, 1, 10, i)).toISOString(),
      likers,
    }
  })
  state.replies =
    count > 2
      ? [0, 1].map((n) => ({
          replyIdx: 700 + n,
          commentIdx: 102,
          content: n === 0 ? 'Agreed, what a match' : 'The smoke timing was perfect',
          channelId: n === 0 ? 'viewer3' : 'viewer4',
          nickName: n === 0 ? 'Ploy' : 'Lin',
          likeCnt: n,
          createDate: new Date(Date.UTC(2024, 4, 2, 9, n)).toISOString(),
          likers: new Set(n ? ['fan0'] : []),
        }))
      : []
  state.videoLikers = new Set(['fan1', 'fan2'])
  state.follows = new Set()
  state.notInterested = new Set()
  state.recent = new Map([['viewer1', ['finals', 'airwave']]])
  state.next = 5000
}

// The blocked list of the member: they blocked the troll.
const blockedBy = (viewer: string | undefined) => (viewer === 'viewer1' ? ['troll'] : [])

const shown = (viewer: string | undefined) => {
  const blocked = blockedBy(viewer)
  return (c: StoredComment): VideoComment => {
    const { likers, ...comment } = c
    return {
      ...comment,
      likeCnt: likers.size,
      isLike: viewer ? likers.has(viewer) : false,
      isBlockedChannel: blocked.includes(c.channelId),
      replyCnt: state.replies.filter((r) => r.commentIdx === c.commentIdx).length,
    }
  }
}

function sorted(sort: string | undefined) {
  const byLikes = sort !== 'createDate-desc'
  return [...state.comments].sort((a, b) => {
    if (a.isFixed !== b.isFixed) return a.isFixed ? -1 : 1
    if (byLikes && a.likers.size !== b.likers.size) return b.likers.size - a.likers.size
    return (b.createDate ?? '').localeCompare(a.createDate ?? '')
  })
}

function pageOf<T>(items: T[], page: number, limit: number, first: number) {
  const start = page === 1 ? 0 : first + (page - 2) * limit
  return items.slice(start, start + (page === 1 ? first : limit))
}

const commentOf = (idx: number) => {
  const found = state.comments.find((c) => c.commentIdx === idx)
  if (!found) throw new Refusal('VOD1000', 'This comment does not exist')
  return found
}
const replyOf = (idx: number) => {
  const found = state.replies.find((r) => r.replyIdx === idx)
  if (!found) throw new Refusal('VOD1000', 'This reply does not exist')
  return found
}

const v = videoEndpoints
const ch = channelEndpoints
const s = searchEndpoints
const n = Number

/** Discovery's cards: lives and videos of the demo channels. */
export const demoCards: ThumbnailCard[] = [
  {
    idx: 1,
    isExist: false,
    channelId: 'airwave',
    nickname: 'Airwave',
    title: 'Finals day: the grand final, live from Seoul',
    viewer: 12_345,
    thumbnail: picture('Uploaded'),
    categoryInfo: { idx: 1, name: 'Esports', pathName: 'esports' },
    tagInfo: { categoryTagList: ['fps', 'korean'] },
  },
  {
    idx: 2,
    isExist: false,
    channelId: 'viewer3',
    nickname: 'Ploy',
    title: 'Cooking pad thai with chat',
    viewer: 312,
    profileUrl: picture('Ploy'),
    categoryInfo: { idx: 2, name: 'Cooking', pathName: 'cooking' },
  },
  {
    idx: 3,
    isExist: true,
    vodNo: 12,
    channelId: 'airwave',
    nickname: 'Airwave',
    title: 'Semi final replay',
    duration: 3723,
    fileType: 'replay',
    createDate: '2024-05-01T10:00:00Z',
    categoryInfo: { idx: 1, name: 'Esports', pathName: 'esports' },
  },
  {
    idx: 4,
    isExist: true,
    vodNo: 13,
    channelId: 'viewer2',
    nickname: 'Joon',
    title: 'Best clutch of the week',
    duration: 42,
    fileType: 'clip',
    tagInfo: { categoryTagList: ['highlights'] },
  },
  {
    idx: 5,
    isExist: true,
    vodNo: 14,
    channelId: 'viewer4',
    nickname: 'Lin',
    title: 'Late night talk (adult)',
    duration: 5400,
    fileType: 'upload',
    tagInfo: { isAdult: true },
  },
  {
    idx: 6,
    isExist: true,
    vodNo: 15,
    channelId: 'viewer2',
    nickname: 'Joon',
    title: 'A hidden upload',
    duration: 600,
    fileType: 'upload',
    isBlind: true,
  },
]

/** The handlers of discovery's calls. */
export const discoveryHandlers = [
  route('listVideoComments', v.listComments, ({ viewer, query }) => {
    const all = sorted(query.sort).map(shown(viewer))
    const page = query.page ?? 1
    return {
      currentPage: page,
      totalCnt: all.length,
      vodCommentList: pageOf(all, page, query.limit ?? 10, query.firstPageLimit ?? 20),
    }
  }),
  route('createVideoComment', v.createComment, ({ viewer, body }) => {
    const who = member(viewer)
    const comment: StoredComment = {
      commentIdx: state.next++,
      content: body.comment,
      channelId: who,
      nickName: names[who] ?? who,
      likeCnt: 0,
      replyCnt: 0,
      createDate: new Date().toISOString(),
      likers: new Set(),
    }
    state.comments.push(comment)
    return shown(viewer)(comment)
  }),
  memberRoute('deleteVideoComment', v.deleteComment, ({ params }) => {
    state.comments = state.comments.filter((c) => c.commentIdx !== n(params.commentIdx))
    return null
  }),
  route('likeVideoComment', v.likeComment, ({ viewer, params }) => {
    commentOf(n(params.commentIdx)).likers.add(member(viewer))
    return null
  }),
  route('unlikeVideoComment', v.unlikeComment, ({ viewer, params }) => {
    commentOf(n(params.commentIdx)).likers.delete(member(viewer))
    return null
  }),
  route('pinVideoComment', v.pinComment, ({ viewer, params }) => {
    if (member(viewer) !== 'airwave') throw new Refusal('VOD1004', 'Only the owner pins')
    for (const c of state.comments) c.isFixed = c.commentIdx === n(params.commentIdx)
    return null
  }),
  memberRoute('unpinVideoComment', v.unpinComment, ({ params }) => {
    commentOf(n(params.commentIdx)).isFixed = false
    return null
  }),
  memberRoute('reportVideoComment', v.reportComment, () => null),
  route('listVideoReplies', v.listReplies, ({ viewer, params }) => {
    const blocked = blockedBy(viewer)
    const list = state.replies
      .filter((r) => r.commentIdx === n(params.commentIdx))
      .map(({ likers, commentIdx: _, ...r }) => ({
        ...r,
        likeCnt: likers.size,
        isLike: viewer ? likers.has(viewer) : false,
        isBlockedChannel: blocked.includes(r.channelId),
      }))
    return { currentPage: 1, totalCnt: list.length, vodReplyList: list }
  }),
  route('createVideoReply', v.createReply, ({ viewer, params, body }) => {
    const who = member(viewer)
    const reply: StoredReply = {
      replyIdx: state.next++,
      commentIdx: n(params.commentIdx),
      content: body.reply,
      channelId: who,
      nickName: names[who] ?? who,
      likeCnt: 0,
      createDate: new Date().toISOString(),
      likers: new Set(),
    }
    state.replies.unshift(reply)
    const { likers: _, commentIdx: __, ...out } = reply
    return out
  }),
  memberRoute('deleteVideoReply', v.deleteReply, ({ params }) => {
    state.replies = state.replies.filter((r) => r.replyIdx !== n(params.replyIdx))
    return null
  }),
  route('likeVideoReply', v.likeReply, ({ viewer, params }) => {
    replyOf(n(params.replyIdx)).likers.add(member(viewer))
    return null
  }),
  route('unlikeVideoReply', v.unlikeReply, ({ viewer, params }) => {
    replyOf(n(params.replyIdx)).likers.delete(member(viewer))
    return null
  }),
  route('likeVideo', v.like, ({ viewer }) => {
    state.videoLikers.add(member(viewer))
    return { isLike: true, likeCnt: state.videoLikers.size }
  }),
  route('unlikeVideo', v.unlike, ({ viewer }) => {
    state.videoLikers.delete(member(viewer))
    return { isLike: false, likeCnt: state.videoLikers.size }
  }),
  route('follow', ch.follow, ({ viewer, body }) => {
    state.follows.add(`${member(viewer)}>${body.channelId}`)
    return null
  }),
  route('unfollow', ch.unfollow, ({ viewer, body }) => {
    state.follows.delete(`${member(viewer)}>${body.channelId}`)
    return null
  }),
  route('addNotInterested', ch.addNotInterested, ({ viewer, body }) => {
    state.notInterested.add(`${member(viewer)}>${body.channelId}`)
    return null
  }),
  route('searchChannels', s.searchChannels, ({ query }) => {
    const keyword = (query.keyword ?? '').toLowerCase()
    const list = Object.entries(names)
      .filter(([id, name]) => id.includes(keyword) || name.toLowerCase().includes(keyword))
      .map(([channelId, nickname]) => ({ channelId, nickname }))
    return { list, totalCount: list.length, currentPage: 1, hasNext: false }
  }),
  route('listRecentSearches', s.listRecent, ({ viewer }) =>
    (state.recent.get(member(viewer)) ?? []).map((search) => ({ search })),
  ),
  route('addRecentSearch', s.addRecent, ({ viewer, body }) => {
    const who = member(viewer)
    state.recent.set(who, [
      body.search,
      ...(state.recent.get(who) ?? []).filter((t) => t !== body.search),
    ])
    return null
  }),
  route('deleteRecentSearch', s.deleteRecent, ({ viewer, query }) => {
    const who = member(viewer)
    state.recent.set(
      who,
      query.search ? (state.recent.get(who) ?? []).filter((t) => t !== query.search) : [],
    )
    return null
  }),
]
