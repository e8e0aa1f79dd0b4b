import type { PollAlert } from '@airwave/sdk/poll'
import { usePollText } from './pollText'

export interface PollAlertBoxProps {
  alert: PollAlert
  onDismiss?: () => void
}

/**
 * A refused poll call in words (`pollAlertOf`): a known code's title and description, or the
 * status code and the server's message (the server's text, rendered as text).
 *
 * @example
 * {alert && <PollAlertBox alert={alert} onDismiss={() => send({ type: 'DISMISS_ALERT' })} />}
 */
export function PollAlertBox({ alert, onDismiss }: PollAlertBoxProps) {
  const t = usePollText()
  const title = alert.kind === 'known' ? t(alert.titleKey) : alert.title
  const description = alert.kind === 'known' ? t(alert.descriptionKey) : alert.description
  return (
    <div className="aw-poll-alert" role="alert" data-code={alert.code}>
      <p className="aw-poll-alert-title">{title}</p>
      <p>{description}</p>
      {onDismiss && (
        <button type="button" className="aw-button" onClick={onDismiss}>
          {t('alertDismiss')}
        </button>
      )}
    </div>
  )
}
