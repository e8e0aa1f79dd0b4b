import { CHEER_PRESETS, GEM_MESSAGE_MAX, gemHistoryQuery } from '@airwave/sdk/wallet'
import { useQuery } from '@tanstack/react-query'
import { type FormEvent, useEffect, useId, useRef, useState } from 'react'
import { PendingButton } from '../shared/feedback/PendingButton'
import { useAirwave, useCalls, useLocale } from '../shared/provider/airwaveContext'
import { useSignedIn } from '../shared/provider/useSignedIn'
import { useSheet } from '../shared/theme/useSheet'
import { GemAmountField } from './GemAmountField'
import { useCheer } from './useWallet'
import { WalletLoadStatus } from './WalletLoadStatus'
import { walletStyles } from './wallet.styles'
import { useWalletText, type WalletText, walletDate } from './walletText'

export interface GiftPanelProps {
  /** The channel the gems go to. */
  channelId: string
  /** Closes the panel (its Close button and Escape); focus goes back to the opener. */
  onClose: () => void
  /** Opens the gem shop: offered when the wallet holds too few gems. */
  onBuyGems: () => void
}

/** Which card of the panel's stack shows: the cheer, or the member's past cheers above it. */
export type GiftPanelView = 'gift' | 'history'

/**
 * The chat's cheer panel: gems (presets or a number) and a message to the channel, the balance,
 * and a stack with the member's past cheers (Back returns to the cheer). A cheer larger than the
 * balance is refused before it is sent, with an offer to buy gems; refusals in words. Guests get
 * the sign-in prompt. Every rule is the SDK's `cheerMachine`. `data-state`: guest, or the
 * machine's state (editing, short, sending, sent, failed); `data-view`: gift, history.
 *
 * @example <Chat channelId={id} actions={open && <GiftPanel channelId={id} onClose={close} onBuyGems={shop} />} />
 */
export function GiftPanel(props: GiftPanelProps) {
  useSheet('wallet', walletStyles)
  const t = useWalletText()
  const signedIn = useSignedIn()
  const { onLoginRequired } = useAirwave()
  const [view, setView] = useState<GiftPanelView>('gift')
  const headingId = useId()
  const heading = useRef<HTMLHeadingElement>(null)
  useEffect(() => {
    heading.current?.focus()
  }, [view])
  return (
    <section
      className="aw-gift-panel"
      aria-labelledby={headingId}
      data-view={view}
      data-state={signedIn ? undefined : 'guest'}
      onKeyDown={(event) => {
        if (event.key !== 'Escape') return
        event.stopPropagation()
        if (view === 'history') setView('gift')
        else props.onClose()
      }}
    >
      <div className="aw-gift-panel-head">
        {view === 'history' && (
          <button type="button" className="aw-button" onClick={() => setView('gift')}>
            {t('giftBack')}
          </button>
        )}
        <h2 id={headingId} ref={heading} tabIndex={-1}>
          {t(view === 'history' ? 'giftHistory' : 'giftTitle')}
        </h2>
        <button type="button" className="aw-button" onClick={props.onClose}>
          {t('giftClose')}
        </button>
      </div>
      {!signedIn ? (
        <>
          <p className="aw-wallet-lead">{t('giftGuest')}</p>
          <div className="aw-wallet-row">
            <button
              type="button"
              className="aw-button"
              data-variant="primary"
              onClick={onLoginRequired}
            >
              {t('signIn')}
            </button>
          </div>
        </>
      ) : view === 'history' ? (
        <CheerHistory t={t} />
      ) : (
        <CheerForm {...props} t={t} onHistory={() => setView('history')} />
      )}
    </section>
  )
}

