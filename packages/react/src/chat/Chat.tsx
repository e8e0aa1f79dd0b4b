import type { Viewer } from '@airwave/sdk'
import {
  CHAT_ACTION,
  type ChatEntryAction,
  type ChatMessage,
  type ChatRoomEmitted,
  chatActionConfirms,
  chatBlockedIdsQuery,
  chatModerationEvent,
  chatSendProblem,
} from '@airwave/sdk/chat'
import { useQuery } from '@tanstack/react-query'
import {
  lazy,
  type ReactNode,
  Suspense,
  useCallback,
  useEffect,
  useId,
  useMemo,
  useRef,
  useState,
} from 'react'
import { useEmoticonCatalog } from '../emoticon/useEmoticonCatalog'
import { useSocketStatus } from '../realtime/useSocketStatus'
import { useAirwave, useCalls, useLocale } from '../shared/provider/airwaveContext'
import { type KitReportProps, useKitReports } from '../shared/provider/useKitReports'
import { useViewer } from '../shared/provider/useViewer'
import { RichText } from '../shared/richText/RichText'
import { useSheet } from '../shared/theme/useSheet'
import { TOAST_DURATION, ToastList } from '../shared/toasts/ToastList'
import { ChatBanners } from './ChatBanners'
import type { ChatConfirmKind } from './ChatConfirmDialog'
import { nicknameOf } from './ChatEntry'
import { ChatInput, type ChatInputState } from './ChatInput'
import { ChatList } from './ChatList'
import { ChatStatusLine } from './ChatStatusLine'
import { chatStyles } from './chat.styles'
import { type ChatRefusal, refusalAfter, refusalText, timeoutText } from './chatRefusal'
import { type ChatText, useChatText } from './chatText'
import { useChat } from './useChat'

export interface ChatProps extends KitReportProps<ChatRoomEmitted> {
  /** The channel whose chat this is. */
  channelId: string
  /** Who is chatting. Default: the provider's session (`useViewer()`); the chat waits for it. */
  viewer?: Viewer
  /**
   * Members whose messages the viewer does not see. Default: the member's blocked channels
   * (every page of them), refreshed when they block or unblock someone.
   */
  blockedIds?: readonly string[]
  /** Alone in a popout window: the chat takes the window's height. */
  popout?: boolean
  /** The emoticon picker's subscribe guide button: open the app's subscription for a channel. */
  onSubscribe?: (channelId: string) => void
  /** Under the input: the app's extra actions, such as a cheer (`<GiftPanel>` of `@airwave/react/wallet`). */
  actions?: ReactNode
  /**
   * Above the participant view's groups: the app's extras, such as the channel's top supporters
   * (`<SupporterRanking>` of `@airwave/react/wallet`). Rendered only while the view is open.
   */
  participantsHead?: ReactNode
}

/**
 * A channel's live chat: the status line, ice and slow mode, the notice and rules, the
 * messages (role badges, nickname colours, emoticons, links, mentions, blinded and refused
 * lines), a "new messages below" pill while the viewer reads back, the input (Enter sends,
 * 5,000 characters, slow-mode countdown, refusals in words, the login prompt for guests,
 * off while offline), and a moderation menu on each message for those the SDK says may
 * moderate, with the kit's confirm dialog. It fills its container's height: beside the player
 * on a desktop, under it on a phone; `popout` for a window of its own. Every rule and state
 * is the SDK's chat room machine (`useChat`); `data-state` on the root is the connection's.
 *
 * @example
 * <AirwaveProvider baseUrl="https://api.example.com">
 *   <div style={{ height: 600 }}><Chat channelId="airwave" /></div>
 * </AirwaveProvider>
 */
export function Chat(props: ChatProps) {
  useSheet('chat', chatStyles)
  const t = useChatText()
  const sessionViewer = useViewer()
  const viewer = props.viewer ?? sessionViewer
  if (!viewer) {
    return (
      <section className="aw-chat" aria-label={t('chat')} aria-busy="true" data-state="loading">
        <p className="aw-chat-empty">{t('loadingChat')}</p>
      </section>
    )
  }
  return <ChatRoom {...props} viewer={viewer} t={t} />
}

