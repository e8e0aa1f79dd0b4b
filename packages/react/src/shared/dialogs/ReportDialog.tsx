import type { TextKey } from '@airwave/sdk/i18n'
import type { ReportReasonKey } from '@airwave/sdk/report'
import { useState } from 'react'
import { type OpenStateProps, useOpenState } from '../a11y/useOpenState'
import { useT } from '../i18n/useT'
import { ConfirmFrame } from './ConfirmFrame'
import { ReportReasonGroup } from './ReportReasonGroup'

// The kit's own words for the SDK's reasons: the server's names are not translated.
const labels: Record<ReportReasonKey, TextKey> = {
  spam: 'reportReasonSpam',
  abusive: 'reportReasonAbusive',
  sexual: 'reportReasonSexual',
  violence: 'reportReasonViolence',
  misinformation: 'reportReasonMisinformation',
  other: 'reportReasonOther',
}

export interface ReportDialogProps extends OpenStateProps {
  /** Called with the chosen reason; the dialog closes. */
  onSubmit: (reason: ReportReasonKey) => void
  onCancel?: () => void
  forceMount?: boolean
}

/**
 * Asks why a viewer reports something: the reasons as a radio group (arrow keys move between
 * them), the report button enabled once one is chosen. The choice starts over each opening.
 *
 * @example
 * <ReportDialog open={reporting} onOpenChange={setReporting} onSubmit={(reason) => report(idx, reason)} />
 */
export function ReportDialog(props: ReportDialogProps) {
  const t = useT()
  const [open, setOpen] = useOpenState(props)
  const [reason, setReason] = useState<ReportReasonKey | null>(null)
  const close = (next: ReportReasonKey | null) => {
    setOpen(false)
    setReason(null)
    if (next) props.onSubmit(next)
    else props.onCancel?.()
  }
  return (
    <ConfirmFrame
      role="dialog"
      open={open}
      onClose={() => close(null)}
      onConfirm={() => close(reason)}
      confirmDisabled={reason === null}
      title={t('reportTitle')}
      description={t('reportBody')}
      cancelLabel={t('cancel')}
      confirmLabel={t('report')}
      forceMount={props.forceMount}
    >
      <ReportReasonGroup
        label={t('reportBody')}
        value={reason}
        onChange={setReason}
        wordOf={(value) => t(labels[value])}
      />
    </ConfirmFrame>
  )
}
