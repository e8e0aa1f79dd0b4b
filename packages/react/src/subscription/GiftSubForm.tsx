import { GIFT_SUB_MAX, giftRefusalText } from '@airwave/sdk/subscription'
import { type FormEvent, useId, useState } from 'react'
import { PendingButton } from '../shared/feedback/PendingButton'
import { useAirwave, useLocale } from '../shared/provider/airwaveContext'
import { useSignedIn } from '../shared/provider/useSignedIn'
import { useViewer } from '../shared/provider/useViewer'
import { useSheet } from '../shared/theme/useSheet'
import { walletStyles } from '../wallet/wallet.styles'
import { walletPrice } from '../wallet/walletText'
import { GiftResult } from './GiftResult'
import { subscriptionStyles } from './subscription.styles'
import { type SubscriptionText, useSubscriptionText } from './subscriptionText'
import { useGiftSub } from './useSubscribe'

export interface GiftSubFormProps {
  /** The channel to gift in, prefilled (`/items/giftsub?channelId=`). */
  channelId?: string
  /** Opens the gem shop: offered when the wallet holds too few gems. */
  onBuyGems?: () => void
  /** Opens the hosted checkout of a card-paid gift (default `location.assign`). */
  goTo?: (url: string) => void
}

type Gift = ReturnType<typeof useGiftSub>

const problemKeys = {
  channel: 'problemChannel',
  count: 'problemCount',
  receivers: 'problemReceivers',
  self: 'problemSelf',
} as const

/**
 * The gift form (`/items/giftsub`): the channel, who receives (members named by channel id, one
 * subscription each, or random viewers present in the channel, 1 to 50), paid with the
 * checkout or gems, with the total. The form's problems are said beside it before any call; too
 * few gems offers the gem shop; the server's refusals are said in words; a gem-paid gift ends
 * on {@link GiftResult}, a card-paid one goes to the checkout. Guests get the sign-in prompt.
 * `data-state`: guest, or the SDK's `GiftSubState`.
 *
 * @example <GiftSubForm channelId="airwave" onBuyGems={() => navigate('/items/gem-charge')} />
 */
export function GiftSubForm(props: GiftSubFormProps) {
  useSheet('wallet', walletStyles)
  useSheet('subscription', subscriptionStyles)
  const t = useSubscriptionText()
  const signedIn = useSignedIn()
  const { promptLogin } = useAirwave()
  if (!signedIn) {
    return (
      <section className="aw-wallet aw-giftsub" data-state="guest">
        <p className="aw-wallet-lead">{t('giftSignIn')}</p>
        <div className="aw-wallet-row">
          <button
            type="button"
            className="aw-button"
            data-variant="primary"
            onClick={() => promptLogin()}
          >
            {t('subscribe')}
          </button>
        </div>
      </section>
    )
  }
  return <MemberForm {...props} />
}

function MemberForm(props: GiftSubFormProps) {
  const t = useSubscriptionText()
  const viewer = useViewer()
  const gift = useGiftSub({
    ...(props.channelId ? { channelId: props.channelId } : {}),
    ...(viewer?.status === 'member' ? { viewerChannelId: viewer.channelId } : {}),
    ...(props.goTo ? { goTo: props.goTo } : {}),
  })
  const ids = {
    channel: useId(),
    count: useId(),
    hint: useId(),
    receiver: useId(),
    problem: useId(),
  }
  const [receiver, setReceiver] = useState('')
  if (gift.state === 'done' && gift.result) {
    return <GiftResult result={gift.result} onAgain={gift.again} />
  }
  const busy = gift.state === 'paying' || gift.state === 'redirecting'
  const submit = (event: FormEvent) => {
    event.preventDefault()
    gift.send()
  }
  const addReceiver = () => {
    gift.addReceiver(receiver)
    setReceiver('')
  }
  const problem = gift.problem ? t(problemKeys[gift.problem], { max: GIFT_SUB_MAX }) : ''
  return (
    <form
      className="aw-wallet aw-giftsub"
      data-state={gift.state}
      aria-busy={busy}
      noValidate
      onSubmit={submit}
    >
      <p className="aw-wallet-lead">{t('giftLead')}</p>
      <label className="aw-wallet-field" htmlFor={ids.channel}>
        {t('giftChannel')}
        <input
          id={ids.channel}
          value={gift.channelId}
          autoComplete="off"
          required
          aria-invalid={gift.problem === 'channel'}
          aria-describedby={gift.problem === 'channel' ? ids.problem : undefined}
          onChange={(event) => gift.setChannel(event.target.value)}
        />
      </label>
      <fieldset>
        <legend>{t('giftType')}</legend>
        <Choice
          name="type"
          checked={gift.type === 'selected'}
          label={t('giftTypeSelected')}
          onChange={() => gift.setTarget('selected')}
        />
        <Choice
          name="type"
          checked={gift.type === 'random'}
          label={t('giftTypeRandom')}
          onChange={() => gift.setTarget('random')}
        />
      </fieldset>
      {gift.type === 'random' ? (
        <div className="aw-wallet">
          <label className="aw-wallet-field" htmlFor={ids.count}>
            {t('giftCount')}
            <input
              id={ids.count}
              type="number"
              inputMode="numeric"
              min={1}
              max={GIFT_SUB_MAX}
              step={1}
              value={Number.isFinite(gift.count) ? gift.count : ''}
              aria-invalid={gift.problem === 'count'}
              aria-describedby={gift.problem === 'count' ? `${ids.hint} ${ids.problem}` : ids.hint}
              onChange={(event) => gift.setCount(event.target.valueAsNumber)}
            />
          </label>
          <p id={ids.hint} className="aw-giftsub-hint">
            {t('giftCountHint', { max: GIFT_SUB_MAX })}
          </p>
        </div>
      ) : (
        <Receivers
          gift={gift}
          t={t}
          ids={ids}
          receiver={receiver}
          setReceiver={setReceiver}
          add={addReceiver}
        />
      )}
      <fieldset>
        <legend>{t('giftPayWith')}</legend>
        <Choice
          name="pay"
          checked={gift.payWith === 'checkout'}
          label={t('giftPayCheckout')}
          onChange={() => gift.setPayWith('checkout')}
        />
        <Choice
          name="pay"
          checked={gift.payWith === 'gem'}
          label={t('giftPayGem')}
          onChange={() => gift.setPayWith('gem')}
        />
      </fieldset>
      <Total gift={gift} t={t} />
      <p id={ids.problem} className="aw-wallet-status" data-tone="error" role="alert">
        {problem}
      </p>
      <Outcome gift={gift} t={t} onBuyGems={props.onBuyGems} />
      <div className="aw-wallet-row">
        <PendingButton pending={busy} label={t('giftSend')} pendingLabel={t('giftPaying')} />
      </div>
    </form>
  )
}

