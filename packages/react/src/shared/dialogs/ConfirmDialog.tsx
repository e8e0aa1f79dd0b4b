import type { TextKey } from '@airwave/sdk/i18n'
import { type OpenStateProps, useOpenState } from '../a11y/useOpenState'
import { useT } from '../i18n/useT'
import { ConfirmFrame } from './ConfirmFrame'

/** The confirmations the board asks for, each with its own text. */
export type ConfirmKind =
  | 'delete-comment'
  | 'delete-reply'
  | 'delete-post'
  | 'pin-replace'
  | 'pin-post-replace'
  | 'block'

const presets: Record<ConfirmKind, { title: TextKey; body: TextKey; confirm: TextKey }> = {
  'delete-comment': { title: 'deleteCommentTitle', body: 'deleteBody', confirm: 'delete' },
  'delete-reply': { title: 'deleteReplyTitle', body: 'deleteBody', confirm: 'delete' },
  'delete-post': { title: 'deletePostTitle', body: 'deleteBody', confirm: 'delete' },
  'pin-replace': { title: 'pinReplaceTitle', body: 'pinReplaceBody', confirm: 'pin' },
  'pin-post-replace': { title: 'pinPostReplaceTitle', body: 'pinPostReplaceBody', confirm: 'pin' },
  block: { title: 'blockTitle', body: 'blockBody', confirm: 'block' },
}

export interface ConfirmDialogProps extends OpenStateProps {
  /** Picks the title, text and confirm label from the locale's catalogue. */
  kind: ConfirmKind
  /** The nickname, for `block`. */
  name?: string
  onConfirm: () => void
  /** Cancel button, Escape. */
  onCancel?: () => void
  forceMount?: boolean
}

/**
 * Asks before a delete, a pin that replaces another, or a block (`role="alertdialog"`).
 * Cancel is focused first, so Enter never destroys by accident; confirm and cancel both close.
 *
 * @example
 * <ConfirmDialog kind="delete-comment" open={asking} onOpenChange={setAsking} onConfirm={remove} />
 */
export function ConfirmDialog(props: ConfirmDialogProps) {
  const t = useT()
  const [open, setOpen] = useOpenState(props)
  const preset = presets[props.kind]
  const cancel = () => {
    setOpen(false)
    props.onCancel?.()
  }
  const danger = props.kind.startsWith('delete') || props.kind === 'block'
  return (
    <ConfirmFrame
      open={open}
      onClose={cancel}
      onConfirm={() => {
        setOpen(false)
        props.onConfirm()
      }}
      title={t(preset.title, { name: props.name ?? '' })}
      description={t(preset.body)}
      cancelLabel={t('cancel')}
      confirmLabel={t(preset.confirm)}
      variant={danger ? 'danger' : 'primary'}
      forceMount={props.forceMount}
    />
  )
}
