import { BLOCK_LIMIT, type ChannelSummary } from '@airwave/sdk/channel'
import { useId, useRef, useState } from 'react'
import { VisuallyHidden } from '../a11y/VisuallyHidden'
import { useAirwave } from '../airwaveContext'
import { Avatar } from '../avatar/Avatar'
import { AlertDialog } from '../dialogs/AlertDialog'
import { useT } from '../i18n/useT'
import { useSheet } from '../theme/useSheet'
import { useBlockList } from '../useBlockList'
import { settingsStyles } from './settings.styles'

export interface BlockedUsersProps {
  /** False for an anonymous viewer: blocked users are loaded only when logged in. */
  enabled?: boolean
}

/** The list's state, for `data-state`. */
type BlockedUsersState = 'loading' | 'error' | 'empty' | 'ready'

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
  // Unblocked during this visit: kept in place with a block button, so a slip is undone here.
  const [released, setReleased] = useState<ReadonlyMap<string, ChannelSummary>>(new Map())
  const [busy, setBusy] = useState<string | null>(null)
  const order = useRef(new Map<string, number>())
  const pages = list.data?.pages ?? []
  const blocked = pages.flatMap((page) => page.items)
  const total = pages.at(-1)?.total ?? 0
  const listed = new Set(blocked.map((user) => user.channelId))
  const rows = [...blocked, ...[...released.values()].filter((u) => !listed.has(u.channelId))]
  for (const user of rows) {
    if (!order.current.has(user.channelId)) order.current.set(user.channelId, order.current.size)
  }
  rows.sort((a, b) => (order.current.get(a.channelId) ?? 0) - (order.current.get(b.channelId) ?? 0))
  const state: BlockedUsersState = list.isPending
    ? 'loading'
    : list.isError
      ? 'error'
      : rows.length === 0
        ? 'empty'
        : 'ready'

  const release = (user: ChannelSummary, unblocked: boolean) =>
    setReleased((before) => {
      const next = new Map(before)
      if (unblocked) next.set(user.channelId, user)
      else next.delete(user.channelId)
      return next
    })
  const onToggle = (user: ChannelSummary) => {
    const name = user.nickname ?? user.channelId
    const isReleased = released.has(user.channelId) && !listed.has(user.channelId)
    const mutation = isReleased ? block : unblock
    setBusy(user.channelId)
    mutation.mutate(user.channelId, {
      onSuccess: () => {
        release(user, !isReleased)
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
        <div role="alert">
          <p>{t('error')}</p>
          <button type="button" className="aw-button" onClick={() => list.refetch()}>
            {t('retry')}
          </button>
        </div>
      )}
      {state === 'empty' && <p className="aw-blocked-users-empty">{t('blockedUsersEmpty')}</p>}
      {rows.length > 0 && (
        <ul className="aw-blocked-users-list">
          {rows.map((user) => {
            const name = user.nickname ?? user.channelId
            const isReleased = !listed.has(user.channelId)
            return (
              <li
                key={user.channelId}
                className="aw-blocked-user"
                data-state={isReleased ? 'unblocked' : 'blocked'}
              >
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
                  onClick={() => onToggle(user)}
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
