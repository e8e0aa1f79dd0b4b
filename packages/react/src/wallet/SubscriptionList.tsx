import {
  type Subscription,
  type SubscriptionListState,
  subscriptionMonths,
  subscriptionStatusLine,
} from '@airwave/sdk/wallet'
import { useId } from 'react'
import { useLocale } from '../shared/provider/airwaveContext'
import { useSheet } from '../shared/theme/useSheet'
import type { RenderWalletLink } from './PaymentResult'
import { subscriptionStyles } from './subscriptions.styles'
import { subscriptionKindKeys, walletLineText } from './subscriptionText'
import { useSubscriptions } from './useSubscriptions'
import { useWalletFilter, walletListState } from './useWalletFilter'
import { WalletFilterForm } from './WalletFilterForm'
import { WalletLink } from './WalletLink'
import { WalletLoadStatus } from './WalletLoadStatus'
import { WalletPager } from './WalletPager'
import { walletStyles } from './wallet.styles'
import { useWalletText, type WalletText } from './walletText'

export interface SubscriptionListProps {
  /** `active` (benefits on now) or `past` (ended). */
  state: SubscriptionListState
  /** The address of one subscription's page (default `/subscriptions/{id}`). */
  detailHref?: (subscriptionId: number) => string
  /** The app's router link (default a plain `<a>`). */
  renderLink?: RenderWalletLink
  /** Whether the list has the date filter (default: the past list only). */
  dated?: boolean
}

const defaultHref = (subscriptionId: number) => `/subscriptions/${subscriptionId}`

/**
 * The member's active or past subscriptions as cards, under a heading: the channel, how it came
 * (monthly, gift, trial), where it stands (renews on, ends on, ended and why), the months
 * subscribed, who gave it, and the way to its page. 20 a page; `data-state`: loading, error,
 * empty, ready.
 *
 * @example <SubscriptionList state="active" renderLink={routerLink} />
 */
export function SubscriptionList({
  state: which,
  detailHref = defaultHref,
  renderLink,
  dated = which === 'past',
}: SubscriptionListProps) {
  useSheet('wallet', walletStyles)
  useSheet('wallet-subscriptions', subscriptionStyles)
  const t = useWalletText()
  const locale = useLocale()
  const headingId = useId()
  const filter = useWalletFilter()
  const query = useSubscriptions(which, filter.filter)
  const page = query.data
  const state = walletListState(query)
  const title = t(which === 'active' ? 'subsActive' : 'subsPast')
  return (
    <section
      className="aw-wallet aw-sub-section"
      data-state={state}
      aria-labelledby={headingId}
      aria-busy={query.isFetching}
    >
      <h2 id={headingId}>{title}</h2>
      {dated && <WalletFilterForm filter={filter} />}
      {state === 'ready' && page ? (
        <ul className="aw-sub-cards">
          {page.list.map((sub) => (
            <li key={sub.subscriptionId}>
              <SubscriptionCard
                sub={sub}
                t={t}
                locale={locale}
                href={detailHref(sub.subscriptionId)}
                renderLink={renderLink}
              />
            </li>
          ))}
        </ul>
      ) : (
        <WalletLoadStatus
          failed={state === 'error'}
          text={t(
            state === 'error'
              ? 'subsFailed'
              : state === 'loading'
                ? 'listLoading'
                : which === 'active'
                  ? 'subsActiveEmpty'
                  : 'subsPastEmpty',
          )}
          onRetry={() => void query.refetch()}
        />
      )}
      {page && <WalletPager label={title} page={page.page} pages={page.pages} goTo={filter.goTo} />}
    </section>
  )
}

function SubscriptionCard({
  sub,
  t,
  locale,
  href,
  renderLink,
}: {
  sub: Subscription
  t: WalletText
  locale: string
  href: string
  renderLink: RenderWalletLink | undefined
}) {
  const line = subscriptionStatusLine(sub)
  return (
    <article className="aw-sub-card" data-state={sub.status.toLowerCase()}>
      <h3>{sub.channel.nickname}</h3>
      <p className="aw-sub-meta">
        <span>{t(subscriptionKindKeys[sub.kind])}</span>
        <span>{t('subMonths', { count: subscriptionMonths(sub) })}</span>
        {sub.giftedBy && <span>{t('subGiftedBy', { name: sub.giftedBy.nickname })}</span>}
      </p>
      <p className="aw-sub-line" data-tone={line.tone}>
        {walletLineText(line, t, locale)}
      </p>
      <WalletLink href={href} renderLink={renderLink}>
        {t('subOpen', { channel: sub.channel.nickname })}
      </WalletLink>
    </article>
  )
}
