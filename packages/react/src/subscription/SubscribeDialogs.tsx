import { SUBSCRIBE_REFUSAL_DIALOGS, SUBSCRIPTION_PERIOD_DAYS } from '@airwave/sdk/subscription'
import { ConfirmFrame } from '../shared/dialogs/ConfirmFrame'
import { DialogFrame } from '../shared/dialogs/DialogFrame'
import { useLocale } from '../shared/provider/airwaveContext'
import { walletPrice } from '../wallet/walletText'
import { useSubscriptionText } from './subscriptionText'
import type { SubscribeFlow } from './useSubscribe'

export interface SubscribeDialogsProps {
  flow: SubscribeFlow
  /** The channel's name in the confirm's title. */
  name: string
}

/**
 * The subscribe flow's dialogs: the confirm with the monthly price (`confirming`, and while the
 * order is made and the checkout opens), each refusal with its one confirm (`refused`), and the
 * error with "Try again" (`failed`). Without a dialog for the other states. For a flow started
 * elsewhere (the chat's emoticon picker), render them beside it.
 *
 * @example const flow = useSubscribe(channelId); <SubscribeDialogs flow={flow} name="Airwave" />
 */
export function SubscribeDialogs({ flow, name }: SubscribeDialogsProps) {
  const t = useSubscriptionText()
  const locale = useLocale()
  const { state, plan } = flow
  const busy = state === 'ordering' || state === 'redirecting'
  if (state === 'confirming' || busy) {
    return (
      <ConfirmFrame
        role="dialog"
        variant="primary"
        open
        busy={busy}
        onClose={flow.close}
        onConfirm={flow.confirm}
        title={t('confirmTitle', { name })}
        description={
          busy
            ? t('redirecting')
            : t('confirmBody', {
                price: walletPrice(plan?.price, plan?.currency, locale),
                days: plan?.periodDays ?? SUBSCRIPTION_PERIOD_DAYS,
              })
        }
        cancelLabel={t('cancel')}
        confirmLabel={t('confirmAction')}
      />
    )
  }
  if (state === 'refused') {
    const dialog = SUBSCRIBE_REFUSAL_DIALOGS[flow.refusal ?? 'unknown']
    return (
      <DialogFrame
        role="alertdialog"
        open
        onClose={flow.close}
        title={t(dialog.title)}
        description={t(dialog.body)}
        actions={
          <button type="button" className="aw-button" data-variant="primary" onClick={flow.close}>
            {t('confirm')}
          </button>
        }
      />
    )
  }
  if (state === 'failed') {
    return (
      <ConfirmFrame
        role="alertdialog"
        variant="primary"
        open
        onClose={flow.close}
        onConfirm={flow.retry}
        title={t('failedTitle')}
        description={t(flow.error ?? 'errorUnknown')}
        cancelLabel={t('close')}
        confirmLabel={t('retry')}
      />
    )
  }
  return null
}
