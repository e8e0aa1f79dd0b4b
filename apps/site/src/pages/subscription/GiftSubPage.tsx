import { GiftSubForm, useSubscriptionText } from '@airwave/react/subscription'
import { useNavigate, useSearchParams } from 'react-router'

/**
 * `/items/giftsub?channelId=…`: the gift form, the channel prefilled. Guests are asked to sign
 * in by the form itself.
 */
export function GiftSubPage() {
  const t = useSubscriptionText()
  const navigate = useNavigate()
  const [params] = useSearchParams()
  const channelId = params.get('channelId') ?? ''
  return (
    <section className="aw-site-settings">
      <title>{`${t('giftTitle')} · Airwave`}</title>
      <h1 className="aw-site-title">{t('giftTitle')}</h1>
      <GiftSubForm
        key={channelId}
        channelId={channelId}
        onBuyGems={() => navigate('/items/gem-charge')}
      />
    </section>
  )
}
