import { REPORT_REASONS, type ReportReasonKey } from '@airwave/sdk/report'
import { useId } from 'react'

export interface ReportReasonGroupProps {
  /** The group's accessible name (the question). */
  label: string
  value: ReportReasonKey | null
  onChange: (reason: ReportReasonKey) => void
  /** A reason in the caller's words (the kit's, or a catalogue of its own such as the chat's). */
  wordOf: (reason: ReportReasonKey) => string
}

/**
 * The SDK's report reasons as a radio group (arrow keys move between them): one list for the
 * board's report dialog and the chat's.
 *
 * @example
 * <ReportReasonGroup label={t('reportBody')} value={reason} onChange={setReason} wordOf={(r) => t(words[r])} />
 */
export function ReportReasonGroup({ label, value, onChange, wordOf }: ReportReasonGroupProps) {
  const name = useId()
  return (
    <div role="radiogroup" aria-label={label} className="aw-radio-group">
      {REPORT_REASONS.map((reason) => (
        <label key={reason} className="aw-radio">
          <input
            type="radio"
            name={name}
            value={reason}
            checked={value === reason}
            onChange={() => onChange(reason)}
          />
          {wordOf(reason)}
        </label>
      ))}
    </div>
  )
}
