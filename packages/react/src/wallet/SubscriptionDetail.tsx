import {
  canCancelSubscription,
  isSubscriptionOn,
  type Subscription,
  subscriptionErrorKey,
  subscriptionMonths,
  subscriptionStatusLine,
} from '@airwave/sdk/wallet'
import { useId } from 'react'
import { ConfirmFrame } from '../shared/dialogs/ConfirmFrame'
import { useLocale } from '../shared/provider/airwaveContext'
import { useSheet } from '../shared/theme/useSheet'
import { NickColorPicker } from './NickColorPicker'
import type { RenderWalletLink } from './PaymentResult'
import { SubscriptionPayments } from './SubscriptionPayments'
import { subscriptionStyles } from './subscriptions.styles'
import { subscriptionKindKeys, walletLineText } from './subscriptionText'
import { useCancelSubscription, useSubscription } from './useSubscriptions'
import { WalletLink } from './WalletLink'
import { WalletLoadStatus } from './WalletLoadStatus'
import { walletStyles } from './wallet.styles'
import { useWalletText, walletDateOnly, walletPrice } from './walletText'

export interface SubscriptionDetailProps {
  subscriptionId: number
  /** The channel's page (default `/{channelId}`). */
  channelHref?: (channelId: string) => string
  /** The way back to every subscription (default `/subscriptions`). */
  listHref?: string
  /** The app's router link (default a plain `<a>`). */
  renderLink?: RenderWalletLink
  /** Whether a subscriber with benefits on gets the nickname colour picker (default true). */
  nickColor?: boolean
}

/**
 * One of the member's subscriptions (`/subscriptions/{id}`): where it stands (renews on, ends
 * on, ended and why, a declined renewal's reason), its kind, start, period, months and price;
 * the cancel of a renewing one behind a confirm that says the benefits last to the period's end;
 * the nickname colour picker while the benefits are on; its payments. `data-state`: loading,
 * error, ready.
 *
 * @example <SubscriptionDetail subscriptionId={12} renderLink={routerLink} />
 */
export function SubscriptionDetail({
  subscriptionId,
  channelHref = (channelId) => `/${channelId}`,
  listHref = '/subscriptions',
  renderLink,
  nickColor = true,
}: SubscriptionDetailProps) {
  useSheet('wallet', walletStyles)
  useSheet('wallet-subscriptions', subscriptionStyles)
  const t = useWalletText()
  const query = useSubscription(subscriptionId)
  const sub = query.data
  if (!sub) {
    const key = query.isError ? subscriptionErrorKey(query.error) : 'listLoading'
    return (
      <section className="aw-wallet" data-state={query.isError ? 'error' : 'loading'}>
        <WalletLoadStatus
          failed={query.isError}
          text={t(key === 'errorUnknown' ? 'subFailed' : key)}
          onRetry={key === 'errorSubscriptionNotFound' ? undefined : () => void query.refetch()}
        />
        <div className="aw-wallet-row">
          <WalletLink href={listHref} renderLink={renderLink}>
            {t('subBack')}
          </WalletLink>
        </div>
      </section>
    )
  }
  return (
    <div className="aw-wallet" data-state="ready">
      <SubscriptionCardDetail
        sub={sub}
        channelHref={channelHref(sub.channel.channelId)}
        listHref={listHref}
        renderLink={renderLink}
      />
      {nickColor && isSubscriptionOn(sub) && (
        <NickColorPicker channelId={sub.channel.channelId} channelName={sub.channel.nickname} />
      )}
      <section className="aw-sub-section" aria-label={t('subsPaymentsTitle')}>
        <h2>{t('subsPaymentsTitle')}</h2>
        <SubscriptionPayments subscriptionId={sub.subscriptionId} />
      </section>
    </div>
  )
}

function SubscriptionCardDetail({
  sub,
  channelHref,
  listHref,
  renderLink,
}: {
  sub: Subscription
  channelHref: string
  listHref: string
  renderLink: RenderWalletLink | undefined
}) {
  const t = useWalletText()
  const locale = useLocale()
  const titleId = useId()
  const cancel = useCancelSubscription(sub)
  const line = subscriptionStatusLine(sub)
  const day = (value: string | null) => walletDateOnly(value, locale)
  const asking =
    cancel.state === 'confirming' || cancel.state === 'cancelling' || cancel.state === 'failed'
  return (
    <section
      className="aw-sub-detail"
      data-state={sub.status.toLowerCase()}
      aria-labelledby={titleId}
    >
      <h2 id={titleId}>{t('subDetailTitle', { channel: sub.channel.nickname })}</h2>
      <p className="aw-sub-line" data-tone={line.tone}>
        {walletLineText(line, t, locale)}
      </p>
      <dl>
        <dt>{t('subKind')}</dt>
        <dd>
          {t(subscriptionKindKeys[sub.kind])}
          {sub.giftedBy && ` · ${t('subGiftedBy', { name: sub.giftedBy.nickname })}`}
        </dd>
        <dt>{t('subStarted')}</dt>
        <dd>{day(sub.startDate)}</dd>
        {sub.periodStart && sub.periodEnd && (
          <>
            <dt>{t('subPeriod')}</dt>
            <dd>{t('subPeriodRange', { from: day(sub.periodStart), to: day(sub.periodEnd) })}</dd>
          </>
        )}
        <dt>{t('subMonthsLabel')}</dt>
        <dd>{new Intl.NumberFormat(locale).format(subscriptionMonths(sub))}</dd>
        {sub.price && (
          <>
            <dt>{t('subPrice')}</dt>
            <dd>
              {sub.kind === 'regular'
                ? t('subPriceMonthly', {
                    price: walletPrice(sub.price, sub.currency ?? undefined, locale),
                  })
                : walletPrice(sub.price, sub.currency ?? undefined, locale)}
            </dd>
          </>
        )}
        {sub.status === 'ENDED' && (
          <>
            <dt>{t('subEndReason')}</dt>
            <dd>{walletLineText(line, t, locale)}</dd>
          </>
        )}
      </dl>
      <p className="aw-wallet-status" role="status">
        {cancel.state === 'done' ? t('subCancelledNote', { date: day(sub.periodEnd) }) : ''}
      </p>
      <div className="aw-wallet-row">
        {canCancelSubscription(sub) && cancel.state !== 'done' && (
          <button type="button" className="aw-button" data-variant="danger" onClick={cancel.ask}>
            {t('subCancel')}
          </button>
        )}
        <WalletLink href={channelHref} renderLink={renderLink}>
          {t('subToChannel')}
        </WalletLink>
        <WalletLink href={listHref} renderLink={renderLink}>
          {t('subBack')}
        </WalletLink>
      </div>
      <ConfirmFrame
        open={asking}
        onClose={cancel.dismiss}
        onConfirm={cancel.state === 'failed' ? cancel.retry : cancel.confirm}
        title={t('subCancelTitle', { channel: sub.channel.nickname })}
        description={
          cancel.state === 'failed' && cancel.error
            ? `${t('subCancelBody', { date: day(sub.periodEnd) })} ${t(cancel.error)}`
            : t('subCancelBody', { date: day(sub.periodEnd) })
        }
        cancelLabel={t('subCancelKeep')}
        confirmLabel={
          cancel.state === 'cancelling'
            ? t('subCancelling')
            : cancel.state === 'failed'
              ? t('retry')
              : t('subCancelConfirm')
        }
        busy={cancel.state === 'cancelling'}
      />
    </section>
  )
}
