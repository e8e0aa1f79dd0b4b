import { useWalletText } from './walletText'

/**
 * A wallet page or list that has not answered: its status line ("Loading…", or what failed),
 * and Retry under a failure when the caller can ask again.
 *
 * @example <WalletLoadStatus failed={query.isError} text={t(query.isError ? 'listFailed' : 'listLoading')} onRetry={() => void query.refetch()} />
 */
export function WalletLoadStatus({
  failed,
  text,
  onRetry,
}: {
  failed: boolean
  text: string
  onRetry?: () => void
}) {
  const t = useWalletText()
  return (
    <>
      <p className="aw-wallet-status" role="status" data-tone={failed ? 'error' : 'info'}>
        {text}
      </p>
      {failed && onRetry && (
        <div className="aw-wallet-row">
          <button type="button" className="aw-button" onClick={onRetry}>
            {t('retry')}
          </button>
        </div>
      )}
    </>
  )
}
