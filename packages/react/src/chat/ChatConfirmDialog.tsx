import type { ChatEntryAction } from '@airwave/sdk/chat'
import type { ChatTextKey } from '@airwave/sdk/i18n'
import { ConfirmFrame } from '../shared/dialogs/ConfirmFrame'
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
  const preset = presets[kind]
  return (
    <ConfirmFrame
      open
      onClose={onCancel}
      onConfirm={onConfirm}
      title={t(preset.title, { name })}
      description={t(preset.body)}
      cancelLabel={t('cancel')}
      confirmLabel={t(preset.confirm)}
    />
  )
}