function Choice(props: { name: string; checked: boolean; label: string; onChange: () => void }) {
  const id = useId()
  return (
    <label className="aw-giftsub-choice" htmlFor={id}>
      <input
        id={id}
        type="radio"
        name={props.name}
        checked={props.checked}
        onChange={props.onChange}
      />
      {props.label}
    </label>
  )
}

function Receivers(props: {
  gift: Gift
  t: SubscriptionText
  ids: { receiver: string; problem: string }
  receiver: string
  setReceiver: (value: string) => void
  add: () => void
}) {
  const { gift, t, ids } = props
  const invalid = gift.problem === 'receivers' || gift.problem === 'self'
  return (
    <div className="aw-wallet">
      <div className="aw-wallet-row">
        <label className="aw-wallet-field" htmlFor={ids.receiver}>
          {t('giftReceiver')}
          <input
            id={ids.receiver}
            value={props.receiver}
            autoComplete="off"
            aria-invalid={invalid}
            aria-describedby={invalid ? ids.problem : undefined}
            onChange={(event) => props.setReceiver(event.target.value)}
            onKeyDown={(event) => {
              // Enter adds the receiver rather than sending the whole gift.
              if (event.key !== 'Enter') return
              event.preventDefault()
              props.add()
            }}
          />
        </label>
        <button type="button" className="aw-button" onClick={props.add}>
          {t('giftAddReceiver')}
        </button>
      </div>
      {gift.receivers.length === 0 ? (
        <p className="aw-giftsub-hint">{t('giftNoReceivers')}</p>
      ) : (
        <ul className="aw-giftsub-receivers" aria-label={t('giftReceivers')}>
          {gift.receivers.map((id) => (
            <li key={id}>
              {id}
              <button
                type="button"
                className="aw-button"
                aria-label={t('giftRemoveReceiver', { name: id })}
                onClick={() => gift.removeReceiver(id)}
              >
                ×
              </button>
            </li>
          ))}
        </ul>
      )}
    </div>
  )
}

function Total({ gift, t }: { gift: Gift; t: SubscriptionText }) {
  const locale = useLocale()
  const count = gift.type === 'selected' ? gift.receivers.length : gift.count
  if (gift.payWith === 'gem') {
    return (
      <div>
        <p className="aw-giftsub-total">{t('giftCost', { count: gift.cost })}</p>
        {gift.balance !== undefined && (
          <p className="aw-giftsub-hint">{t('giftBalance', { count: gift.balance })}</p>
        )}
      </div>
    )
  }
  if (!gift.plan || !Number.isFinite(count)) return null
  const total = Number(gift.plan.price) * count
  return (
    <p className="aw-giftsub-total">
      {t('giftPrice', { price: walletPrice(total, gift.plan.currency, locale) })}
    </p>
  )
}

function Outcome(props: { gift: Gift; t: SubscriptionText; onBuyGems?: (() => void) | undefined }) {
  const { gift, t } = props
  if (gift.state === 'short') {
    return (
      <div className="aw-giftsub-alert" role="alert" data-kind="short">
        <h3>{t('giftShortTitle')}</h3>
        <p>{t('giftShortBody', { cost: gift.cost, balance: gift.balance ?? 0 })}</p>
        {props.onBuyGems && (
          <div className="aw-wallet-row">
            <button type="button" className="aw-button" onClick={props.onBuyGems}>
              {t('giftBuyGems')}
            </button>
          </div>
        )}
      </div>
    )
  }
  if (gift.state === 'refused' && gift.refusal) {
    const words = giftRefusalText(gift.refusal)
    return (
      <div className="aw-giftsub-alert" role="alert" data-kind="refused">
        <h3>{t(words.title)}</h3>
        <p>{t(words.body, { max: GIFT_SUB_MAX })}</p>
      </div>
    )
  }
  if (gift.state === 'failed') {
    return (
      <div className="aw-giftsub-alert" role="alert" data-kind="failed">
        <p>{t(gift.error ?? 'errorUnknown')}</p>
        <div className="aw-wallet-row">
          <button type="button" className="aw-button" onClick={gift.retry}>
            {t('retry')}
          </button>
        </div>
      </div>
    )
  }
  if (gift.state === 'redirecting') {
    return (
      <p className="aw-wallet-status" role="status">
        {t('redirecting')}
      </p>
    )
  }
  return null
}
