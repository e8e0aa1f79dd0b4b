import {
  chatNicknameColor,
  NICKNAME_COLORS,
  type NicknameColor,
  nicknameColorMutation,
  roleColorShown,
} from '@airwave/sdk/chat'
import { useMutation } from '@tanstack/react-query'
import { type KeyboardEvent, useEffect, useId, useRef, useState } from 'react'
import { useAirwave, useCalls } from '../shared/provider/airwaveContext'
import { useViewer } from '../shared/provider/useViewer'
import type { ChatText } from './chatText'

export interface ChatColorPickerProps {
  shown: string | undefined
  t: ChatText
  onClose: () => void
}

/**
 * The 26 nickname colours as a radio group (arrow keys move, the choice saves at once), with
 * the member's nickname previewed in the one chosen. Where the member's role colour wins in
 * this chat (streamer, manager, admin), it says so: the pick shows in other chats. Escape or a
 * click outside closes it.
 *
 * @example
 * <ChatColorPicker shown="teal" t={t} onClose={close} />
 */
export default function ChatColorPicker({ shown, t, onClose }: ChatColorPickerProps) {
  const client = useCalls('ChatColorPicker', 'chat')
  const { queryClient } = useAirwave()
  const viewer = useViewer()
  const save = useMutation(nicknameColorMutation(client, queryClient), queryClient)
  const shownColor = chatNicknameColor(shown)
  const [picked, setPicked] = useState<NicknameColor | undefined>(() =>
    (NICKNAME_COLORS as readonly string[]).includes(shownColor)
      ? (shownColor as NicknameColor)
      : undefined,
  )
  const boxRef = useRef<HTMLDivElement>(null)
  const titleId = useId()
  const name = viewer?.status === 'member' ? (viewer.nickname ?? viewer.channelId) : ''

  useEffect(() => {
    const box = boxRef.current
    const first = box?.querySelector<HTMLInputElement>('input:checked, input')
    first?.focus()
    const outside = (event: PointerEvent) => {
      if (box && !box.parentElement?.contains(event.target as Node)) onClose()
    }
    document.addEventListener('pointerdown', outside)
    return () => document.removeEventListener('pointerdown', outside)
  }, [onClose])

  const choose = (color: NicknameColor) => {
    setPicked(color)
    save.mutate(color)
  }
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'Escape') {
      event.stopPropagation()
      onClose()
    }
  }

  return (
    <div
      ref={boxRef}
      className="aw-chat-color-picker"
      role="dialog"
      aria-labelledby={titleId}
      onKeyDown={onKeyDown}
    >
      <p id={titleId} className="aw-chat-color-title">
        {t('nicknameColor')}
      </p>
      <div role="radiogroup" aria-labelledby={titleId} className="aw-chat-color-grid">
        {NICKNAME_COLORS.map((color, index) => (
          <label
            key={color}
            className="aw-chat-color-swatch"
            style={{ background: `var(--aw-nick-${color})` }}
            data-state={picked === color ? 'checked' : 'unchecked'}
          >
            <input
              type="radio"
              name={`${titleId}-color`}
              className="aw-visually-hidden"
              checked={picked === color}
              aria-label={t('colorChoice', { n: index + 1, total: NICKNAME_COLORS.length })}
              onChange={() => choose(color)}
            />
          </label>
        ))}
      </div>
      {picked && name && (
        <p className="aw-chat-color-preview">
          <span className="aw-visually-hidden">{t('colorPreview')}: </span>
          <span className="aw-chat-nick" style={{ color: `var(--aw-nick-${picked})` }}>
            {name}
          </span>
        </p>
      )}
      {roleColorShown(shown) && <p className="aw-chat-note">{t('colorRoleShown')}</p>}
      <p className="aw-chat-note" role="status">
        {save.isSuccess
          ? t('colorSaved')
          : save.isError
            ? t('colorFailed', { message: save.error.message })
            : ''}
      </p>
    </div>
  )
}
