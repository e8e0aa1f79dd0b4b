import { PAY_REGIONS, type PayRegion, sortedPacks } from '@airwave/sdk/wallet'
import { useId, useState } from 'react'
import { useAirwave, useLocale } from '../shared/provider/airwaveContext'
import { useSignedIn } from '../shared/provider/useSignedIn'
import { useSheet } from '../shared/theme/useSheet'
import { useGemCharge } from './useWallet'
import { walletStyles } from './wallet.styles'
import { useWalletText, walletPrice } from './walletText'

export interface GemChargeProps {
  /** The region to price packs in first (default: the server's pick from the client's region). */
  region?: PayRegion
  /** Opens the hosted checkout (default `location.assign`). */
  goTo?: (url: string) => void
}

const regionKeys = {
  NA: 'regionNA',
  TH: 'regionTH',
  GC: 'regionGC',
  GLOBAL: 'regionGLOBAL',
} as const satisfies Record<PayRegion, string>

/**
 * The gem shop (`/items/gem-charge`): the packs of a region with their prices, cheapest first;
 * choosing one makes the order and goes to the provider's checkout. Guests get the login prompt.
 * `data-state`: loading, error, unavailable, empty, ready, ordering, redirecting, failed.
 *
 * @example <GemCharge />
 */
export function GemCharge({ region: initialRegion, goTo }: GemChargeProps) {
  useSheet('wallet', walletStyles)
  const t = useWalletText()
  const locale = useLocale()
  const { promptLogin } = useAirwave()
  const signedIn = useSignedIn()
  const [region, setRegion] = useState<PayRegion | undefined>(initialRegion)
  const shop = useGemCharge({ region, goTo })
  const selectId = useId()
  const policy = shop.policy.data
  const packs = policy ? sortedPacks(policy) : []
  const listState = shop.policy.isError
    ? 'error'
    : !policy
      ? 'loading'
      : policy.provider === null
        ? 'unavailable'
        : packs.length === 0
          ? 'empty'
          : 'ready'
  const state = listState === 'ready' && shop.state !== 'idle' ? shop.state : listState
  const busy = shop.state === 'ordering' || shop.state === 'redirecting'
  const buy = (packId: string) => {
    if (!signedIn) return promptLogin()
    if (policy) shop.choose(packId, policy.region)
  }
  return (
    <section className="aw-wallet aw-gem-charge" data-state={state} aria-busy={busy}>
      <p className="aw-wallet-lead">{t('chargeLead')}</p>
      <div className="aw-wallet-row">
        <label className="aw-wallet-field" htmlFor={selectId}>
          {t('chargeRegion')}
          <select
            id={selectId}
            value={region ?? policy?.region ?? ''}
            onChange={(event) => setRegion(event.target.value as PayRegion)}
          >
            {(policy?.regions ?? PAY_REGIONS).map((r) => (
              <option key={r} value={r}>
                {t(regionKeys[r])}
              </option>
            ))}
          </select>
        </label>
      </div>
      {listState === 'ready' ? (
        <ul className="aw-gem-packs" aria-label={t('chargeTitle')}>
          {packs.map((pack) => {
            const price = walletPrice(pack.price, pack.currency, locale)
            return (
              <li key={pack.packId}>
                <button
                  type="button"
                  className="aw-gem-pack"
                  aria-busy={busy && shop.packId === pack.packId}
                  disabled={busy}
                  onClick={() => buy(pack.packId)}
                >
                  <span className="aw-gem-pack-gems aw-gem-balance">
                    {t('gems', { count: pack.gem })}
                  </span>
                  <span className="aw-gem-pack-price">{price}</span>
                </button>
              </li>
            )
          })}
        </ul>
      ) : (
        <p className="aw-wallet-status" data-tone={listState === 'loading' ? 'info' : 'error'}>
          {t(
            listState === 'loading'
              ? 'chargeLoading'
              : listState === 'error'
                ? 'chargeFailed'
                : listState === 'unavailable'
                  ? 'chargeUnavailable'
                  : 'chargeEmpty',
          )}
        </p>
      )}
      {listState === 'error' && (
        <div className="aw-wallet-row">
          <button type="button" className="aw-button" onClick={() => void shop.policy.refetch()}>
            {t('retry')}
          </button>
        </div>
      )}
      <p
        className="aw-wallet-status"
        role="status"
        data-tone={shop.state === 'failed' ? 'error' : 'info'}
      >
        {shop.state === 'failed' && shop.error
          ? t(shop.error)
          : busy
            ? t('chargeRedirecting')
            : !signedIn
              ? t('chargeSignIn')
              : ''}
      </p>
      {shop.state === 'failed' && (
        <div className="aw-wallet-row">
          <button type="button" className="aw-button" data-variant="primary" onClick={shop.retry}>
            {t('retry')}
          </button>
        </div>
      )}
    </section>
  )
}
