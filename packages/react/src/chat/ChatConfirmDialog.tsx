import type { ChatEntryAction } from '@airwave/sdk/chat'
import type { ChatTextKey } from '@airwave/sdk/i18n'
import type { ReportReasonKey } from '@airwave/sdk/report'
import { useState } from 'react'
import { ConfirmFrame } from '../shared/dialogs/ConfirmFrame'
import { ReportReasonGroup } from '../shared/dialogs/ReportReasonGroup'
import type { ChatText } from './chatText'

/** The moderation actions that ask first (see the SDK's `chatActionConfirms`). */
export type ChatConfirmKind = Exclude<
  ChatEntryAction,
  'blind' | 'timeout1' | 'timeout10' | 'timeout60'
>

const presets: Record<
  ChatConfirmKind,
  { title: ChatTextKey; body: ChatTextKey; confirm: ChatTextKey }
> = {
  delete: { title: 'deleteMessageTitle', body: 'deleteMessageBody', confirm: 'confirmDelete' },
  chatBlock: { title: 'chatBlockTitle', body: 'chatBlockBody', confirm: 'confirmBlock' },
  userBlock: { title: 'userBlockTitle', body: 'userBlockBody', confirm: 'confirmBlock' },
  erase: { title: 'eraseTitle', body: 'eraseBody', confirm: 'confirmErase' },
  report: { title: 'reportTitle', body: 'reportBody', confirm: 'confirmReport' },
}

const reasonWords: Record<ReportReasonKey, ChatTextKey> = {
  spam: 'reportReasonSpam',
  abusive: 'reportReasonAbusive',
  sexual: 'reportReasonSexual',
  violence: 'reportReasonViolence',
  misinformation: 'reportReasonMisinformation',
  other: 'reportReasonOther',
}

export interface ChatConfirmDialogProps {
  kind: ChatConfirmKind
  /** The member the action is about. */
  name: string
  t: ChatText
  /** With the picked reason when `kind` is `report`. */
  onConfirm: (reason?: ReportReasonKey) => void
  onCancel: () => void
}

/**
 * The kit's confirm dialog (`role="alertdialog"`, the same frame, focus and keys as
 * `ConfirmDialog`) with the chat's words: cancel is focused first, so Enter never destroys
 * by accident; Escape cancels. A report asks why first (the SDK's reasons, arrow keys between
 * them): the report button waits for one. Its own module, loaded when a member first asks.
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
  const [reason, setReason] = useState<ReportReasonKey | null>(null)
  const asksReason = kind === 'report'
  return (
    <ConfirmFrame
      open
      onClose={onCancel}
      onConfirm={() => (asksReason ? reason && onConfirm(reason) : onConfirm())}
      confirmDisabled={asksReason && reason === null}
      title={t(preset.title, { name })}
      description={t(preset.body)}
      cancelLabel={t('cancel')}
      confirmLabel={t(preset.confirm)}
    >
      {asksReason && (
        <ReportReasonGroup
          label={t('reportBody')}
          value={reason}
          onChange={setReason}
          wordOf={(value) => t(reasonWords[value])}
        />
      )}
    </ConfirmFrame>
  )
}
