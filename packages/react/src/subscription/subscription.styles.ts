/**
 * The subscription's stylesheet (the subscribe button, the gift form and its result), scoped
 * under the kit root and built on the kit's colour variables, so light and dark follow the
 * theme. Injected by the subscription's components beside the wallet's sheet; ship it yourself
 * with `injectStyles={false}`.
 *
 * @example
 * <style>{airwaveStyles + walletStyles + subscriptionStyles}</style>
 */
export const subscriptionStyles = `
.aw-root .aw-subscribe{display:inline-flex;align-items:center;gap:8px}
.aw-root .aw-subscribe-state{display:inline-flex;align-items:center;gap:6px;min-height:40px;padding:0 12px;border:1px solid var(--aw-accent);border-radius:var(--aw-radius);color:var(--aw-text);font-weight:600;white-space:nowrap}
.aw-root .aw-subscribe-state::before{content:"";width:.7em;height:.7em;border-radius:50%;background:var(--aw-accent)}
.aw-root .aw-giftsub{display:grid;gap:14px;max-width:560px;color:var(--aw-text)}
.aw-root .aw-giftsub fieldset{display:grid;gap:6px;margin:0;padding:0;border:0}
.aw-root .aw-giftsub legend{margin-bottom:4px;padding:0;font-weight:600}
.aw-root .aw-giftsub-choice{display:flex;align-items:center;gap:8px;min-height:32px}
.aw-root .aw-giftsub-choice input{width:18px;height:18px;accent-color:var(--aw-accent)}
.aw-root .aw-giftsub-hint{margin:0;color:var(--aw-text-muted);font-size:13px}
.aw-root .aw-giftsub-receivers{display:flex;flex-wrap:wrap;gap:6px;margin:0;padding:0;list-style:none}
.aw-root .aw-giftsub-receivers li{display:inline-flex;align-items:center;gap:4px;padding:2px 4px 2px 10px;border:1px solid var(--aw-border);border-radius:999px;background:var(--aw-surface)}
.aw-root .aw-giftsub-receivers .aw-button{min-height:28px;padding:0 8px}
.aw-root .aw-giftsub-total{margin:0;font-weight:700;font-variant-numeric:tabular-nums}
.aw-root .aw-giftsub-alert{display:grid;gap:8px;padding:12px;border:1px solid var(--aw-danger);border-radius:var(--aw-radius);background:var(--aw-surface)}
.aw-root .aw-giftsub-alert h3{margin:0;font-size:15px}
.aw-root .aw-giftsub-alert p{margin:0}
.aw-root .aw-gift-result{display:grid;gap:12px;max-width:560px;padding:20px;border:1px solid var(--aw-border);border-radius:12px;background:var(--aw-surface);color:var(--aw-text)}
.aw-root .aw-gift-result h2{margin:0;font-size:20px}
.aw-root .aw-gift-result h2:focus{outline:none}
.aw-root .aw-gift-result ul{display:flex;flex-wrap:wrap;gap:6px;margin:0;padding:0;list-style:none}
.aw-root .aw-gift-result li{padding:2px 10px;border:1px solid var(--aw-border);border-radius:999px}
@media (max-width:767px){.aw-root .aw-giftsub .aw-wallet-row>*{flex:1 1 100%}.aw-root .aw-giftsub .aw-wallet-field :is(input,select){width:100%;box-sizing:border-box}}
`
