import { useSubscriberText } from './subscriberText'

/**
 * A subscriber page or panel that has not answered: its status line ("Loading…", or what
 * failed), and Retry under a failure.
 *
 * @example <SubscriberLoadStatus failed={query.isError} text={t('listFailed')} onRetry={() => void query.refetch()} />
 */
export function SubscriberLoadStatus({
  failed,
  text,
  onRetry,
}: {
  failed: boolean
  /** What failed; "Loading…" while it loads. */
  text: string
  onRetry: () => void
}) {
  const t = useSubscriberText()
  return (
    <>
      <p className="aw-wallet-status" role="status" data-tone={failed ? 'error' : 'info'}>
        {failed ? text : t('loading')}
      </p>
      {failed && (
        <div className="aw-wallet-row">
          <button type="button" className="aw-button" onClick={onRetry}>
            {t('retry')}
          </button>
        </div>
      )}
    </>
  )
}
