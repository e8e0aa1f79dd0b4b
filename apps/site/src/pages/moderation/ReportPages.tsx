import { pageCount } from '@airwave/sdk'
import {
  type ChatReportAction,
  COMMENT_REPORT_ACTIONS,
  chatReportPageQuery,
  commentReportPageQuery,
  handleChatReportMutation,
  handleCommentReportMutation,
  REPORT_LIST_LIMITS,
} from '@airwave/sdk/chat'
import { type ReportReasonKey, reportReasonKeyOf } from '@airwave/sdk/report'
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { type ReactNode, useState } from 'react'
import { Link } from 'react-router'
import { useSite } from '../../app/siteContext'
import { fill } from '../../i18n/discovery'
import { type ModerationSiteMessages, useModerationText } from '../../i18n/moderation'
import { DashboardPage } from '../../layout/DashboardPage'
import { Pager } from '../../ui/Pager'
import { ErrorState, Loading } from '../../ui/states'
import './moderation.css'

/**
 * `/dashboard/report/chat`: the chat entries viewers reported, the latest report first, 30 a
 * page, with the reported text (cut at 140 characters), how many reported it and why (five
 * reasons at most); Dismiss, Blind or Delete each.
 */
export function ChatReportsPage() {
  const words = useModerationText()
  return (
    <DashboardPage permission="chat" title={words.chatReportsTitle}>
      {(channelId) => <ChatReports channelId={channelId} />}
    </DashboardPage>
  )
}

/**
 * `/dashboard/report/comment`: the comments and replies reported under the channel's posts and
 * videos, as the chat's; Dismiss, Blind (the text hidden, the comment kept in its thread) or
 * Delete each.
 */
export function CommentReportsPage() {
  const words = useModerationText()
  return (
    <DashboardPage permission="community" title={words.commentReportsTitle}>
      {(channelId) => <CommentReports channelId={channelId} />}
    </DashboardPage>
  )
}

const chatActions: ChatReportAction[] = ['dismiss', 'blind', 'delete']

function ChatReports({ channelId }: { channelId: string }) {
  const { client } = useSite()
  const words = useModerationText()
  const queryClient = useQueryClient()
  const [page, setPage] = useState(1)
  const list = useQuery({
    ...chatReportPageQuery(client, channelId, page),
    placeholderData: keepPreviousData,
  })
  const handle = useMutation(handleChatReportMutation(client, queryClient, channelId))
  if (list.isSuccess && list.data.items.length === 0 && page > 1) setPage(page - 1)
  return (
    <ReportList
      intro={words.chatReportsBody}
      list={list}
      page={page}
      onPage={setPage}
      mutation={handle}
      rows={(list.data?.items ?? []).map((item) => ({
        key: item.logIdentity,
        item,
        label: null,
        actions: chatActions
          .filter((action) => !(action === 'blind' && item.blinded))
          .map((action) => ({
            action,
            run: () => handle.mutate({ logIdentity: item.logIdentity, action }),
          })),
      }))}
    />
  )
}

function CommentReports({ channelId }: { channelId: string }) {
  const { client } = useSite()
  const words = useModerationText()
  const queryClient = useQueryClient()
  const [page, setPage] = useState(1)
  const list = useQuery({
    ...commentReportPageQuery(client, channelId, page),
    placeholderData: keepPreviousData,
  })
  const handle = useMutation(handleCommentReportMutation(client, queryClient, channelId))
  if (list.isSuccess && list.data.items.length === 0 && page > 1) setPage(page - 1)
  return (
    <ReportList
      intro={words.commentReportsBody}
      list={list}
      page={page}
      onPage={setPage}
      mutation={handle}
      rows={(list.data?.items ?? []).map((item) => ({
        key: `${item.targetType}-${item.targetIdx}`,
        item,
        label: (
          <>
            <span className="aw-site-mod-badge">
              {item.targetType === 'reply' ? words.reply : words.comment}
            </span>{' '}
            <Link
              to={
                // The post's page (`/community/post/{idx}` is its editor).
                item.thread.kind === 'post'
                  ? `/${encodeURIComponent(channelId)}/community/${item.thread.idx}`
                  : `/video/${item.thread.idx}`
              }
            >
              {item.thread.kind === 'post' ? words.onPost : words.onVideo}
            </Link>
          </>
        ),
        actions: COMMENT_REPORT_ACTIONS.map((action) => ({
          action,
          run: () => handle.mutate({ item, action }),
        })),
      }))}
    />
  )
}

