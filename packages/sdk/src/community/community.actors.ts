import { fromPromise } from 'xstate'
import type { channelEndpoints } from '../channel/channel.endpoints'
import type { BoundGroups } from '../core/client'
import type { CommentThreadContext, ThreadCall } from './commentThread.calls'
import type { communityEndpoints } from './community.endpoints'
import type { PostCall } from './postList.machine'

type Api = BoundGroups<{ community: typeof communityEndpoints; channel: typeof channelEndpoints }>
/** The part of a bound client the machines call; a full client fits. */
export type CommunityActorsClient = {
  community: Api['community']
  channel: Pick<Api['channel'], 'block'>
}

type Call<T extends { type: string }, K extends T['type']> = Extract<T, { type: K }>

/**
 * The calls of {@link commentThreadMachine}, made with a bound client.
 *
 * @example
 * commentThreadMachine.provide({ actors: commentThreadActors(client) })
 */
export function commentThreadActors(client: CommunityActorsClient) {
  const c = client.community
  type In<K extends ThreadCall['type']> = Call<ThreadCall, K>
  return {
    listComments: fromPromise(
      ({
        input,
        signal,
      }: {
        input: Pick<CommentThreadContext, 'postIdx' | 'sort'> & { page: number }
        signal: AbortSignal
      }) => c.listComments(input.postIdx, { page: input.page, sort: input.sort }, { signal }),
    ),
    createComment: fromPromise(({ input }: { input: In<'createComment'> }) =>
      c.createComment(input.postIdx, { content: input.content }),
    ),
    deleteComment: fromPromise(({ input }: { input: { commentIdx: number } }) =>
      c.deleteComment(input.commentIdx),
    ),
    likeComment: fromPromise(({ input }: { input: { commentIdx: number } }) =>
      c.likeComment(input.commentIdx),
    ),
    unlikeComment: fromPromise(({ input }: { input: { commentIdx: number } }) =>
      c.unlikeComment(input.commentIdx),
    ),
    pinComment: fromPromise(({ input }: { input: { commentIdx: number } }) =>
      c.pinComment(input.commentIdx),
    ),
    unpinComment: fromPromise(({ input }: { input: { commentIdx: number } }) =>
      c.unpinComment(input.commentIdx),
    ),
    reportComment: fromPromise(({ input }: { input: In<'reportComment'> }) =>
      c.reportComment(input.commentIdx, input.report),
    ),
    listReplies: fromPromise(
      ({ input, signal }: { input: { commentIdx: number; page: number }; signal: AbortSignal }) =>
        c.listReplies(input.commentIdx, { page: input.page }, { signal }),
    ),
    createReply: fromPromise(({ input }: { input: In<'createReply'> }) =>
      c.createReply(input.commentIdx, { content: input.content }),
    ),
    deleteReply: fromPromise(({ input }: { input: { replyIdx: number } }) =>
      c.deleteReply(input.replyIdx),
    ),
    likeReply: fromPromise(({ input }: { input: { replyIdx: number } }) =>
      c.likeReply(input.replyIdx),
    ),
    unlikeReply: fromPromise(({ input }: { input: { replyIdx: number } }) =>
      c.unlikeReply(input.replyIdx),
    ),
    reportReply: fromPromise(({ input }: { input: In<'reportReply'> }) =>
      c.reportReply(input.replyIdx, input.report),
    ),
    blockChannel: fromPromise(({ input }: { input: { channelId: string } }) =>
      client.channel.block({ channelId: input.channelId }),
    ),
  }
}

/**
 * The calls of {@link postListMachine}, made with a bound client.
 *
 * @example
 * postListMachine.provide({ actors: postListActors(client) })
 */
export function postListActors(client: Pick<CommunityActorsClient, 'community'>) {
  const c = client.community
  type In<K extends PostCall['type']> = Call<PostCall, K>
  return {
    listPosts: fromPromise(
      ({ input, signal }: { input: Parameters<typeof c.listPosts>[0]; signal: AbortSignal }) =>
        c.listPosts(input, { signal }),
    ),
    likePost: fromPromise(({ input }: { input: In<'likePost'> }) =>
      c.likePost(input.postIdx, { channelId: input.channelId }),
    ),
    unlikePost: fromPromise(({ input }: { input: In<'unlikePost'> }) =>
      c.unlikePost(input.postIdx, { channelId: input.channelId }),
    ),
    updatePost: fromPromise(({ input }: { input: In<'updatePost'> }) =>
      c.updatePost(input.postIdx, input.patch),
    ),
    deletePost: fromPromise(({ input }: { input: { postIdx: number } }) =>
      c.deletePost(input.postIdx),
    ),
  }
}
