import { isUnreachable } from '@airwave/sdk/community'
import { useT } from '../../shared/i18n/useT'

/**
 * A board or post that did not load: "can't reach the server" when it is down (the SDK's
 * machine then tries again by itself), else the general message; Retry either way.
 */
export function LoadFailed({ error, onRetry }: { error: unknown; onRetry: () => void }) {
  const t = useT()
  const unreachable = isUnreachable(error)
  return (
    <div role="alert" className="aw-empty" data-reason={unreachable ? 'unreachable' : 'error'}>
      <p>{t(unreachable ? 'unreachable' : 'error')}</p>
      <button type="button" className="aw-button" onClick={onRetry}>
        {t('retry')}
      </button>
    </div>
  )
}