interface ReportedRow {
  key: string
  item: {
    author: { channelId: string; nickname: string }
    content: string
    reportCount: number
    reasons: string[]
    lastReportDate: string
    blinded?: boolean
  }
  /** Where it was written (comments). */
  label: ReactNode
  actions: { action: ChatReportAction; run: () => void }[]
}

// A stored reason in the moderator's words: the kit's reasons by their key or number (the
// SDK reads either back), a reason written out as it is.
const reasonWords: Record<ReportReasonKey, keyof ModerationSiteMessages> = {
  spam: 'reasonSpam',
  abusive: 'reasonAbusive',
  sexual: 'reasonSexual',
  violence: 'reasonViolence',
  misinformation: 'reasonMisinformation',
  other: 'reasonOther',
}

const actionWord = (words: ModerationSiteMessages, action: ChatReportAction) =>
  action === 'dismiss' ? words.dismiss : action === 'blind' ? words.blind : words.delete

// One queue: the rows of reported texts with their buttons, the states, the pager.
function ReportList({
  intro,
  list,
  page,
  onPage,
  mutation,
  rows,
}: {
  intro: string
  list: {
    isPending: boolean
    isError: boolean
    error: unknown
    status: string
    data?: { total: number } | undefined
    refetch: () => unknown
  }
  page: number
  onPage: (page: number) => void
  mutation: { isPending: boolean; isError: boolean; isSuccess: boolean; error: unknown }
  rows: ReportedRow[]
}) {
  const { locale } = useSite()
  const words = useModerationText()
  const reasonWord = (stored: string) => {
    const key = reportReasonKeyOf(stored)
    return key ? words[reasonWords[key]] : stored
  }
  const when = (iso: string) =>
    new Date(iso).toLocaleString(locale, { dateStyle: 'medium', timeStyle: 'short' })
  return (
    <div className="aw-site-moderation" data-state={list.status}>
      <p className="aw-site-muted">{intro}</p>
      {list.isPending ? (
        <Loading />
      ) : list.isError ? (
        <ErrorState error={list.error} retry={() => list.refetch()} />
      ) : rows.length === 0 ? (
        <p className="aw-site-muted" data-state="empty">
          {words.emptyReports}
        </p>
      ) : (
        <ul className="aw-site-rows" aria-label={intro}>
          {rows.map(({ key, item, label, actions }) => (
            <li key={key} className="aw-site-row aw-site-mod-row" data-report={key}>
              <div className="aw-site-mod-main">
                <p className="aw-site-mod-meta">
                  {label}
                  {label && ' · '}
                  <Link to={`/${encodeURIComponent(item.author.channelId)}`}>
                    {fill(words.by, { name: item.author.nickname })}
                  </Link>
                  {item.blinded && (
                    <>
                      {' '}
                      <span className="aw-site-mod-badge">{words.blinded}</span>
                    </>
                  )}
                </p>
                <blockquote className="aw-site-mod-text">{item.content}</blockquote>
                <p className="aw-site-muted aw-site-mod-meta">
                  {fill(words.reports, { count: item.reportCount })}
                  {' · '}
                  {fill(words.reasons, { reasons: item.reasons.map(reasonWord).join(', ') })}
                  {' · '}
                  {fill(words.reportedAt, { date: when(item.lastReportDate) })}
                </p>
              </div>
              <div className="aw-site-mod-actions">
                {actions.map(({ action, run }) => (
                  <button
                    key={action}
                    type="button"
                    className="aw-button"
                    data-variant={action === 'delete' ? 'danger' : undefined}
                    disabled={mutation.isPending}
                    aria-label={`${actionWord(words, action)}: ${item.content.slice(0, 40)}`}
                    onClick={run}
                  >
                    {actionWord(words, action)}
                  </button>
                ))}
              </div>
            </li>
          ))}
        </ul>
      )}
      {mutation.isError && <ErrorState error={mutation.error} />}
      <p className="aw-visually-hidden" role="status">
        {mutation.isSuccess ? words.done : ''}
      </p>
      {list.data && (
        <Pager
          page={page}
          pages={pageCount({ total: list.data.total, size: REPORT_LIST_LIMITS.page })}
          onPage={onPage}
        />
      )}
    </div>
  )
}
