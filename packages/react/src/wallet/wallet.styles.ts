/**
 * The wallet's stylesheet (the gem shop, the payment result, the histories, the gift panel and
 * the balance), scoped under the kit root: its own sheet, so a page without gems never carries
 * it. Injected by the wallet's components; ship it yourself with `injectStyles={false}`.
 *
 * @example
 * <style>{airwaveStyles + walletStyles}</style>
 */
export const walletStyles = `
.aw-root .aw-gem-balance{display:inline-flex;align-items:center;gap:4px;font-weight:600;font-variant-numeric:tabular-nums;color:inherit;text-decoration:none;white-space:nowrap}
.aw-root .aw-gem-balance::before{content:"";width:.8em;height:.8em;background:var(--aw-accent);clip-path:polygon(50% 0,100% 38%,50% 100%,0 38%)}
.aw-root .aw-wallet{display:grid;gap:12px;color:var(--aw-text)}
.aw-root .aw-wallet-lead{margin:0;color:var(--aw-text-muted)}
.aw-root .aw-wallet-row{display:flex;flex-wrap:wrap;gap:8px;align-items:end}
.aw-root .aw-wallet-field{display:grid;gap:4px;font-weight:600}
.aw-root .aw-wallet-field :is(input,select,textarea){min-height:40px;padding:0 10px;border:1px solid var(--aw-border);border-radius:var(--aw-radius);background:var(--aw-bg);color:var(--aw-text);font:inherit;font-weight:400}
.aw-root .aw-wallet-field textarea{padding:8px 10px;resize:vertical;min-height:64px}
.aw-root .aw-wallet-status{margin:0;min-height:1.4em}
.aw-root .aw-wallet-status[data-tone=error]{color:var(--aw-danger)}
.aw-root .aw-gem-packs{display:grid;grid-template-columns:repeat(auto-fill,minmax(150px,1fr));gap:10px;margin:0;padding:0;list-style:none}
.aw-root .aw-gem-pack{display:grid;gap:6px;justify-items:center;width:100%;padding:16px 10px;border:1px solid var(--aw-border);border-radius:var(--aw-radius);background:var(--aw-surface);color:var(--aw-text);text-align:center}
.aw-root .aw-gem-pack:hover{border-color:var(--aw-accent)}
.aw-root .aw-gem-pack[aria-busy=true]{border-color:var(--aw-accent);opacity:.8}
.aw-root .aw-gem-pack-gems{font-size:18px;font-weight:700}
.aw-root .aw-gem-pack-price{color:var(--aw-text-muted)}
.aw-root .aw-payment-result{display:grid;gap:12px;max-width:520px;padding:20px;border:1px solid var(--aw-border);border-radius:12px;background:var(--aw-surface)}
.aw-root .aw-payment-result h2{margin:0;font-size:20px}
.aw-root :is(.aw-payment-result,.aw-gift-panel) h2:focus{outline:none}
.aw-root .aw-payment-result[data-state=failed] h2,.aw-root .aw-payment-result[data-state=cancelled] h2,.aw-root .aw-payment-result[data-state=error] h2{color:var(--aw-danger)}
.aw-root .aw-payment-result dl{display:grid;grid-template-columns:max-content 1fr;gap:4px 16px;margin:0}
.aw-root .aw-payment-result dt{color:var(--aw-text-muted)}
.aw-root .aw-payment-result dd{margin:0;overflow-wrap:anywhere}
.aw-root .aw-wallet-table{width:100%;border-collapse:collapse;font-variant-numeric:tabular-nums}
.aw-root .aw-wallet-table :is(th,td){padding:8px;border-bottom:1px solid var(--aw-border);text-align:start;vertical-align:top}
.aw-root .aw-wallet-table th{color:var(--aw-text-muted);font-weight:600}
.aw-root .aw-wallet-table [data-sign=minus]{color:var(--aw-danger)}
.aw-root .aw-wallet-table-wrap{overflow-x:auto}
.aw-root .aw-wallet-table-wrap:focus-visible{outline:2px solid var(--aw-focus,var(--aw-accent));outline-offset:2px}
.aw-root .aw-wallet-pager{display:flex;align-items:center;gap:8px;justify-content:flex-end}
.aw-root .aw-gift-panel{display:grid;gap:10px;padding:12px;border-top:1px solid var(--aw-border);background:var(--aw-surface);color:var(--aw-text)}
.aw-root .aw-gift-panel-head{display:flex;align-items:center;gap:8px}
.aw-root .aw-gift-panel-head h2{flex:1;margin:0;font-size:15px}
.aw-root .aw-gift-presets{display:flex;flex-wrap:wrap;gap:6px}
.aw-root .aw-gift-presets .aw-button[aria-pressed=true]{background:var(--aw-accent);color:var(--aw-on-accent)}
.aw-root .aw-gift-history{display:grid;gap:6px;margin:0;padding:0;list-style:none;max-height:240px;overflow:auto}
.aw-root .aw-gift-history li{display:flex;justify-content:space-between;gap:8px}
.aw-root .aw-gift-open{margin:6px 8px 8px}
@media (max-width:767px){.aw-root .aw-gem-packs{grid-template-columns:repeat(2,1fr)}.aw-root .aw-wallet-table .aw-wallet-wide{display:none}}
`
