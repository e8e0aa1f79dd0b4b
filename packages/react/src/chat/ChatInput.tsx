import type { Viewer } from '@airwave/sdk'
import { CHAT_MAX_LENGTH, chatTextLength, truncateChatInput } from '@airwave/sdk/chat'
import type { Emoticon } from '@airwave/sdk/emoticon'
import {
  type ClipboardEvent,
  type KeyboardEvent,
  memo,
  useEffect,
  useId,
  useLayoutEffect,
  useRef,
  useState,
} from 'react'
import { useAirwave } from '../shared/provider/airwaveContext'
import { ChatColors } from './ChatColors'
import { ChatEmoticons } from './ChatEmoticons'
import type { ChatText } from './chatText'

/**
 * The input's state, for `data-state`: `guest` (the login prompt instead of typing), `offline`
 * (off until the network is back), `barred` (blocked from this chat, or ice mode leaves the
 * member out: the reason shows), `sending`, `cooling` (slow mode counts down), `ready`.
 */
export type ChatInputState = 'guest' | 'offline' | 'barred' | 'sending' | 'cooling' | 'ready'

/** The counter shows from this many characters before the limit (chosen: the last 10 %). */
const COUNTER_FROM = CHAT_MAX_LENGTH - 500

export interface ChatInputProps {
  channelId: string
  viewer: Viewer
  state: ChatInputState
  /** Seconds of slow mode left. */
  cooldown: number
  /** Why the last message was not sent, in words; the text typed stays. */
  refusal: string | undefined
  /** Counts the messages the room took: the text sent is cleared when it moves. */
  sentCount: number
  t: ChatText
  onSend: (text: string) => void
  /** The member changed the text: an old refusal no longer applies. */
  onEdit: () => void
  onSubscribe?: ((channelId: string) => void) | undefined
  /** The colour this chat shows for the member (their pick, or their role's style). */
  shownColor?: string | undefined
}

/**
 * The chat's input. Enter sends and Shift+Enter starts a new line (chosen, as most chats do; a
 * composition in progress, Korean or Japanese, is never sent half-typed); blank text is never
 * sent. At most 5,000 characters: typing stops there, pasted text is cut with the SDK's rule
 * (`truncateChatInput`: never half an emoticon marker or a character), and a counter shows in
 * the last 500. A guest gets the login prompt instead of a caret; offline, the input is off.
 * A refused message stays in the box with the reason under it; a sent one is cleared.
 *
 * @example
 * <ChatInput channelId="airwave" viewer={viewer} state="ready" cooldown={0} refusal={undefined} sentCount={0} t={t} onSend={send} onEdit={clear} />
 */
