import { formatRelativeTime } from '@airwave/sdk'
import {
  groupMessages,
  isOwnMessage,
  MESSAGE_LIMITS,
  type MessageChannel,
  type MessageRoomStatus,
  newestStoredIdx,
  roomStatusView,
  sendableText,
} from '@airwave/sdk/message'
import {
  type FormEvent,
  type KeyboardEvent,
  type ReactNode,
  useEffect,
  useId,
  useLayoutEffect,
  useRef,
  useState,
} from 'react'
import { MoreMenu } from '../shared/a11y/MoreMenu'
import { Avatar } from '../shared/avatar/Avatar'
import { ConfirmFrame } from '../shared/dialogs/ConfirmFrame'
import { RetryAlert } from '../shared/feedback/RetryAlert'
import { useLocale } from '../shared/provider/airwaveContext'
import { RichText } from '../shared/richText/RichText'
import { BackIcon } from './messageIcons'
import type { MessageText } from './messageText'
import { useMessageRoom } from './useMessageRoom'

export interface MessageRoomViewProps {
  t: MessageText
  messageRoomIdx?: number | undefined
  channel?: MessageChannel | undefined
  roomStatus?: MessageRoomStatus | undefined
  viewerChannelId?: string | undefined
  /** The room is on screen: what it shows is marked read. */
  visible: boolean
  /** Left or blocked: back to the list. */
  onGone: () => void
  /** The room's head: back to the list, and the panel's close button. */
  onBack: () => void
  closeButton: ReactNode
  headingId: string
}

/** Near the top: older messages load by themselves. */
const OLDER_AT_PX = 48

/**
 * One room: the status's banner (a request to answer, a reason it cannot be written to), the
 * messages in groups (the member's on the right, with a read receipt), older pages on scrolling
 * up, and the composer with its length.
 */
