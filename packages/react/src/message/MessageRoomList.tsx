import { formatRelativeTime } from '@airwave/sdk'
import { type MessageRoom, type MessageRoomPages, roomPreview } from '@airwave/sdk/message'
import type { UseInfiniteQueryResult } from '@tanstack/react-query'
import type { KeyboardEvent } from 'react'
import { Avatar } from '../shared/avatar/Avatar'
import { RetryAlert } from '../shared/feedback/RetryAlert'
import { useLocale } from '../shared/provider/airwaveContext'
import type { MessageText } from './messageText'

/** Where the room list is, for `data-state`. */
export type MessageRoomListState = 'loading' | 'error' | 'empty' | 'ready'

/** The arrow keys, Home and End move between a list's buttons. */
export function moveInList(event: KeyboardEvent<HTMLElement>) {
  const keys = ['ArrowDown', 'ArrowUp', 'Home', 'End']
  if (!keys.includes(event.key)) return
  const buttons = [...event.currentTarget.querySelectorAll<HTMLButtonElement>('li > button')]
  const at = buttons.indexOf(document.activeElement as HTMLButtonElement)
  const next =
    event.key === 'Home'
      ? 0
      : event.key === 'End'
        ? buttons.length - 1
        : event.key === 'ArrowDown'
          ? Math.min(buttons.length - 1, at + 1)
          : Math.max(0, at - 1)
  event.preventDefault()
  buttons[next]?.focus()
}

/**
 * The member's rooms, latest first: avatar, nickname, the status's words or the last message,
 * the unread count and the time; arrow keys between them.
 */
export function MessageRoomList({
  t,
  rooms,
  onOpen,
}: {
  t: MessageText
  rooms: UseInfiniteQueryResult<MessageRoomPages>
  onOpen: (room: MessageRoom) => void
}) {
  const locale = useLocale()
  const list = rooms.data?.pages.flatMap((page) => page.messageRoomList) ?? []
  const state: MessageRoomListState = rooms.isPending
    ? 'loading'
    : rooms.isError
      ? 'error'
      : list.length === 0
        ? 'empty'
        : 'ready'
  return (
    <div className="aw-msg-body" data-state={state} aria-busy={rooms.isFetching}>
      {state === 'loading' && <p className="aw-msg-note">{t('loading')}</p>}
      {state === 'error' && (
        <RetryAlert
          className="aw-msg-note"
          message={t('loadFailed')}
          retryLabel={t('retry')}
          onRetry={() => rooms.refetch()}
        />
      )}
      {state === 'empty' && <p className="aw-msg-note">{t('roomsEmpty')}</p>}
      {state === 'ready' && (
        <ul className="aw-msg-rooms" onKeyDown={moveInList}>
          {list.map((room) => {
            const preview = roomPreview(room)
            const unread = room.unReadCount ?? 0
            const name = room.channel?.nickname ?? room.channel?.channelId ?? ''
            const time = room.lastMessage?.createDate ?? room.updateDate
            return (
              <li key={room.messageRoomIdx}>
                <button
                  type="button"
                  className="aw-msg-room"
                  data-unread={unread > 0}
                  data-status={room.roomStatus}
                  onClick={() => onOpen(room)}
                >
                  <Avatar
                    channelId={room.channel?.channelId ?? String(room.messageRoomIdx)}
                    nickname={name}
                    src={room.channel?.profileUrl}
                    size={40}
                  />
                  <span className="aw-msg-room-name">{name}</span>
                  {time ? (
                    <time className="aw-msg-room-time" dateTime={time}>
                      {formatRelativeTime(time, locale)}
                    </time>
                  ) : (
                    <span />
                  )}
                  <span
                    className="aw-msg-room-preview"
                    data-kind={'key' in preview ? 'status' : 'text'}
                  >
                    {'key' in preview ? t(preview.key) : preview.text}
                  </span>
                  {unread > 0 ? (
                    <span className="aw-msg-count">
                      <span aria-hidden="true">{unread > 99 ? '99+' : unread}</span>
                      <span className="aw-visually-hidden">
                        {t('unreadCount', { count: unread })}
                      </span>
                    </span>
                  ) : (
                    <span />
                  )}
                </button>
              </li>
            )
          })}
        </ul>
      )}
      {rooms.hasNextPage && (
        <div className="aw-msg-more">
          <button
            type="button"
            className="aw-button"
            disabled={rooms.isFetchingNextPage}
            onClick={() => rooms.fetchNextPage()}
          >
            {t('showMore')}
          </button>
        </div>
      )}
    </div>
  )
}