export const ChatInput = memo(function ChatInput(props: ChatInputProps) {
  const { channelId, viewer, state, cooldown, refusal, sentCount, t, onSend, onEdit } = props
  const { promptLogin, onChannelRequired } = useAirwave()
  // A member without a channel (no nickname yet) is asked to create one, as a guest to sign in.
  const needsChannel = viewer.status === 'member' && !viewer.nickname
  const ask = needsChannel && onChannelRequired ? onChannelRequired : () => promptLogin('chat')
  const [value, setValue] = useState('')
  const [cut, setCut] = useState(false)
  const boxRef = useRef<HTMLTextAreaElement>(null)
  const submitted = useRef<string | null>(null)
  const caret = useRef<number | null>(null)
  const hintId = useId()
  const counterId = useId()
  const refusalId = useId()

  // The room took a message: clear the box, unless the member went on typing meanwhile.
  const lastSent = useRef(sentCount)
  useEffect(() => {
    if (sentCount === lastSent.current) return
    lastSent.current = sentCount
    if (submitted.current !== null && value === submitted.current) setValue('')
    submitted.current = null
  }, [sentCount, value])

  useLayoutEffect(() => {
    const at = caret.current
    const box = boxRef.current
    if (at === null || !box) return
    caret.current = null
    box.focus()
    box.setSelectionRange(at, at)
  })

  const guest = state === 'guest'
  const offline = state === 'offline'
  const blank = value.trim() === ''
  const canSend = !blank && (state === 'ready' || state === 'guest')

  const change = (next: string) => {
    setValue(truncateChatInput(next))
    setCut(false)
    onEdit()
  }
  // Puts text at the caret, cut to the room left (never half a marker or a character).
  const insert = (text: string) => {
    const box = boxRef.current
    const start = box?.selectionStart ?? value.length
    const end = box?.selectionEnd ?? value.length
    const room = CHAT_MAX_LENGTH - chatTextLength(value) + chatTextLength(value.slice(start, end))
    const fitted = truncateChatInput(text, Math.max(0, room))
    caret.current = start + fitted.length
    setValue(value.slice(0, start) + fitted + value.slice(end))
    setCut(fitted.length < text.length)
    onEdit()
  }
  const submit = () => {
    if (guest) {
      ask()
      return
    }
    if (!canSend) return
    submitted.current = value
    onSend(value)
  }
  const onKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    if (event.key !== 'Enter' || event.shiftKey || event.nativeEvent.isComposing) return
    event.preventDefault()
    submit()
  }
  const onPaste = (event: ClipboardEvent<HTMLTextAreaElement>) => {
    const text = event.clipboardData.getData('text/plain')
    if (guest || text === '') return
    event.preventDefault()
    insert(text)
  }

  const length = chatTextLength(value)
  const near = length >= COUNTER_FROM
  const describedBy = [hintId, near ? counterId : '', refusal ? refusalId : '']
    .filter(Boolean)
    .join(' ')
  const placeholder = guest
    ? t(needsChannel ? 'channelToChat' : 'loginToChat')
    : offline
      ? t('offlinePlaceholder')
      : t('messagePlaceholder')

  return (
    <form
      className="aw-chat-input"
      data-state={state}
      onSubmit={(event) => {
        event.preventDefault()
        submit()
      }}
    >
      {refusal && (
        <p id={refusalId} className="aw-chat-refusal" role="alert">
          {refusal}
        </p>
      )}
      {state === 'cooling' && !refusal && (
        <p className="aw-chat-cooldown" aria-live="off">
          {t('slowModeWait', { seconds: cooldown })}
        </p>
      )}
      {cut && (
        <p className="aw-chat-note" role="status">
          {t('pasteTruncated', { max: CHAT_MAX_LENGTH })}
        </p>
      )}
      <div className="aw-chat-input-row">
        <textarea
          ref={boxRef}
          aria-label={t('messageLabel')}
          aria-describedby={describedBy}
          aria-invalid={refusal ? true : undefined}
          placeholder={placeholder}
          rows={1}
          value={value}
          readOnly={guest}
          disabled={offline || state === 'barred'}
          onFocus={
            guest
              ? (event) => {
                  event.currentTarget.blur()
                  ask()
                }
              : undefined
          }
          onChange={(event) => change(event.currentTarget.value)}
          onKeyDown={onKeyDown}
          onPaste={onPaste}
        />
        {state !== 'guest' && state !== 'offline' && <ChatColors shown={props.shownColor} t={t} />}
        {state !== 'guest' && state !== 'offline' && state !== 'barred' && (
          <ChatEmoticons
            t={t}
            channelId={channelId}
            viewer={viewer}
            onSubscribe={props.onSubscribe}
            onPick={(emoticon: Emoticon) => insert(`{:${emoticon.emoticonKeyword}:}`)}
          />
        )}
        <button
          type="submit"
          className="aw-button"
          data-variant="primary"
          disabled={!guest && !canSend}
        >
          {t('send')}
        </button>
      </div>
      <p id={hintId} className="aw-visually-hidden">
        {t('sendHint')}
      </p>
      {near && (
        <p
          id={counterId}
          className="aw-chat-counter"
          data-state={length >= CHAT_MAX_LENGTH ? 'full' : 'near'}
        >
          {t('characterCount', { count: length, max: CHAT_MAX_LENGTH })}
        </p>
      )}
    </form>
  )
})
