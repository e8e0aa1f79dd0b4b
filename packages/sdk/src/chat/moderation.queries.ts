import type { MutationObserverOptions, QueryClient } from '@tanstack/query-core'
import type { chatEndpoints } from '../contract/chat/chat.endpoints'
import { CHAT_ACTION, type ChatBlock } from '../contract/chat/chat.schemas'
import type {
  ChatReportAction,
  CommentReportAction,
  CommentReportItem,
} from '../contract/report/reportQueue.schemas'
import type { ApiError } from '../core/apiError'
import { callQuery } from '../core/callQuery'
import type { ClientPart } from '../core/client'

// The dashboard's moderation lists (issue 29): the members blocked from the chat (user blocks
// on /alert-users/ban-users, chat blocks and timeouts on /alert-users/chat-block-users) and the
// report queues of the chat and the comments, with what each row's buttons do.

type Endpoints = typeof chatEndpoints
type Needs<K extends keyof Endpoints> = ClientPart<'chat', Endpoints, K>

/**
 * Cache keys of a channel's moderation lists.
 *
 * @example queryClient.invalidateQueries({ queryKey: moderationKeys.blocks('airwave') })
 */
export const moderationKeys = {
  blocks: (channelId: string) => ['moderation', 'blocks', channelId] as const,
  blockPage: (channelId: string, action: ChatBlock['action'], page: number) =>
    ['moderation', 'blocks', channelId, action, page] as const,
  chatReports: (channelId: string) => ['moderation', 'chatReports', channelId] as const,
  chatReportPage: (channelId: string, page: number) =>
    ['moderation', 'chatReports', channelId, page] as const,
  commentReports: (channelId: string) => ['moderation', 'commentReports', channelId] as const,
  commentReportPage: (channelId: string, page: number) =>
    ['moderation', 'commentReports', channelId, page] as const,
}

/**
 * A page (30) of the members blocked from a channel's chat with one action: user blocks (2) or
 * chat blocks (3, running timeouts included with their `expireDate`).
 *
 * @example
 * const page = await queryClient.fetchQuery(chatBlockPageQuery(client, 'airwave', 3, 1))
 */
export function chatBlockPageQuery(
  client: Needs<'listChatBlocks'>,
  channelId: string,
  action: ChatBlock['action'],
  page: number,
) {
  return callQuery(moderationKeys.blockPage(channelId, action, page), (signal) =>
    client.chat.listChatBlocks(channelId, { action, page }, { signal }),
  )
}

/**
 * Lifts a member's block or timeout (CHAT_ACTION 5), then reads the lists again.
 *
 * @example
 * await new MutationObserver(queryClient, liftChatBlockMutation(client, queryClient, 'airwave')).mutate('viewer1')
 */
export function liftChatBlockMutation(
  client: Needs<'chatAction'>,
  queryClient: QueryClient,
  channelId: string,
): MutationObserverOptions<unknown, ApiError, string> {
  return {
    mutationFn: (targetChannelId) =>
      client.chat.chatAction(channelId, { targetChannelId, action: CHAT_ACTION.delete }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: moderationKeys.blocks(channelId) }),
  }
}

/**
 * A page (30) of a channel's reported chat entries.
 *
 * @example
 * const page = await queryClient.fetchQuery(chatReportPageQuery(client, 'airwave', 1))
 */
export function chatReportPageQuery(
  client: Needs<'listChatReports'>,
  channelId: string,
  page: number,
) {
  return callQuery(moderationKeys.chatReportPage(channelId, page), (signal) =>
    client.chat.listChatReports(channelId, { page }, { signal }),
  )
}

/**
 * Dismisses, blinds or deletes a reported chat entry, then reads the queue again.
 *
 * @example
 * await new MutationObserver(queryClient, handleChatReportMutation(client, queryClient, 'airwave'))
 *   .mutate({ logIdentity: 'log-1', action: 'blind' })
 */
export function handleChatReportMutation(
  client: Needs<'handleChatReport'>,
  queryClient: QueryClient,
  channelId: string,
): MutationObserverOptions<unknown, ApiError, { logIdentity: string; action: ChatReportAction }> {
  return {
    mutationFn: ({ logIdentity, action }) =>
      client.chat.handleChatReport(channelId, logIdentity, { action }),
    onSuccess: () =>
      queryClient.invalidateQueries({ queryKey: moderationKeys.chatReports(channelId) }),
  }
}

/**
 * A page (30) of the comments and replies reported under a channel's posts and videos.
 *
 * @example
 * const page = await queryClient.fetchQuery(commentReportPageQuery(client, 'airwave', 1))
 */
export function commentReportPageQuery(
  client: Needs<'listCommentReports'>,
  channelId: string,
  page: number,
) {
  return callQuery(moderationKeys.commentReportPage(channelId, page), (signal) =>
    client.chat.listCommentReports(channelId, { page }, { signal }),
  )
}

/**
 * Dismisses, blinds or deletes a reported comment or reply, then reads the queue again.
 *
 * @example
 * await new MutationObserver(queryClient, handleCommentReportMutation(client, queryClient, 'airwave'))
 *   .mutate({ item, action: 'delete' })
 */
export function handleCommentReportMutation(
  client: Needs<'handleCommentReport'>,
  queryClient: QueryClient,
  channelId: string,
): MutationObserverOptions<
  unknown,
  ApiError,
  { item: Pick<CommentReportItem, 'targetType' | 'targetIdx'>; action: CommentReportAction }
> {
  return {
    mutationFn: ({ item, action }) =>
      client.chat.handleCommentReport(channelId, item.targetType, item.targetIdx, { action }),
    onSuccess: () =>
      queryClient.invalidateQueries({ queryKey: moderationKeys.commentReports(channelId) }),
  }
}
