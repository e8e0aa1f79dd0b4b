import type { Subscriber, SubscriberListState } from '@airwave/sdk/subscription'
import { useState } from 'react'
import { Pager } from '../shared/paging/Pager'
import { useLocale } from '../shared/provider/airwaveContext'
import { useSheet } from '../shared/theme/useSheet'
import type { RenderWalletLink } from '../wallet/PaymentResult'
import { WalletTable } from '../wallet/WalletTable'
import { walletStyles } from '../wallet/wallet.styles'
import { SubscriberLoadStatus } from './SubscriberLoadStatus'
import { subscriberStyles } from './subscriber.styles'
import { type SubscriberText, subscriberDay, useSubscriberText } from './subscriberText'
import { useSubscribers } from './useSubscribers'

export interface SubscriberListProps {
  /** Which list shows first (`active` unless told). */
  initialState?: SubscriberListState
  /** A channel's address, to link a subscriber's or a gifter's nickname; plain text without it. */
  channelHref?: (channelId: string) => string
  renderLink?: RenderWalletLink
}

const STATES: readonly SubscriberListState[] = ['active', 'past']

/**
 * The streamer's subscribers (`/dashboard/subscribers`): the active ones or the past ones, 20 a
 * page, newest first, each with their months, since when, how (monthly, a gift, a trial, a free
 * gift), who gifted it and when it renews or ends. `data-state`: loading, error, empty, ready.
 *
 * @example <SubscriberList channelHref={(id) => `/${id}`} />
 */
export function SubscriberList(props: SubscriberListProps) {
  useSheet('wallet', walletStyles)
  useSheet('subscriber', subscriberStyles)
  const t = useSubscriberText()
  const locale = useLocale()
  const [state, setState] = useState<SubscriberListState>(props.initialState ?? 'active')
  const [page, setPage] = useState(1)
  const query = useSubscribers(state, page)
  const data = query.data
  const failed = query.isError && !data
  const view = !data ? (failed ? 'error' : 'loading') : data.list.length === 0 ? 'empty' : 'ready'
  const name = (person: { channelId: string; nickname: string }) => {
    const href = props.channelHref?.(person.channelId)
    if (!href) return <span className="aw-subscriber-name">{person.nickname}</span>
    const link = { href, className: 'aw-subscriber-name', children: person.nickname }
    return props.renderLink ? props.renderLink(link) : <a {...link} />
  }
  return (
    <section className="aw-wallet aw-subscribers" data-state={view} data-list={state}>
      <p className="aw-wallet-lead">{t('listLead')}</p>
      <fieldset className="aw-subscriber-states">
        <legend className="aw-visually-hidden">{t('listStates')}</legend>
        {STATES.map((s) => (
          <button
            key={s}
            type="button"
            className="aw-button"
            aria-pressed={state === s}
            onClick={() => {
              setState(s)
              setPage(1)
            }}
          >
            {t(s === 'active' ? 'stateActive' : 'statePast')}
          </button>
        ))}
      </fieldset>
      {!data ? (
        <SubscriberLoadStatus
          failed={failed}
          text={t('listFailed')}
          onRetry={() => void query.refetch()}
        />
      ) : data.list.length === 0 ? (
        <p className="aw-wallet-lead aw-subscriber-empty">
          {t(state === 'active' ? 'listEmptyActive' : 'listEmptyPast')}
        </p>
      ) : (
        <>
          <WalletTable
            caption={t('listTitle')}
            className="aw-subscriber-table"
            columns={[
              { label: t('colNickname') },
              { label: t('colMonths') },
              { label: t('colSince'), wide: true },
              { label: t('colKind') },
              { label: t('colGiftedBy'), wide: true },
              { label: t('colRenews') },
            ]}
          >
            {data.list.map((row) => (
              <tr key={row.subscriptionId} data-status={row.status}>
                <th scope="row">{name(row)}</th>
                <td>{t('months', { count: row.months })}</td>
                <td className="aw-wallet-wide">{subscriberDay(row.startDate, locale)}</td>
                <td>
                  <span className="aw-subscriber-kind">{t(`kind_${row.kind}`)}</span>
                </td>
                <td className="aw-wallet-wide">{row.giftedBy ? name(row.giftedBy) : ''}</td>
                <td>{renewal(row, t, locale)}</td>
              </tr>
            ))}
          </WalletTable>
          <Pager
            className="aw-wallet-pager"
            label={t('pagerLabel')}
            page={data.page}
            pages={data.pages}
            goTo={setPage}
            words={{
              previous: t('pagePrevious'),
              next: t('pageNext'),
              position: t('pageOf', { page: data.page, pages: data.pages }),
            }}
          />
        </>
      )}
    </section>
  )
}

// A regular subscription renews at its period's end; a cancelled one or a gift ends there.
function renewal(row: Subscriber, t: SubscriberText, locale: string): string {
  const date = subscriberDay(row.periodEnd, locale)
  switch (row.status) {
    case 'PENDING':
      return t('waitingPayment')
    case 'ENDED':
      return t('ended')
    case 'ACTIVE':
      if (row.kind === 'regular' && date) return t('renewsOn', { date })
      return date ? t('endsOn', { date }) : ''
    case 'CANCELLED':
      return date ? t('endsOn', { date }) : t('ended')
  }
}