const NO_IDS: readonly string[] = []
// Loaded when a moderator first asks: viewers never download it.
const ChatConfirmDialog = lazy(() => import('./ChatConfirmDialog'))
// Loaded when the viewer first opens it.
const ChatParticipants = lazy(() =>
  import('./ChatParticipants').then((m) => ({ default: m.ChatParticipants })),
)

// The time now, again every second while `ticking` (a timeout's countdown), else held.
function useNow(ticking: boolean): number {
  const [now, setNow] = useState(() => Date.now())
  useEffect(() => {
    if (!ticking) return
    setNow(Date.now())
    const timer = setInterval(() => setNow(Date.now()), 1000)
    return () => clearInterval(timer)
  }, [ticking])
  return now
}

function ChatRoom(props: ChatProps & { viewer: Viewer; t: ChatText }) {
  const { channelId, viewer, t } = props
  const { toastQueue, queryClient, onChannelRequired } = useAirwave()
  const client = useCalls('Chat', 'chat', 'channel')
  const member = viewer.status === 'member'
  const blocked = useQuery(
    { ...chatBlockedIdsQuery(client), enabled: member && props.blockedIds === undefined },
    queryClient,
  )
  const blockedIds = props.blockedIds ?? (member ? (blocked.data ?? NO_IDS) : NO_IDS)
  const [refusal, setRefusal] = useState<ChatRefusal | undefined>()
  const [sentCount, setSentCount] = useState(0)
  const [asking, setAsking] = useState<{ kind: ChatConfirmKind; entry: ChatMessage }>()
  // Who each chat action was about, for its toast: the room's event names only the channel id.
  const names = useRef(new Map<string, string>())
  const locale = useLocale()
  const [participantsOpen, setParticipantsOpen] = useState(false)
  const participantsId = useId()
  const participantsButton = useRef<HTMLButtonElement>(null)
  const closeParticipants = useCallback(() => {
    setParticipantsOpen(false)
    requestAnimationFrame(() => participantsButton.current?.focus())
  }, [])

  const reports = useKitReports('chat', channelId, props)
  const onEvent = (event: ChatRoomEmitted) => {
    reports.event(event)
    setRefusal((current) => refusalAfter(current, event))
    if (event.type === 'sent') setSentCount((count) => count + 1)
    if (event.type === 'moderated') {
      const call = event.call
      const name =
        call.type === 'chatAction'
          ? (names.current.get(call.targetChannelId) ?? call.targetChannelId)
          : ''
      const text =
        call.type === 'deleteMessage'
          ? t('toastDeleted')
          : call.type === 'blindMessage'
            ? t('toastBlinded')
            : call.type === 'reportMessage'
              ? t('toastReported')
              : call.minutes !== undefined
                ? t('toastTimedOut', { name, minutes: call.minutes })
                : call.action === CHAT_ACTION.erase
                  ? t('toastErased', { name })
                  : t('toastChatBlocked', { name })
      toastQueue.show(text, 'chatroom')
    }
    if (event.type === 'moderation-failed') {
      const text =
        event.reason === 'unreachable'
          ? t('unreachable')
          : event.reason === 'rate-limited'
            ? t('rateLimitedNow')
            : event.message
      toastQueue.show(text, 'chatroom')
    }
  }
  const { state, context, send } = useChat(channelId, { viewer, blockedIds, onEvent })
  const socket = useSocketStatus()

  const { lookup, isSubscriber } = useEmoticonCatalog(channelId, viewer)
  const renderText = useCallback(
    (text: string): ReactNode => (
      <RichText text={text} emoticons={lookup} isSubscriber={isSubscriber} />
    ),
    [lookup, isSubscriber],
  )
  const onAction = useCallback(
    (action: ChatEntryAction, entry: ChatMessage) => {
      if (entry.viewerInfo) names.current.set(entry.viewerInfo.viewerId, nicknameOf(entry, t))
      if (chatActionConfirms(action)) setAsking({ kind: action as ChatConfirmKind, entry })
      else send(chatModerationEvent(action, entry))
    },
    [send, t],
  )
  const onPause = useCallback(() => send({ type: 'PAUSE_FOLLOW' }), [send])
  const onResume = useCallback(() => send({ type: 'RESUME_FOLLOW' }), [send])
  const onSend = useCallback((text: string) => send({ type: 'SEND', text }), [send])
  const onEdit = useCallback(() => setRefusal(undefined), [])

  // A timeout counts down in the input: the time ticks while one runs (the member's own, known
  // from their rights, or the one the server just refused a message with).
  const timedOut = context.me?.chatBlockedUntil !== undefined || refusal?.kind === 'timeout'
  const now = useNow(timedOut)
  // A member the room will refuse whatever they type (blocked from the chat, timed out, or
  // left out by ice mode): the SDK's send rule says it before they type.
  const problem = useMemo(
    () =>
      chatSendProblem({
        text: '·',
        viewer,
        me: context.me,
        info: context.info,
        cooldown: 0,
        now,
      }),
    [viewer, context.me, context.info, now],
  )
  const refused =
    typeof problem === 'object' && problem.type === 'chat-refused' ? problem : undefined
  const standing = refused?.code
  const timeoutOver = refusal?.kind === 'timeout' && refusal.until <= now
  // A member without a channel cannot chat either: asked to create one, as a guest to sign in.
  const inputState: ChatInputState =
    viewer.status === 'anonymous' || (!viewer.nickname && onChannelRequired)
      ? 'guest'
      : socket === 'offline'
        ? 'offline'
        : standing
          ? 'barred'
          : state.send === 'sending'
            ? 'sending'
            : context.cooldown > 0
              ? 'cooling'
              : 'ready'
  const shownRefusal =
    standing === 'CHT10007'
      ? timeoutText(refused?.retryAfterSeconds ?? 1, t)
      : standing !== undefined
        ? t(standing === 'CHT10002' ? 'iceBarred' : standing)
        : refusal && !(refusal.kind === 'slow' && context.cooldown === 0) && !timeoutOver
          ? refusalText(refusal, context.cooldown, t, now)
          : undefined

  return (
    <section
      className="aw-chat"
      aria-label={t('chat')}
      data-state={socket}
      data-layout={props.popout ? 'popout' : 'embedded'}
    >
      <div className="aw-chat-bar">
        <button
          ref={participantsButton}
          type="button"
          className="aw-button"
          aria-expanded={participantsOpen}
          aria-controls={participantsOpen ? participantsId : undefined}
          onClick={() => (participantsOpen ? closeParticipants() : setParticipantsOpen(true))}
        >
          {t('participants')}
        </button>
      </div>
      <ChatBanners info={context.info} t={t} renderText={renderText} />
      {participantsOpen && (
        <div id={participantsId} className="aw-chat-view">
          <Suspense fallback={<p className="aw-chat-empty">{t('loadingChat')}</p>}>
            <ChatParticipants
              groups={context.participants}
              t={t}
              head={props.participantsHead}
              onClose={closeParticipants}
            />
          </Suspense>
        </div>
      )}
      {/* Kept while the participants show: the reading position and the room's follow stay. */}
      <div className="aw-chat-view" hidden={participantsOpen}>
        <ChatList
          entries={context.entries}
          following={context.following}
          unseen={context.unseen}
          me={context.me}
          viewer={viewer}
          t={t}
          renderText={renderText}
          onAction={onAction}
          onPause={onPause}
          onResume={onResume}
          locale={locale}
        />
      </div>
      <ChatStatusLine status={socket} t={t} />
      <ChatInput
        channelId={channelId}
        viewer={viewer}
        state={inputState}
        cooldown={context.cooldown}
        refusal={shownRefusal}
        sentCount={sentCount}
        t={t}
        onSend={onSend}
        onEdit={onEdit}
        onSubscribe={props.onSubscribe}
        shownColor={context.me?.nicknameColor}
      />
      {props.actions}
      {asking && (
        <Suspense fallback={null}>
          <ChatConfirmDialog
            kind={asking.kind}
            name={nicknameOf(asking.entry, t)}
            t={t}
            onCancel={() => setAsking(undefined)}
            onConfirm={(reason) => {
              send(chatModerationEvent(asking.kind, asking.entry, reason))
              setAsking(undefined)
            }}
          />
        </Suspense>
      )}
      <ToastList
        place="chatroom"
        duration={TOAST_DURATION}
        label={t('notifications')}
        closeLabel={t('close')}
      />
    </section>
  )
}
