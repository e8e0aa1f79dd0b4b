import { type MessageChannel, searchChannelsQuery } from '@airwave/sdk/message'
import { useQuery } from '@tanstack/react-query'
import { useEffect, useId, useState } from 'react'
import { Avatar } from '../shared/avatar/Avatar'
import { useAirwave, useCalls } from '../shared/provider/airwaveContext'
import { moveInList } from './MessageRoomList'
import type { MessageText } from './messageText'

/** How long typing rests before the search asks. */
const SEARCH_REST_MS = 250

/** Where the search is, for `data-state`. */
export type MessageSearchState = 'idle' | 'loading' | 'error' | 'empty' | 'ready'

/**
 * The channel search that starts a room: a field, then the channels found (by id or nickname),
 * each opening the room with it.
 */
export function MessageSearch({
  t,
  onPick,
}: {
  t: MessageText
  onPick: (channel: MessageChannel) => void
}) {
  const { queryClient } = useAirwave()
  const client = useCalls('MessageSearch', 'message', 'channel')
  const [typed, setTyped] = useState('')
  const [keyword, setKeyword] = useState('')
  const inputId = useId()
  useEffect(() => {
    const timer = setTimeout(() => setKeyword(typed), SEARCH_REST_MS)
    return () => clearTimeout(timer)
  }, [typed])
  const search = useQuery(searchChannelsQuery(client, keyword), queryClient)
  const found = search.data ?? []
  const state: MessageSearchState = !keyword.trim()
    ? 'idle'
    : search.isPending
      ? 'loading'
      : search.isError
        ? 'error'
        : found.length === 0
          ? 'empty'
          : 'ready'
  return (
    <div className="aw-msg-room-view" data-state={state}>
      <div className="aw-msg-search">
        <label htmlFor={inputId}>{t('searchLabel')}</label>
        <input
          id={inputId}
          type="search"
          value={typed}
          placeholder={t('searchPlaceholder')}
          autoComplete="off"
          onChange={(event) => setTyped(event.target.value)}
        />
      </div>
      <div className="aw-msg-body" aria-live="polite">
        {state === 'idle' && <p className="aw-msg-note">{t('searchHint')}</p>}
        {state === 'loading' && <p className="aw-msg-note">{t('loading')}</p>}
        {state === 'error' && <p className="aw-msg-note">{t('searchFailed')}</p>}
        {state === 'empty' && <p className="aw-msg-note">{t('searchEmpty')}</p>}
        {state === 'ready' && (
          <ul className="aw-msg-rooms" onKeyDown={moveInList}>
            {found.map((channel) => (
              <li key={channel.channelId}>
                <button type="button" className="aw-msg-room" onClick={() => onPick(channel)}>
                  <Avatar
                    channelId={channel.channelId}
                    nickname={channel.nickname}
                    src={channel.profileUrl}
                    size={40}
                  />
                  <span className="aw-msg-room-name">{channel.nickname ?? channel.channelId}</span>
                  <span />
                  <span className="aw-msg-room-preview">@{channel.channelId}</span>
                </button>
              </li>
            ))}
          </ul>
        )}
      </div>
    </div>
  )
}
