import { isOwner } from '@airwave/sdk'
import { subscribeButtonView } from '@airwave/sdk/subscription'
import { useViewer } from '../shared/provider/useViewer'
import { useSheet } from '../shared/theme/useSheet'
import { SubscribeDialogs } from './SubscribeDialogs'
import { subscriptionStyles } from './subscription.styles'
import { useSubscriptionText } from './subscriptionText'
import { type SubscribeFlow, useSubscribe, useSubscribeInfo } from './useSubscribe'

export interface SubscribeButtonProps {
  channelId: string
  /** The channel's name, in the confirm's title. */
  name: string
  /** Whether the channel takes subscriptions (channel info's `isMonetize`): hidden otherwise. */
  monetized: boolean
  /** A flow the page shares with another starter (the chat's emoticon picker); default its own. */
  flow?: SubscribeFlow
  /** Opens the hosted checkout (default `location.assign`). */
  goTo?: (url: string) => void
}

/**
 * The channel's subscribe button: hidden on one's own channel and on a channel without
 * subscriptions; "Subscribed · 3 months" for a subscriber; else Subscribe, which runs the flow
 * (sign-in for a guest, the check, the confirm with the price, the checkout) with its dialogs.
 * `data-state`: hidden is not rendered; subscribed, or the flow's state.
 *
 * @example <SubscribeButton channelId="airwave" name="Airwave" monetized={info.isMonetize} />
 */
export function SubscribeButton(props: SubscribeButtonProps) {
  if (props.flow) return <SubscribeButtonView {...props} flow={props.flow} />
  return <OwnFlow {...props} />
}

function OwnFlow(props: SubscribeButtonProps) {
  const flow = useSubscribe(props.channelId, props.goTo ? { goTo: props.goTo } : {})
  return <SubscribeButtonView {...props} flow={flow} />
}

function SubscribeButtonView(props: SubscribeButtonProps & { flow: SubscribeFlow }) {
  useSheet('subscription', subscriptionStyles)
  const t = useSubscriptionText()
  const viewer = useViewer()
  const { flow } = props
  const own = viewer !== undefined && isOwner(viewer, props.channelId)
  const info = useSubscribeInfo(props.channelId, props.monetized && !own)
  const view = subscribeButtonView({
    monetized: props.monetized,
    own,
    subscribed: info.data?.isSubscriber === true,
  })
  const busy = flow.state === 'checking' || flow.state === 'pricing'
  return (
    <>
      {view === 'subscribed' && (
        <span className="aw-subscribe-state" data-state="subscribed">
          {t('subscribed', { count: info.data?.subscribeMonth ?? 1 })}
        </span>
      )}
      {view === 'subscribe' && (
        <span className="aw-subscribe" data-state={flow.state}>
          <button
            type="button"
            className="aw-button"
            data-variant="primary"
            aria-busy={busy}
            disabled={busy}
            onClick={flow.start}
          >
            {busy ? t('subscribeBusy') : t('subscribe')}
          </button>
        </span>
      )}
      <SubscribeDialogs flow={flow} name={props.name} />
    </>
  )
}
