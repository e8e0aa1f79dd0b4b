import { chatBadges, type ParticipantGroups } from '@airwave/sdk/chat'
import type { ChatTextKey } from '@airwave/sdk/i18n'
import { type ReactNode, useEffect, useId, useRef } from 'react'
import { ChatBadge } from './ChatBadge'
import type { ChatText } from './chatText'

export interface ChatParticipantsProps {
  /** The room's participants, grouped by the SDK (`groupParticipants`). */
  groups: ParticipantGroups
  t: ChatText
  /** Above the groups: the app's extras (a channel's top supporters). */
  head?: ReactNode
  /** Back to the messages (its button and Escape). */
  onClose: () => void
}

const GROUPS: [keyof ParticipantGroups, ChatTextKey][] = [
  ['streamer', 'groupStreamer'],
  ['manager', 'groupManager'],
  ['subscriber', 'groupSubscriber'],
  ['gifter', 'groupGifter'],
  ['active', 'groupActive'],
]

/**
 * The chat's participant view, in place of the messages: who chatted while the viewer was here,
 * grouped by streamer, managers, subscribers, gifters and chatters (accounts-platform.md section
 * 6, the SDK's `groupParticipants`), each with their role badges; the app's `head` above (a
 * channel's top supporters). Its heading takes the focus when it opens.
 *
 * @example <ChatParticipants groups={context.participants} t={t} onClose={close} />
 */
export function ChatParticipants({ groups, t, head, onClose }: ChatParticipantsProps) {
  const headingId = useId()
  const heading = useRef<HTMLHeadingElement>(null)
  useEffect(() => {
    heading.current?.focus()
  }, [])
  const shown = GROUPS.filter(([group]) => groups[group].length > 0)
  return (
    <section
      className="aw-chat-participants"
      aria-labelledby={headingId}
      onKeyDown={(event) => {
        if (event.key !== 'Escape') return
        event.stopPropagation()
        onClose()
      }}
    >
      <div className="aw-chat-participants-head">
        <h2 id={headingId} ref={heading} tabIndex={-1}>
          {t('participants')}
        </h2>
        <button type="button" className="aw-button" onClick={onClose}>
          {t('participantsBack')}
        </button>
      </div>
      <div className="aw-chat-participants-body">
        {head}
        <p className="aw-chat-participants-note">{t('participantsNote')}</p>
        {shown.length === 0 ? (
          <p className="aw-chat-empty">{t('participantsEmpty')}</p>
        ) : (
          shown.map(([group, key]) => (
            <section key={group} className="aw-chat-group" data-group={group}>
              <h3>
                {t(key)} <span className="aw-chat-group-count">{groups[group].length}</span>
              </h3>
              <ul>
                {groups[group].map((participant) => (
                  <li key={participant.viewerId}>
                    {chatBadges(participant.level).map((badge) => (
                      <ChatBadge key={badge} badge={badge} t={t} />
                    ))}
                    <span className="aw-chat-nick">
                      {participant.nickname ?? participant.viewerId}
                    </span>
                  </li>
                ))}
              </ul>
            </section>
          ))
        )}
      </div>
    </section>
  )
}
