import { lazy, Suspense, useState } from 'react'
import type { ChatText } from './chatText'

const load = () => import('./ChatColorPicker')
const ChatColorPicker = lazy(load)

export interface ChatColorsProps {
  /** The colour this chat shows for the member (`getChatMe`), their role's style included. */
  shown: string | undefined
  t: ChatText
}

function PaletteIcon() {
  return (
    <svg width={20} height={20} viewBox="0 0 24 24" aria-hidden="true" focusable={false}>
      <path
        d="M12 3a9 9 0 1 0 0 18c1.1 0 1.6-.8 1.6-1.6 0-.5-.2-.8-.4-1.1-.3-.3-.4-.6-.4-1 0-.9.7-1.6 1.6-1.6H16a5 5 0 0 0 5-5C21 6.5 17 3 12 3Z"
        fill="none"
        stroke="currentColor"
        strokeWidth={1.8}
      />
      <circle cx={7.5} cy={11} r={1.4} fill="currentColor" />
      <circle cx={10.5} cy={7.2} r={1.4} fill="currentColor" />
      <circle cx={15} cy={7.6} r={1.4} fill="currentColor" />
    </svg>
  )
}

/**
 * The member's nickname colour button beside the chat input: the picker (26 colours, the
 * preview, the save) loads the first time the member reaches for it, so a chat page does not
 * carry it until then.
 *
 * @example
 * <ChatColors shown={me?.nicknameColor} t={t} />
 */
export function ChatColors({ shown, t }: ChatColorsProps) {
  const [open, setOpen] = useState(false)
  return (
    <div className="aw-chat-colors" data-state={open ? 'open' : 'closed'}>
      <button
        type="button"
        className="aw-icon-button"
        aria-label={t('nicknameColor')}
        aria-haspopup="dialog"
        aria-expanded={open}
        onPointerEnter={load}
        onFocus={load}
        onClick={() => setOpen((was) => !was)}
      >
        <PaletteIcon />
      </button>
      {open && (
        <Suspense fallback={null}>
          <ChatColorPicker shown={shown} t={t} onClose={() => setOpen(false)} />
        </Suspense>
      )}
    </div>
  )
}
