import { ICE_CHAT_LEVEL, type StreamerChatInfo } from '@airwave/sdk/chat'
import type { ChatTextKey } from '@airwave/sdk/i18n'
import { type ReactNode, useId, useState } from 'react'
import type { ChatText } from './chatText'

const iceTexts: Record<number, ChatTextKey> = {
  [ICE_CHAT_LEVEL.subscribers]: 'iceSubscribers',
  [ICE_CHAT_LEVEL.managers]: 'iceManagers',
  [ICE_CHAT_LEVEL.streamer]: 'iceStreamer',
}

export interface ChatBannersProps {
  info: StreamerChatInfo | undefined
  t: ChatText
  /** The notice and the rules as rich text (links). */
  renderText: (text: string) => ReactNode
}

function Collapsible(props: { title: string; kind: 'notice' | 'rules'; children: ReactNode }) {
  // Open on entering the room (the spec: shown on entering); the viewer folds it away.
  const [open, setOpen] = useState(true)
  const bodyId = useId()
  return (
    <section
      className="aw-chat-banner"
      data-kind={props.kind}
      data-state={open ? 'open' : 'closed'}
    >
      <h3 className="aw-chat-banner-title">
        <button
          type="button"
          aria-expanded={open}
          aria-controls={bodyId}
          onClick={() => setOpen(!open)}
        >
          <span>{props.title}</span>
          <svg width={12} height={12} viewBox="0 0 24 24" aria-hidden="true" focusable={false}>
            <path d="M6 9l6 6 6-6" fill="none" stroke="currentColor" strokeWidth={2.5} />
          </svg>
        </button>
      </h3>
      <div id={bodyId} className="aw-chat-banner-body" hidden={!open}>
        {props.children}
      </div>
    </section>
  )
}

/**
 * What the room says to everyone above the messages: ice mode (who may chat now), slow mode,
 * the streamer's notice and the chat rules. The notice and rules show when the streamer
 * turned them on, open on entering and folded with their title; ice and slow mode follow the
 * room's settings as they change (CHAT_INFO).
 *
 * @example
 * <ChatBanners info={context.info} t={t} renderText={renderText} />
 */
export function ChatBanners({ info, t, renderText }: ChatBannersProps) {
  if (!info) return null
  const ice =
    info.isChatIce === true ? iceTexts[info.iceChatLevel ?? ICE_CHAT_LEVEL.subscribers] : undefined
  const slow = info.slowModeSeconds ?? 0
  const notice = info.isChatNotice === true && info.chatNotice?.trim() ? info.chatNotice : undefined
  const rules = info.isChatRule === true && info.chatRule?.trim() ? info.chatRule : undefined
  if (!ice && slow <= 0 && !notice && !rules) return null
  return (
    <div className="aw-chat-banners">
      {ice && (
        <p className="aw-chat-mode" data-kind="ice">
          {t(ice)}
        </p>
      )}
      {slow > 0 && (
        <p className="aw-chat-mode" data-kind="slow">
          {t('slowMode', { seconds: slow })}
        </p>
      )}
      {notice && (
        <Collapsible title={t('notice')} kind="notice">
          {renderText(notice)}
        </Collapsible>
      )}
      {rules && (
        <Collapsible title={t('rules')} kind="rules">
          {renderText(rules)}
        </Collapsible>
      )}
    </div>
  )
}
