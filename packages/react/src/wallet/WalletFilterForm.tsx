import { useId } from 'react'
import type { useWalletFilter } from './useWalletFilter'
import { WalletDateField } from './WalletDateField'
import { useWalletText } from './walletText'

/**
 * A wallet list's filter: from and to (UTC days), a channel id when the list takes one, Show
 * and All dates.
 *
 * @example const f = useWalletFilter(); <WalletFilterForm filter={f} />
 */
export function WalletFilterForm({
  filter,
  channel = false,
}: {
  filter: ReturnType<typeof useWalletFilter>
  /** Whether the list filters by a channel id too (the gift histories). */
  channel?: boolean
}) {
  const t = useWalletText()
  const channelId = useId()
  const { draft, edit } = filter
  return (
    <form className="aw-wallet-row" onSubmit={filter.apply}>
      <WalletDateField
        label={t('filterFrom')}
        value={draft.startDate}
        onChange={(startDate) => edit({ startDate })}
      />
      <WalletDateField
        label={t('filterTo')}
        value={draft.endDate}
        onChange={(endDate) => edit({ endDate })}
      />
      {channel && (
        <label className="aw-wallet-field" htmlFor={channelId}>
          {t('filterChannel')}
          <input
            id={channelId}
            type="text"
            value={draft.channelId}
            autoComplete="off"
            spellCheck={false}
            onChange={(event) => edit({ channelId: event.target.value.trim() })}
          />
        </label>
      )}
      <button type="submit" className="aw-button" data-variant="primary">
        {t('filterApply')}
      </button>
      <button type="button" className="aw-button" onClick={filter.clear}>
        {t('filterClear')}
      </button>
    </form>
  )
}
