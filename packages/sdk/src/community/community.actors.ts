import { fromCallback } from 'xstate'
import type { channelEndpoints } from '../contract/channel/channel.endpoints'
import type { communityEndpoints } from '../contract/community/community.endpoints'
import type { PostBody, PostPatch } from '../contract/community/community.schemas'
import type { CommentReport, PostReport } from '../contract/report/report.schemas'
import type { BoundGroups } from '../core/client'
import { type CallArgs, fromCall } from '../core/fromCall'
import type { CommentSort, PostFilters } from './community.queries'

type Api = BoundGroups<{ community: typeof communityEndpoints; channel: typeof channelEndpoints }>
/** The part of a bound client the machines call; a full client fits. */
export type CommunityActorsClient = {
  community: Api['community']
  channel: Pick<Api['channel'], 'block'>
}

// Inputs exactly as the machines declare them (provided actors must match them).
type ById = { commentIdx: number }
type ByReply = { commentIdx: number; replyIdx: number }
type Report = { report: CommentReport }

/**
 * The calls of {@link commentThreadMachine}, made with a bound client.
 *
 * @example
 * commentThreadMachine.provide({ actors: commentThreadActors(client) })
 */
export function commentThreadActors(client: CommunityActorsClient) {
  const c = client.community
  return {
    listComments: fromCall(
      ({ input, signal }: CallArgs<{ postIdx: number; page: number; sort: CommentSort }>) =>
        c.listComments(input.postIdx, { page: input.page, sort: input.sort }, { signal }),
    ),
    createComment: fromCall(({ input }: { input: { postIdx: number; content: string } }) =>
      c.createComment(input.postIdx, { content: input.content }),
    ),
    updateComment: fromCall(({ input }: { input: ById & { content: string } }) =>
      c.updateComment(input.commentIdx, { content: input.content }),
    ),
    deleteComment: fromCall(({ input }: { input: ById }) => c.deleteComment(input.commentIdx)),
    likeComment: fromCall(({ input }: { input: ById }) => c.likeComment(input.commentIdx)),
    unlikeComment: fromCall(({ input }: { input: ById }) => c.unlikeComment(input.commentIdx)),
    pinComment: fromCall(({ input }: { input: ById }) => c.pinComment(input.commentIdx)),
    unpinComment: fromCall(({ input }: { input: ById }) => c.unpinComment(input.commentIdx)),
    reportComment: fromCall(({ input }: { input: ById & Report }) =>
      c.reportComment(input.commentIdx, input.report),
    ),
    listReplies: fromCall(({ input, signal }: CallArgs<ById & { page: number }>) =>
      c.listReplies(input.commentIdx, { page: input.page }, { signal }),
    ),
    createReply: fromCall(({ input }: { input: ById & { content: string } }) =>
      c.createReply(input.commentIdx, { content: input.content }),
    ),
    deleteReply: fromCall(({ input }: { input: ByReply }) => c.deleteReply(input.replyIdx)),
    likeReply: fromCall(({ input }: { input: ByReply }) => c.likeReply(input.replyIdx)),
    unlikeReply: fromCall(({ input }: { input: ByReply }) => c.unlikeReply(input.replyIdx)),
    reportReply: fromCall(({ input }: { input: ByReply & Report }) =>
      c.reportReply(input.replyIdx, input.report),
    ),
    blockChannel: fromCall(({ input }: { input: { channelId: string } }) =>
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
  return {
    listPosts: fromCall(
      ({
        input,
        signal,
      }: CallArgs<PostFilters & { channelId: string; page: number; limit: number }>) =>
        c.listPosts(input, { signal }),
    ),
    likePost: fromCall(({ input }: { input: { postIdx: number; channelId: string } }) =>
      c.likePost(input.postIdx, { channelId: input.channelId }),
    ),
    unlikePost: fromCall(({ input }: { input: { postIdx: number; channelId: string } }) =>
      c.unlikePost(input.postIdx, { channelId: input.channelId }),
    ),
    updatePost: fromCall(({ input }: { input: { postIdx: number; patch: PostPatch } }) =>
      c.updatePost(input.postIdx, input.patch),
    ),
    deletePost: fromCall(({ input }: { input: { postIdx: number } }) =>
      c.deletePost(input.postIdx),
    ),
    reportPost: fromCall(({ input }: { input: { postIdx: number; report: PostReport } }) =>
      c.reportPost(input.postIdx, input.report),
    ),
    getPost: fromCall(({ input, signal }: CallArgs<{ postIdx: number; channelId: string }>) =>
      c.getPost(input.postIdx, { channelId: input.channelId }, { signal }),
    ),
    // No signal: bindEndpoint reads an input-less call's options one argument too far, so
    // they would go out as the query.
    getPinStatus: fromCall(({ input }: { input: { postIdx: number } }) =>
      c.getPinStatus(input.postIdx),
    ),
  }
}

/**
 * The calls of {@link postComposerMachine}, made with a bound client. The upload sends every
 * file of a selection in one multipart request and reports its progress; stopping the
 * composer (or cancelling) aborts it.
 *
 * @example
 * postComposerMachine.provide({ actors: postComposerActors(client) })
 */
export function postComposerActors(client: Pick<CommunityActorsClient, 'community'>) {
  const c = client.community
  return {
    uploadImages: fromCallback<{ type: string }, { files: readonly File[] }>(
      ({ input, sendBack }) => {
        const controller = new AbortController()
        const form = new FormData()
        for (const file of input.files) form.append('files', file, file.name)
        c.uploadImages(form, {
          signal: controller.signal,
          onUploadProgress: ({ loaded, total }) =>
            sendBack({ type: 'UPLOAD_PROGRESS', loaded, total }),
        }).then(
          (images) => sendBack({ type: 'UPLOAD_DONE', images }),
          (error: unknown) => {
            // An aborted upload's outcome belongs to nobody (see fromCall).
            if (!controller.signal.aborted) sendBack({ type: 'UPLOAD_FAILED', error })
          },
        )
        return () => controller.abort()
      },
    ),
    createPost: fromCall(({ input }: { input: { body: PostBody } }) => c.createPost(input.body)),
    updatePost: fromCall(({ input }: { input: { postIdx: number; patch: PostPatch } }) =>
      c.updatePost(input.postIdx, input.patch),
    ),
  }
}
