import * as z from 'zod/mini'
import { endpoint } from '../../core/endpoint'
import { int32 } from '../../core/int32'
import { queryInteger } from '../../core/queryInteger'
import { unreadAnswer as done } from '../core/fields'
import {
  CHAT_REPORT_ACTIONS,
  COMMENT_REPORT_ACTIONS,
  chatReportPageSchema,
  commentReportPageSchema,
} from './reportQueue.schemas'

const reason = z.union([int32(), z.string().check(z.trim(), z.minLength(1), z.maxLength(200))])

/**
 * A viewer reports a chat entry, once (a second time: 409 CHA30049).
 *
 * @example client.chat.reportMessage('airwave', 'log-1', { reportReason: 1 })
 */
const reportMessage = endpoint({
  method: 'POST',
  path: '/v2/chat/report/{channelId}/{logIdentity}',
  body: z.object({ reportReason: reason }),
  answer: done,
  auth: 'required',
  chosen: 'path and body ours; a second report of one entry answers 409 CHA30049',
})

/**
 * The channel's reported chat entries, latest report first, 30 a page (streamer, or a manager
 * with the `chat` permission).
 *
 * @example const { items } = await client.chat.listChatReports('airwave', { page: 1 })
 */
const listChatReports = endpoint({
  method: 'GET',
  path: '/v2/report/chat/{channelId}',
  query: z.object({ page: z._default(queryInteger(), 1) }),
  answer: chatReportPageSchema,
  auth: 'required',
  chosen: 'path, query and answer ours; 30 a page',
})

/**
 * Dismisses, blinds or deletes a reported chat entry; its open reports are closed.
 *
 * @example client.chat.handleChatReport('airwave', 'log-1', { action: 'blind' })
 */
const handleChatReport = endpoint({
  method: 'POST',
  path: '/v2/report/chat/{channelId}/{logIdentity}',
  body: z.object({ action: z.enum(CHAT_REPORT_ACTIONS) }),
  answer: done,
  auth: 'required',
  chosen: 'path and body ours',
})

/**
 * The comments and replies reported under the channel's posts and videos, latest report
 * first, 30 a page (streamer, or a manager with the `community` permission).
 *
 * @example const { items } = await client.chat.listCommentReports('airwave', { page: 1 })
 */
const listCommentReports = endpoint({
  method: 'GET',
  path: '/v2/report/comment/{channelId}',
  query: z.object({ page: z._default(queryInteger(), 1) }),
  answer: commentReportPageSchema,
  auth: 'required',
  chosen: 'path, query and answer ours; 30 a page',
})

/**
 * Dismisses, blinds or deletes a reported comment or reply; its open reports are closed.
 *
 * @example client.chat.handleCommentReport('airwave', 'comment', 41, { action: 'blind' })
 */
const handleCommentReport = endpoint({
  method: 'POST',
  path: '/v2/report/comment/{channelId}/{targetType}/{targetIdx}',
  body: z.object({ action: z.enum(COMMENT_REPORT_ACTIONS) }),
  answer: done,
  auth: 'required',
  chosen: 'path and body ours; targetType comment or reply',
})

/**
 * The report calls of the chat group: a viewer's report of a chat entry and the dashboard's
 * report queue (bound with the chat's calls, so every client that chats has them).
 *
 * @example const chatEndpoints = { ...chatCalls, ...reportQueueEndpoints }
 */
export const reportQueueEndpoints = {
  reportMessage,
  listChatReports,
  handleChatReport,
  listCommentReports,
  handleCommentReport,
}
