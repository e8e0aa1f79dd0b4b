import {
  BLOCK_LIMIT,
  type BlockListRow,
  blockListState,
  blockListView,
  type ReleasedUsers,
  releaseUser,
} from '@airwave/sdk/channel'
import { useId, useRef, useState } from 'react'
import { VisuallyHidden } from '../shared/a11y/VisuallyHidden'
import { Avatar } from '../shared/avatar/Avatar'
import { AlertDialog } from '../shared/dialogs/AlertDialog'
import { RetryAlert } from '../shared/feedback/RetryAlert'
import { useT } from '../shared/i18n/useT'
import { useAirwave } from '../shared/provider/airwaveContext'
import { useSheet } from '../shared/theme/useSheet'
import { settingsStyles } from './settings.styles'
import { useBlockList } from './useBlockList'

export interface BlockedUsersProps {
  /** False for an anonymous viewer: blocked users are loaded only when logged in. */
  enabled?: boolean
}

/**
 * The member's blocked users (/setting/block-users): 10 a page with a button for the next,
 * an unblock button on each, and an empty state. A user unblocked here stays in place with a
 * block button until the page is left; blocking again at the limit of 100 is refused
 * (CHA30048) with the limit dialog.
 *
 * @example
 * <BlockedUsers enabled={viewer.status === 'member'} />
 */
export function BlockedUsers({ enabled = true }: BlockedUsersProps) {
  useSheet('settings', settingsStyles)
  const t = useT()
  const { toastQueue } = useAirwave()
  const headingId = useId()
  const { list, block, unblock } = useBlockList({ enabled })
  // Unblocked during this visit, and where each user was first shown (blockListView).
  const [released, setReleased] = useState<ReleasedUsers>(new Map())
  const [busy, setBusy] = useState<string | null>(null)
  const order = useRef(new Map<string, number>())
  const { rows, total } = blockListView(list.data?.pages ?? [], released, order.current)
  const state = blockListState(list, rows.length)

  const onToggle = ({ user, state: row }: BlockListRow) => {
    const name = user.nickname ?? user.channelId
    const isReleased = row === 'unblocked'
    const mutation = isReleased ? block : unblock
    setBusy(user.channelId)
    mutation.mutate(user.channelId, {
      onSuccess: () => {
        setReleased((before) => releaseUser(before, user, !isReleased))
        toastQueue.show(t(isReleased ? 'toastNicknameBlocked' : 'toastUnblocked', { name }))
      },
      // CHA30048 opens the limit dialog below; any other refusal shows the server's message.
      onError: (error) => {
        if (error.kind !== 'max-blocked') toastQueue.show(error.message)
      },
      onSettled: () => setBusy(null),
    })
  }

  return (
    <section className="aw-blocked-users" data-state={state} aria-labelledby={headingId}>
      <h2 id={headingId}>{t('blockedUsersTitle')}</h2>
      {state === 'ready' && (
        <p className="aw-blocked-users-count">
          {t('blockedUsersCount', { count: total, max: BLOCK_LIMIT })}
        </p>
      )}
      {state === 'loading' && enabled && (
        <div role="status" aria-busy="true" className="aw-skeleton">
          <VisuallyHidden>{t('loading')}</VisuallyHidden>
        </div>
      )}
      {state === 'error' && (
        <RetryAlert message={t('error')} retryLabel={t('retry')} onRetry={() => list.refetch()} />
      )}
      {state === 'empty' && <p className="aw-blocked-users-empty">{t('blockedUsersEmpty')}</p>}
      {rows.length > 0 && (
        <ul className="aw-blocked-users-list">
          {rows.map((row) => {
            const { user } = row
            const name = user.nickname ?? user.channelId
            const isReleased = row.state === 'unblocked'
            return (
              <li key={user.channelId} className="aw-blocked-user" data-state={row.state}>
                <Avatar
                  channelId={user.channelId}
                  nickname={user.nickname}
                  src={user.channelProfileImg}
                  size={40}
                />
                <a href={`/${user.channelId}`}>{name}</a>
                <button
                  type="button"
                  className="aw-button"
                  data-variant={isReleased ? 'primary' : undefined}
                  aria-label={t(isReleased ? 'blockName' : 'unblockName', { name })}
                  disabled={busy === user.channelId}
                  onClick={() => onToggle(row)}
                >
                  {t(isReleased ? 'block' : 'unblock')}
                </button>
              </li>
            )
          })}
        </ul>
      )}
      {list.hasNextPage && (
        <button
          type="button"
          className="aw-button"
          disabled={list.isFetchingNextPage}
          onClick={() => list.fetchNextPage()}
        >
          {t('seeMore')}
        </button>
      )}
      <AlertDialog
        kind="max-blocked"
        open={block.error?.kind === 'max-blocked'}
        onOpenChange={(open) => open || block.reset()}
      />
    </section>
  )
}
