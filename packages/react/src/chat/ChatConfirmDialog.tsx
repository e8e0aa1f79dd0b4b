import type { ChatEntryAction } from '@airwave/sdk/chat'
import type { ChatTextKey } from '@airwave/sdk/i18n'
import { useRef } from 'react'
import { DialogFrame } from '../shared/dialogs/DialogFrame'
import type { ChatText } from './chatText'

/** The moderation actions that ask first (see the SDK's `chatActionConfirms`). */
export type ChatConfirmKind = Exclude<ChatEntryAction, 'blind'>

const presets: Record<
  ChatConfirmKind,
  { title: ChatTextKey; body: ChatTextKey; confirm: ChatTextKey }
> = {
  delete: { title: 'deleteMessageTitle', body: 'deleteMessageBody', confirm: 'confirmDelete' },
  chatBlock: { title: 'chatBlockTitle', body: 'chatBlockBody', confirm: 'confirmBlock' },
  userBlock: { title: 'userBlockTitle', body: 'userBlockBody', confirm: 'confirmBlock' },
  erase: { title: 'eraseTitle', body: 'eraseBody', confirm: 'confirmErase' },
}

export interface ChatConfirmDialogProps {
  kind: ChatConfirmKind
  /** The member the action is about. */
  name: string
  t: ChatText
  onConfirm: () => void
  onCancel: () => void
}

/**
 * The kit's confirm dialog (`role="alertdialog"`, the same frame, focus and keys as
 * `ConfirmDialog`) with the chat's words: cancel is focused first, so Enter never destroys
 * by accident; Escape cancels. Its own module, loaded when a moderator first asks.
 *
 * @example
 * <ChatConfirmDialog kind="chatBlock" name="Mina" t={t} onConfirm={block} onCancel={close} />
 */
export default function ChatConfirmDialog({
  kind,
  name,
  t,
  onConfirm,
  onCancel,
}: ChatConfirmDialogProps) {
  const cancelRef = useRef<HTMLButtonElement>(null)
  const preset = presets[kind]
  return (
    <DialogFrame
      role="alertdialog"
      open
      onClose={onCancel}
      title={t(preset.title, { name })}
      description={t(preset.body)}
      initialFocus={cancelRef}
      actions={
        <>
          <button ref={cancelRef} type="button" className="aw-button" onClick={onCancel}>
            {t('cancel')}
          </button>
          <button type="button" className="aw-button" data-variant="danger" onClick={onConfirm}>
            {t(preset.confirm)}
          </button>
        </>
      }
    />
  )
}