export function MessageRoomView(props: MessageRoomViewProps) {
  const { t, channel, visible } = props
  const locale = useLocale()
  const room = useMessageRoom({
    messageRoomIdx: props.messageRoomIdx,
    channel,
    roomStatus: props.roomStatus,
    viewerChannelId: props.viewerChannelId,
    onGone: props.onGone,
  })
  const { context, send, state } = room
  const nickname = context.channel?.nickname ?? context.channel?.channelId ?? ''
  const view = roomStatusView(context.roomStatus)
  const [text, setText] = useState('')
  const thread = useRef<HTMLDivElement>(null)
  const composerId = useId()
  const lengthId = useId()
  const newest = newestStoredIdx(context.messages)
  const firstKey = context.messages[0]?.messageContentIdx
  const count = context.messages.length

  // Shown means read: each new message of the other's is marked while the room is on screen.
  useEffect(() => {
    if (visible && state === 'ready' && newest !== undefined) send({ type: 'SEEN' })
  }, [visible, state, newest, send])

  // An older page keeps the reader's place; a new message at the bottom follows it when the
  // reader was at the bottom.
  const place = useRef({ height: 0, top: 0, first: firstKey, atBottom: true })
  useLayoutEffect(() => {
    const box = thread.current
    if (!box) return
    const before = place.current
    if (before.first !== undefined && firstKey !== before.first) {
      box.scrollTop = before.top + (box.scrollHeight - before.height)
    } else if (before.atBottom) {
      box.scrollTop = box.scrollHeight
    }
    place.current = {
      height: box.scrollHeight,
      top: box.scrollTop,
      first: firstKey,
      atBottom: true,
    }
  }, [firstKey, count])
  const onScroll = () => {
    const box = thread.current
    if (!box) return
    place.current = {
      height: box.scrollHeight,
      top: box.scrollTop,
      first: firstKey,
      atBottom: box.scrollHeight - box.scrollTop - box.clientHeight < 24,
    }
    if (box.scrollTop < OLDER_AT_PX && context.hasOlder && !room.olderLoading)
      send({ type: 'LOAD_OLDER' })
  }

  const submit = (event?: FormEvent) => {
    event?.preventDefault()
    if (!sendableText(text) || !view.canSend) return
    send({ type: 'SEND', text })
    setText('')
    place.current.atBottom = true
  }
  const onKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    if (event.key === 'Enter' && !event.shiftKey && !event.nativeEvent.isComposing) submit(event)
  }

  const menuItems = [
    ...(context.messageRoomIdx > 0
      ? [{ id: 'leave', label: t('leave'), onSelect: () => send({ type: 'LEAVE' }) }]
      : []),
    ...(context.channel
      ? [
          {
            id: 'block',
            label: t('block', { nickname }),
            tone: 'danger' as const,
            onSelect: () => send({ type: 'BLOCK' }),
          },
        ]
      : []),
  ]
  const head = (
    <div className="aw-msg-head">
      <button
        type="button"
        className="aw-icon-button"
        aria-label={t('back')}
        onClick={props.onBack}
      >
        <BackIcon />
      </button>
      {context.channel && (
        <Avatar
          channelId={context.channel.channelId}
          nickname={nickname}
          src={context.channel.profileUrl}
          size={28}
        />
      )}
      <h2 id={props.headingId}>{nickname || t('messages')}</h2>
      {state === 'ready' && menuItems.length > 0 && (
        <MoreMenu items={menuItems} label={t('menu')} />
      )}
      {props.closeButton}
    </div>
  )

  if (state === 'finding' || state === 'loading') {
    return (
      <div className="aw-msg-room-view" data-state={state}>
        {head}
        <p className="aw-msg-note">{t('loading')}</p>
      </div>
    )
  }
  if (state === 'failed') {
    return (
      <div className="aw-msg-room-view" data-state={state}>
        {head}
        <RetryAlert
          className="aw-msg-note"
          message={t('loadFailed')}
          retryLabel={t('retry')}
          onRetry={() => send({ type: 'RETRY' })}
        />
      </div>
    )
  }

  const groups = groupMessages(context.messages, (m) => isOwnMessage(context, m))
  const length = text.trim().length
  const over = length > MESSAGE_LIMITS.content
  const tone =
    view.composer === 'answer' || view.composer === 'request' || view.composer === 'waiting'
      ? 'request'
      : view.canSend
        ? 'info'
        : 'stop'
  return (
    <div
      className="aw-msg-room-view"
      data-state={state}
      data-status={context.roomStatus}
      data-composer={view.composer}
    >
      {head}
      {view.alert && (
        <div
          className="aw-msg-banner"
          role="status"
          data-tone={tone}
          data-wording={view.wording}
          data-reason={view.reason}
        >
          <p>{t(view.alert, { nickname })}</p>
          {view.composer === 'answer' && (
            <div className="aw-msg-banner-actions">
              <button
                type="button"
                className="aw-button"
                disabled={room.answering}
                onClick={() => send({ type: 'DECLINE' })}
              >
                {t('decline')}
              </button>
              <button
                type="button"
                className="aw-button"
                data-variant="primary"
                disabled={room.answering}
                onClick={() => send({ type: 'ACCEPT' })}
              >
                {t('accept')}
              </button>
            </div>
          )}
        </div>
      )}
      <div
        ref={thread}
        className="aw-msg-thread"
        role="log"
        aria-label={nickname}
        aria-busy={room.olderLoading}
        // biome-ignore lint/a11y/noNoninteractiveTabindex: the log scrolls by keyboard
        tabIndex={0}
        onScroll={onScroll}
      >
        {context.hasOlder && (
          <button
            type="button"
            className="aw-button aw-msg-older"
            disabled={room.olderLoading}
            onClick={() => send({ type: 'LOAD_OLDER' })}
          >
            {room.olderLoading ? t('loading') : context.olderFailed ? t('retry') : t('loadOlder')}
          </button>
        )}
        {groups.length === 0 && <p className="aw-msg-note">{t('threadEmpty')}</p>}
        {groups.map((group) => {
          const last = group.messages[group.messages.length - 1]
          return (
            <div
              key={`${group.messages[0]?.messageContentIdx}-${group.messages[0]?.clientMessageId}`}
              className="aw-msg-group"
              data-own={group.own}
            >
              {!group.own && <span className="aw-visually-hidden">{nickname}</span>}
              {group.own && <span className="aw-visually-hidden">{t('you')}</span>}
              {group.messages.map((m) => (
                <div
                  key={m.state === 'sent' ? m.messageContentIdx : m.clientMessageId}
                  className="aw-msg-bubble"
                  data-state={m.state}
                >
                  <RichText text={m.messageContent} />
                </div>
              ))}
              {group.messages
                .filter((m) => m.state === 'failed')
                .map((m) => (
                  <div
                    key={`f-${m.clientMessageId}`}
                    className="aw-msg-meta"
                    data-state="failed"
                    role="alert"
                  >
                    <span>{m.error && m.error !== 'failed' ? t(m.error) : t('sendFailed')}</span>
                    <button
                      type="button"
                      onClick={() =>
                        send({ type: 'RETRY_SEND', clientMessageId: m.clientMessageId ?? '' })
                      }
                    >
                      {t('retrySend')}
                    </button>
                    <button
                      type="button"
                      onClick={() => {
                        send({ type: 'DISCARD', clientMessageId: m.clientMessageId ?? '' })
                        // Nothing lost: the text comes back to the composer when it is empty.
                        if (!text) setText(m.messageContent)
                      }}
                    >
                      {t('discard')}
                    </button>
                  </div>
                ))}
              {last && last.state !== 'failed' && (
                <div className="aw-msg-meta" data-state={last.state}>
                  {last.state === 'pending' ? (
                    <span>{t('sending')}</span>
                  ) : (
                    <>
                      {group.own && (
                        <span
                          data-receipt={(last.unReadParticipantCount ?? 0) > 0 ? 'unread' : 'read'}
                        >
                          {(last.unReadParticipantCount ?? 0) > 0
                            ? t('unreadReceipt')
                            : t('readReceipt')}
                        </span>
                      )}
                      {last.createDate && (
                        <time dateTime={last.createDate}>
                          {formatRelativeTime(last.createDate, locale)}
                        </time>
                      )}
                    </>
                  )}
                </div>
              )}
            </div>
          )
        })}
      </div>
      {view.canSend && (
        <form className="aw-msg-composer" onSubmit={submit} data-state={view.composer}>
          <label className="aw-visually-hidden" htmlFor={composerId}>
            {t('composerLabel', { nickname })}
          </label>
          <textarea
            id={composerId}
            rows={1}
            value={text}
            aria-describedby={lengthId}
            placeholder={
              view.composer === 'request' ? t('requestPlaceholder') : t('composerPlaceholder')
            }
            onChange={(event) => setText(event.target.value)}
            onKeyDown={onKeyDown}
          />
          <span id={lengthId} className="aw-msg-length" data-over={over}>
            {length}/{MESSAGE_LIMITS.content}
          </span>
          <button
            type="submit"
            className="aw-button"
            data-variant="primary"
            disabled={!sendableText(text)}
          >
            {t('send')}
          </button>
        </form>
      )}
      <ConfirmFrame
        open={room.confirming || room.working}
        onClose={() => send({ type: 'CANCEL' })}
        onConfirm={() => send({ type: 'CONFIRM' })}
        title={context.confirm?.action === 'block' ? t('block', { nickname }) : t('leave')}
        description={context.confirm ? t(context.confirm.key, { nickname }) : ''}
        cancelLabel={t('cancel')}
        confirmLabel={t('confirm')}
        busy={room.working}
      />
    </div>
  )
}
