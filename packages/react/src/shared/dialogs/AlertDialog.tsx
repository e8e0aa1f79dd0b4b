import { BLOCK_LIMIT } from '@airwave/sdk/channel'
import { type BoardEmitted, COMMENT_MAX_LENGTH } from '@airwave/sdk/community'
import type { TextKey } from '@airwave/sdk/i18n'
import { type OpenStateProps, useOpenState } from '../a11y/useOpenState'
import { useT } from '../i18n/useT'
import { DialogFrame } from './DialogFrame'

/** The alerts of the board; each matches a machine event or error code. */
export type AlertKind = 'already-reported' | 'max-blocked' | 'nickname-required' | 'text-too-long'

const presets: Record<AlertKind, { title: TextKey; body: TextKey }> = {
  // CHA30049, ITE30004
  'already-reported': { title: 'alreadyReportedTitle', body: 'alreadyReportedBody' },
  // CHA30048
  'max-blocked': { title: 'maxBlockedTitle', body: 'maxBlockedBody' },
  'nickname-required': { title: 'nicknameRequiredTitle', body: 'nicknameRequiredBody' },
  'text-too-long': { title: 'textTooLongTitle', body: 'textTooLongBody' },
}

// Every board event names its alert or null: a renamed or new event does not compile until it
// is placed here.
const alertOfEvent = {
  toast: null,
  'login-required': null,
  'nickname-required': 'nickname-required',
  'text-too-long': 'text-too-long',
  'max-blocked': 'max-blocked',
  'already-reported': 'already-reported',
  'rate-limited': null,
  created: null,
  deleted: null,
  pinned: null,
  unpinned: null,
  blocked: null,
  reported: null,
  unreachable: null,
  failed: null,
} as const satisfies Record<BoardEmitted['type'], AlertKind | null>

/**
 * The alert a board machine event asks for (`useCommentThread`'s `onEvent`), or null for the
 * events that ask for none (and for anything that is not a board event).
 *
 * @example
 * onEvent: (event) => setAlert(alertFor(event) ?? alert)
 */
export function alertFor(event: { type: string }): AlertKind | null {
  // Own keys only: an inherited name such as `toString` is no event.
  return Object.hasOwn(alertOfEvent, event.type)
    ? alertOfEvent[event.type as BoardEmitted['type']]
    : null
}

export interface AlertDialogProps extends OpenStateProps {
  kind: AlertKind
  /** The confirm button (also Escape). */
  onConfirm?: () => void
  forceMount?: boolean
}

/**
 * Tells the viewer why an action did not happen (`role="alertdialog"`), with one confirm
 * button: already reported, over the block limit of 100, no nickname, text over 5000
 * characters.
 *
 * @example
 * <AlertDialog kind="max-blocked" open={block.error?.kind === 'max-blocked'} onOpenChange={reset} />
 */
export function AlertDialog(props: AlertDialogProps) {
  const t = useT()
  const [open, setOpen] = useOpenState(props)
  const preset = presets[props.kind]
  const confirm = () => {
    setOpen(false)
    props.onConfirm?.()
  }
  return (
    <DialogFrame
      role="alertdialog"
      open={open}
      onClose={confirm}
      title={t(preset.title)}
      description={t(preset.body, {
        max: props.kind === 'max-blocked' ? BLOCK_LIMIT : COMMENT_MAX_LENGTH,
      })}
      forceMount={props.forceMount}
      actions={
        <button type="button" className="aw-button" data-variant="primary" onClick={confirm}>
          {t('confirm')}
        </button>
      }
    />
  )
}
