export interface RetryAlertProps {
  /** What did not load, in the domain's words. */
  message: string
  /** The button's word; no button without `onRetry`. */
  retryLabel: string
  onRetry?: () => void
  /** The block's class, where the domain styles it. */
  className?: string
  /** The message's own class. */
  messageClassName?: string
}

/**
 * Something that did not load, said at once (`role="alert"`), with a button to ask again.
 *
 * @example
 * {query.isError && <RetryAlert message={t('loadFailed')} retryLabel={t('retry')} onRetry={() => query.refetch()} />}
 */
export function RetryAlert(props: RetryAlertProps) {
  return (
    <div className={props.className} role="alert">
      <p className={props.messageClassName}>{props.message}</p>
      {props.onRetry && (
        <button type="button" className="aw-button" onClick={props.onRetry}>
          {props.retryLabel}
        </button>
      )}
    </div>
  )
}
