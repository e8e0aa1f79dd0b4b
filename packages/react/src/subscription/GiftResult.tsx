import type { GiftResult as Result } from '@airwave/sdk/subscription'
import { useEffect, useId, useRef } from 'react'
import { useSheet } from '../shared/theme/useSheet'
import { walletStyles } from '../wallet/wallet.styles'
import { subscriptionStyles } from './subscription.styles'
import { useSubscriptionText } from './subscriptionText'

export interface GiftResultProps {
  result: Result
  /** "Gift more": back to an empty form. */
  onAgain?: () => void
}

/**
 * A delivered gift (paid with gems): how many subscriptions went, who received them and the
 * gems left. The heading takes the focus, so a screen reader hears the outcome.
 * `data-state="done"`.
 *
 * @example <GiftResult result={gift.result} onAgain={gift.again} />
 */
export function GiftResult({ result, onAgain }: GiftResultProps) {
  useSheet('wallet', walletStyles)
  useSheet('subscription', subscriptionStyles)
  const t = useSubscriptionText()
  const headingId = useId()
  const heading = useRef<HTMLHeadingElement>(null)
  useEffect(() => {
    heading.current?.focus()
  }, [])
  return (
    <section className="aw-gift-result" data-state="done" aria-labelledby={headingId}>
      <h2 id={headingId} ref={heading} tabIndex={-1}>
        {t('giftDoneTitle')}
      </h2>
      <p className="aw-wallet-lead" role="status">
        {t('giftDoneLead', { count: result.voucherCount })}
      </p>
      {result.receivers.length > 0 && (
        <>
          <h3 className="aw-wallet-lead">{t('giftDoneReceivers')}</h3>
          <ul aria-label={t('giftDoneReceivers')}>
            {result.receivers.map((receiver) => (
              <li key={receiver.channelId}>{receiver.nickname}</li>
            ))}
          </ul>
        </>
      )}
      {result.balance !== null && (
        <p className="aw-wallet-lead">
          {t('giftDoneBalance')}: <span className="aw-gem-balance">{result.balance}</span>
        </p>
      )}
      {onAgain && (
        <div className="aw-wallet-row">
          <button type="button" className="aw-button" onClick={onAgain}>
            {t('giftAgain')}
          </button>
        </div>
      )}
    </section>
  )
}