function CheerForm(props: GiftPanelProps & { t: WalletText; onHistory: () => void }) {
  const { t } = props
  const cheer = useCheer(props.channelId)
  const [typed, setTyped] = useState('')
  const messageId = useId()
  const statusId = useId()
  const setAmount = (text: string) => {
    setTyped(text)
    cheer.setAmount(text.trim() === '' ? 0 : Number(text))
  }
  const submit = (event: FormEvent) => {
    event.preventDefault()
    cheer.send()
  }
  const sending = cheer.state === 'sending'
  const status =
    cheer.state === 'sent'
      ? t('giftSent', { count: cheer.result?.gem ?? cheer.gem })
      : cheer.state === 'short'
        ? t('errorNotEnoughGems')
        : cheer.error
          ? t(cheer.error)
          : sending
            ? t('giftSending')
            : ''
  const tone = cheer.state === 'short' || cheer.error ? 'error' : 'info'
  return (
    <form
      className="aw-wallet"
      data-state={cheer.state}
      onSubmit={submit}
      aria-describedby={statusId}
    >
      <div className="aw-wallet-row">
        <span data-balance={cheer.balance ?? ''}>
          {t('balanceLabel')}:{' '}
          <span className="aw-gem-balance">
            {cheer.balance === undefined ? '…' : t('gems', { count: cheer.balance })}
          </span>
        </span>
        <button type="button" className="aw-button" onClick={props.onHistory}>
          {t('giftHistory')}
        </button>
      </div>
      <div className="aw-gift-presets">
        {CHEER_PRESETS.map((preset) => (
          <button
            key={preset}
            type="button"
            className="aw-button"
            aria-pressed={cheer.gem === preset}
            onClick={() => setAmount(String(preset))}
          >
            {t('gems', { count: preset })}
          </button>
        ))}
      </div>
      <GemAmountField label={t('giftAmount')} value={typed} onChange={setAmount} />
      <label className="aw-wallet-field" htmlFor={messageId}>
        {t('giftMessage')}
        <textarea
          id={messageId}
          maxLength={GEM_MESSAGE_MAX}
          value={cheer.message}
          onChange={(event) => cheer.setMessage(event.target.value)}
        />
      </label>
      <p id={statusId} className="aw-wallet-status" role="status" data-tone={tone}>
        {status}
      </p>
      {/* Each button its own element (keys): were React to turn "Send more" into the submit
          button in place, the press that resets the form would also submit it, sending the
          last cheer again. */}
      <div className="aw-wallet-row">
        {cheer.state === 'sent' ? (
          <button
            key="again"
            type="button"
            className="aw-button"
            data-variant="primary"
            onClick={cheer.again}
          >
            {t('giftSendMore')}
          </button>
        ) : cheer.state === 'failed' ? (
          <button
            key="retry"
            type="button"
            className="aw-button"
            data-variant="primary"
            onClick={cheer.retry}
          >
            {t('retry')}
          </button>
        ) : (
          <PendingButton
            key="send"
            pending={sending}
            label={t('giftSend')}
            pendingLabel={t('giftSending')}
          />
        )}
        {cheer.state === 'short' && (
          <button type="button" className="aw-button" onClick={props.onBuyGems}>
            {t('buyGems')}
          </button>
        )}
      </div>
    </form>
  )
}

function CheerHistory({ t }: { t: WalletText }) {
  const { queryClient } = useAirwave()
  const client = useCalls('GiftPanel', 'item')
  const locale = useLocale()
  const history = useQuery(gemHistoryQuery(client, { kind: 'cheer' }), queryClient)
  const list = history.data?.list
  if (!list) {
    return (
      <WalletLoadStatus
        failed={history.isError}
        text={t(history.isError ? 'listFailed' : 'listLoading')}
      />
    )
  }
  if (list.length === 0) return <p className="aw-wallet-lead">{t('giftHistoryEmpty')}</p>
  return (
    <ul className="aw-gift-history">
      {list.map((item) => (
        <li key={item.historyNo}>
          <span>
            {t('kindCheer', { channel: item.nickname ?? item.channelId ?? '' })}
            <br />
            <small>{walletDate(item.createDate, locale)}</small>
          </span>
          <span className="aw-gem-balance">{t('gems', { count: Math.abs(item.gem) })}</span>
        </li>
      ))}
    </ul>
  )
}
