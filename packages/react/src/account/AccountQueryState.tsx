import type { UseQueryResult } from '@tanstack/react-query'
import type { AccountText } from './accountText'

/**
 * What an account page's answer is doing before it is there: loading (a status line), or
 * refused (the server's message, announced, with Retry). Nothing once it has answered.
 *
 * @example <AccountQueryState query={me} t={t} />
 */
export function AccountQueryState({ query, t }: { query: UseQueryResult; t: AccountText }) {
  if (query.isPending) return <p role="status">{t('loading')}</p>
  if (!query.isError) return null
  return (
    <div className="aw-account-actions">
      <p className="aw-account-failure" role="alert">
        {query.error.message}
      </p>
      <button type="button" className="aw-button" onClick={() => query.refetch()}>
        {t('retry')}
      </button>
    </div>
  )
}
