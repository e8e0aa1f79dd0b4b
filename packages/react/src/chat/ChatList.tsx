import type { Viewer } from '@airwave/sdk'
import {
  type ChatEntryAction,
  type ChatMe,
  type ChatMessage,
  chatPaceAll,
  chatPaceRefresh,
  chatPaceStep,
  chatPaceWaits,
} from '@airwave/sdk/chat'
import { memo, type ReactNode, useEffect, useLayoutEffect, useRef, useState } from 'react'
import { ChatEntry } from './ChatEntry'
import type { ChatText } from './chatText'

/** How close to the bottom still counts as "at the newest message", in pixels (chosen). */
const BOTTOM_SLACK = 24
/** The shortest a line can be (one line of 14 px text and its padding), in pixels. */
const MIN_LINE_PX = 18
/** Lines kept above the screenful while following, to scroll up into at once (chosen). */
const SPARE_LINES = 20
/** The fewest lines kept while following, before the log's height is known. */
const MIN_TAIL = 50

/**
 * How many of the newest lines to keep on the page while following: a screenful of the
 * shortest lines and a margin. The rest of the room's 200 are there once the viewer reads back.
 */
const tailFor = (height: number) =>
  Math.max(MIN_TAIL, Math.ceil(height / MIN_LINE_PX) + SPARE_LINES)

export interface ChatListProps {
  entries: readonly ChatMessage[]
  /** Whether the list follows the newest messages (the room's `following`). */
  following: boolean
  /** Messages arrived while the viewer reads back. */
  unseen: number
  me: ChatMe | undefined
  viewer: Viewer
  t: ChatText
  renderText: (text: string) => ReactNode
  onAction: (action: ChatEntryAction, entry: ChatMessage) => void
  /** The viewer scrolled up: the room holds the list still. */
  onPause: () => void
  /** The viewer is back at the bottom, or asked to be: the room catches up. */
  onResume: () => void
  /** The provider's locale, for the numbers of the platform's lines. */
  locale?: string
}

const atBottom = (box: HTMLElement) =>
  box.scrollHeight - box.scrollTop - box.clientHeight <= BOTTOM_SLACK

/**
 * The messages, oldest first, in a focusable scrolling log. While it follows, each flush the
 * room hands over scrolls it to the newest; once the viewer scrolls up the room stops handing
 * over new messages (they wait, counted), so what is read stays where it is, and a pill says
 * how many wait below. The pill, or scrolling back down, resumes following. Entries are keyed
 * and memoised by log identity: a flush renders only the new lines. While following, only the
 * newest lines that fill the log (and a margin) are on the page, and new lines come into view
 * a few an animation frame at the SDK's chat pace (`chatPaceStep`): at a thousand messages a
 * second no frame renders a screenful, and lines too many to read are passed over. Reading back
 * shows all of the room's 200.
 *
 * @example
 * <ChatList entries={context.entries} following={context.following} unseen={context.unseen} … />
 */
export const ChatList = memo(function ChatList(props: ChatListProps) {
  const { entries, following, unseen, me, viewer, t, renderText, onAction, onPause, onResume } =
    props
  const boxRef = useRef<HTMLDivElement>(null)
  const [tail, setTail] = useState(MIN_TAIL)
  const [pace, setPace] = useState(() => chatPaceAll(entries, tail))
  // Back to following after reading back: the newest lines at once, in this very render.
  const [wasFollowing, setWasFollowing] = useState(following)
  if (following !== wasFollowing) {
    setWasFollowing(following)
    if (following) setPace(chatPaceAll(entries, tail))
  }
  // Every change of the log reaches the lines in view at once: a deleted line is gone before a
  // flood could push the log past it (and keep it in view as a line that left by age).
  const [refreshed, setRefreshed] = useState(entries)
  if (refreshed !== entries) {
    setRefreshed(entries)
    setPace((now) => chatPaceRefresh(entries, now))
  }
  const shown = following ? pace.lines : entries
  // One step of the pace each frame while lines wait.
  useEffect(() => {
    if (!following || !chatPaceWaits(entries, pace)) return
    const frame = requestAnimationFrame(() => setPace((now) => chatPaceStep(entries, now, tail)))
    return () => cancelAnimationFrame(frame)
  }, [following, entries, pace, tail])

  // Where the log was last scrolled to, by the reader or by us: only a move up from there is
  // the reader's. The log changing size under a still reader (the player above it gets its
  // picture, a panel opens, a phone turns) leaves the top where it was and takes the bottom
  // away; that must not stop the following.
  const lastTop = useRef(0)
  const toBottom = (box: HTMLElement) => {
    box.scrollTop = box.scrollHeight
    lastTop.current = box.scrollTop
  }
  // Before paint, so a new line never shows a frame above the bottom.
  useLayoutEffect(() => {
    const box = boxRef.current
    if (box && following && shown) toBottom(box)
  }, [shown, following])
  // The log also changes size with no new line: a banner opens above it, the window turns, a
  // picture arrives. While following, it stays at the bottom.
  const followingRef = useRef(following)
  followingRef.current = following
  useEffect(() => {
    const box = boxRef.current
    if (!box || typeof ResizeObserver === 'undefined') return
    const observer = new ResizeObserver(() => {
      setTail(tailFor(box.clientHeight))
      if (followingRef.current) toBottom(box)
    })
    observer.observe(box)
    if (box.firstElementChild) observer.observe(box.firstElementChild)
    return () => observer.disconnect()
  }, [entries.length === 0])

  const onScroll = () => {
    const box = boxRef.current
    if (!box) return
    const bottom = atBottom(box)
    const movedUp = box.scrollTop < lastTop.current
    lastTop.current = box.scrollTop
    if (following && !bottom) {
      if (movedUp) onPause()
      else toBottom(box)
    } else if (!following && bottom) onResume()
  }
  const resume = () => {
    onResume()
    const box = boxRef.current
    if (box) toBottom(box)
  }

  return (
    <div className="aw-chat-list-frame" data-state={following ? 'following' : 'paused'}>
      <div
        ref={boxRef}
        className="aw-chat-scroll"
        role="log"
        aria-label={t('chatLog')}
        // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrolling region must take focus, or keyboard users cannot scroll back through the chat (WCAG 2.1.1)
        tabIndex={0}
        onScroll={onScroll}
      >
        {entries.length === 0 ? (
          <p className="aw-chat-empty">{t('emptyChat')}</p>
        ) : (
          <ol className="aw-chat-list">
            {shown.map((entry) => (
              <ChatEntry
                key={entry.logIdentity}
                entry={entry}
                me={me}
                viewer={viewer}
                t={t}
                renderText={renderText}
                onAction={onAction}
                locale={props.locale}
              />
            ))}
          </ol>
        )}
      </div>
      {!following && unseen > 0 && (
        <button type="button" className="aw-chat-pill" onClick={resume}>
          {t('newMessagesBelow', { count: unseen })}
          <svg width={14} height={14} viewBox="0 0 24 24" aria-hidden="true" focusable={false}>
            <path d="M12 5v14M6 13l6 6 6-6" fill="none" stroke="currentColor" strokeWidth={2.5} />
          </svg>
        </button>
      )}
    </div>
  )
})
