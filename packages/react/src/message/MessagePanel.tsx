import type { MessageChannel, MessageRoom, MessageRoomStatus } from '@airwave/sdk/message'
import {
  type KeyboardEvent,
  type ReactNode,
  useEffect,
  useId,
  useRef,
  useState,
  useSyncExternalStore,
} from 'react'
import { useFocusTrap } from '../shared/a11y/useFocusTrap'
import { MOBILE_BREAKPOINT } from '../shared/theme/styles'
import { useSheet } from '../shared/theme/useSheet'
import { MessageRoomList } from './MessageRoomList'
import { MessageRoomView } from './MessageRoomView'
import { MessageSearch } from './MessageSearch'
import { MessageSetting } from './MessageSetting'
import { messageStyles } from './message.styles'
import { BackIcon, CloseIcon, ComposeIcon } from './messageIcons'
import { useMessageText } from './messageText'
import { useMessages } from './useMessages'

/** The room a panel shows: from the list (its index) or from a channel (found by the SDK). */
export interface MessageRoomTarget {
  messageRoomIdx?: number
  channel?: MessageChannel
  roomStatus?: MessageRoomStatus
}

/** Where the panel is, for `data-state`. */
export type MessagePanelState = 'closed' | 'rooms' | 'search' | 'room'

export interface MessagePanelProps {
  open: boolean
  /** Escape, the close button; the app puts focus back on its button. */
  onClose: () => void
  /** Opens on the room with this channel (a channel page's "Message"). */
  channel?: MessageChannel | undefined
  /** The member's own channel: their messages are on the right. */
  viewerChannelId?: string | undefined
  id?: string
  /** The first view: the list (default), the search, or a room (stories, tests). */
  defaultView?: 'rooms' | 'search' | MessageRoomTarget
}

type View = 'rooms' | 'search' | { target: MessageRoomTarget; key: string }

const phoneQuery = `(max-width: ${MOBILE_BREAKPOINT}px)`
const subscribePhone = (change: () => void) => {
  if (typeof window === 'undefined' || !window.matchMedia) return () => {}
  const query = window.matchMedia(phoneQuery)
  query.addEventListener('change', change)
  return () => query.removeEventListener('change', change)
}
const isPhone = () => typeof window !== 'undefined' && !!window.matchMedia?.(phoneQuery).matches

const roomView = (target: MessageRoomTarget): View => ({
  target,
  key: target.messageRoomIdx ? `r${target.messageRoomIdx}` : `c${target.channel?.channelId}`,
})

/**
 * The direct-message panel ({@link MESSAGE_PANEL_WIDTH} px under the header; a full-screen
 * sheet on phones, focus kept inside): the member's rooms (latest first, unread counts, the
 * status's words or the last message), a room (its banner, messages, composer, menu), and a
 * channel search to start one. Everything live over the page's socket. Escape closes it.
 *
 * @example <MessagePanel open={open} onClose={() => setOpen(false)} channel={target} viewerChannelId={me} />
 */
export function MessagePanel({
  open,
  onClose,
  channel,
  viewerChannelId,
  id,
  defaultView = 'rooms',
}: MessagePanelProps) {
  useSheet('message', messageStyles)
  const t = useMessageText()
  const [view, setView] = useState<View>(() =>
    typeof defaultView === 'string' ? defaultView : roomView(defaultView),
  )
  const openRoom = typeof view === 'object' ? view.target.messageRoomIdx : undefined
  const { rooms } = useMessages({ open, openRoom })
  const panel = useRef<HTMLDivElement>(null)
  const titleId = useId()
  const phone = useSyncExternalStore(subscribePhone, isPhone, () => false)
  const trap = useFocusTrap(panel, open && phone)

  // A channel page asked for its room: the panel shows it.
  const channelId = channel?.channelId
  useEffect(() => {
    if (open && channel) setView(roomView({ channel }))
  }, [open, channelId])

  if (!open) return null

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.key === 'Escape' && !event.defaultPrevented) {
      event.preventDefault()
      onClose()
      return
    }
    trap(event)
  }
  const closeButton: ReactNode = (
    <button type="button" className="aw-icon-button" aria-label={t('close')} onClick={onClose}>
      <CloseIcon />
    </button>
  )
  const openFromList = (room: MessageRoom) =>
    setView(
      roomView({
        messageRoomIdx: room.messageRoomIdx,
        roomStatus: room.roomStatus,
        ...(room.channel ? { channel: room.channel } : {}),
      }),
    )
  const state: MessagePanelState = typeof view === 'object' ? 'room' : view

  return (
    <div
      ref={panel}
      id={id}
      className="aw-msg-panel"
      role="dialog"
      aria-labelledby={titleId}
      aria-modal={phone || undefined}
      data-state={state}
      onKeyDown={onKeyDown}
    >
      {typeof view === 'object' ? (
        <MessageRoomView
          key={view.key}
          t={t}
          messageRoomIdx={view.target.messageRoomIdx}
          channel={view.target.channel}
          roomStatus={view.target.roomStatus}
          viewerChannelId={viewerChannelId}
          visible={open}
          onBack={() => setView('rooms')}
          onGone={() => setView('rooms')}
          closeButton={closeButton}
          headingId={titleId}
        />
      ) : (
        <>
          <div className="aw-msg-head">
            {view === 'search' && (
              <button
                type="button"
                className="aw-icon-button"
                aria-label={t('back')}
                onClick={() => setView('rooms')}
              >
                <BackIcon />
              </button>
            )}
            <h2 id={titleId}>{view === 'search' ? t('newMessage') : t('messages')}</h2>
            {view === 'rooms' && (
              <button
                type="button"
                className="aw-icon-button"
                aria-label={t('newMessage')}
                onClick={() => setView('search')}
              >
                <ComposeIcon />
              </button>
            )}
            {closeButton}
          </div>
          {view === 'rooms' ? (
            <>
              <MessageRoomList t={t} rooms={rooms} onOpen={openFromList} />
              <MessageSetting t={t} />
            </>
          ) : (
            <MessageSearch t={t} onPick={(picked) => setView(roomView({ channel: picked }))} />
          )}
        </>
      )}
    </div>
  )
}
