import { pageCount } from '@airwave/sdk'
import {
  CHAT_ACTION,
  type ChatBlock,
  chatBlockPageQuery,
  liftChatBlockMutation,
  REPORT_LIST_LIMITS,
} from '@airwave/sdk/chat'
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { useState } from 'react'
import { Link } from 'react-router'
import { useSite } from '../../app/siteContext'
import { fill } from '../../i18n/discovery'
import { useModerationText } from '../../i18n/moderation'
import { DashboardPage } from '../../layout/DashboardPage'
import { Pager } from '../../ui/Pager'
import { ErrorState, Loading } from '../../ui/states'
import './moderation.css'

/**
 * `/dashboard/alert-users/ban-users`: the members banned from the chat with their messages
 * erased (the spec's action 2, user block), 30 a page, each with Unblock (action 5).
 */
export function BanUsersPage() {
  const words = useModerationText()
  return (
    <DashboardPage permission="chat" title={words.banUsersTitle}>
      {(channelId) => (
        <BlockList
          channelId={channelId}
          action={CHAT_ACTION.userBlock}
          intro={words.banUsersBody}
        />
      )}
    </DashboardPage>
  )
}

/**
 * `/dashboard/alert-users/chat-block-users`: the members blocked from chatting (action 3) and
 * the timeouts still running (with their end), 30 a page, each with Unblock or Lift timeout
 * (action 5). A lapsed timeout is not listed: it lifted itself.
 */
export function ChatBlockUsersPage() {
  const words = useModerationText()
  return (
    <DashboardPage permission="chat" title={words.chatBlockUsersTitle}>
      {(channelId) => (
        <BlockList
          channelId={channelId}
          action={CHAT_ACTION.chatBlock}
          intro={words.chatBlockUsersBody}
        />
      )}
    </DashboardPage>
  )
}

function BlockList({
  channelId,
  action,
  intro,
}: {
  channelId: string
  action: ChatBlock['action']
  intro: string
}) {
  const { client, locale } = useSite()
  const words = useModerationText()
  const queryClient = useQueryClient()
  const [page, setPage] = useState(1)
  const list = useQuery({
    ...chatBlockPageQuery(client, channelId, action, page),
    placeholderData: keepPreviousData,
  })
  const lift = useMutation(liftChatBlockMutation(client, queryClient, channelId))
  const rows = list.data?.blockList ?? []
  // Lifting the last one of the last page leaves it empty: show the one before.
  if (list.isSuccess && rows.length === 0 && page > 1) setPage(page - 1)
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
          {words.emptyBlocks}
        </p>
      ) : (
        <ul className="aw-site-rows" aria-label={intro}>
          {rows.map((row) => {
            const timeout = row.expireDate !== undefined
            const label = timeout ? words.liftTimeout : words.unblock
            return (
              <li key={row.channelId} className="aw-site-row aw-site-mod-row">
                <span className="aw-site-avatar" aria-hidden="true">
                  {row.nickname.slice(0, 1).toUpperCase()}
                </span>
                <div className="aw-site-mod-main">
                  <Link to={`/${encodeURIComponent(row.channelId)}`}>{row.nickname}</Link>
                  <p className="aw-site-muted aw-site-mod-meta">
                    {fill(words.since, { date: when(row.createDate) })}
                    {row.expireDate !== undefined && (
                      <>
                        {' · '}
                        <span className="aw-site-mod-badge">{words.timeout}</span>{' '}
                        {fill(words.until, { time: when(row.expireDate) })}
                      </>
                    )}
                  </p>
                </div>
                <button
                  type="button"
                  className="aw-button"
                  disabled={lift.isPending}
                  aria-label={`${label}: ${row.nickname}`}
                  onClick={() => lift.mutate(row.channelId)}
                >
                  {label}
                </button>
              </li>
            )
          })}
        </ul>
      )}
      {lift.isError && <ErrorState error={lift.error} />}
      <p className="aw-visually-hidden" role="status">
        {lift.isSuccess ? words.done : ''}
      </p>
      {list.data && (
        <Pager
          page={page}
          pages={pageCount({
            total: list.data.totalCnt ?? rows.length,
            size: REPORT_LIST_LIMITS.page,
          })}
          onPage={setPage}
        />
      )}
    </div>
  )
}
