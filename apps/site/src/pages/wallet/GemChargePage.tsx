import { GemCharge, useWalletText } from '@airwave/react/wallet'

/** `/items/gem-charge`: the gem shop. Guests see the packs and sign in to buy. */
export function GemChargePage() {
  const t = useWalletText()
  return (
    <section className="aw-site-settings">
      <title>{`${t('chargeTitle')} · Airwave`}</title>
      <h1 className="aw-site-title">{t('chargeTitle')}</h1>
      <GemCharge />
    </section>
  )
}
