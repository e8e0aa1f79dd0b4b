/**
 * The streamer's side of gems and a channel's ranking (the monetization sign-up, the earnings
 * and their chart, the signature gems, the top supporters), scoped under the kit root, over the
 * wallet's sheet: its own, so a viewer's wallet pages never carry it. Injected by those
 * components; ship it yourself with `injectStyles={false}`.
 *
 * @example
 * <style>{airwaveStyles + walletStyles + earningsStyles}</style>
 */
export const earningsStyles = `
.aw-root :is(.aw-monetize,.aw-earnings,.aw-signature-gems) h2{margin:0;font-size:17px}
.aw-root .aw-monetize{max-width:640px}
.aw-root .aw-monetize-terms{display:grid;gap:8px;padding:16px;border:1px solid var(--aw-border);border-radius:12px;background:var(--aw-surface)}
.aw-root .aw-monetize-terms ul{display:grid;gap:6px;margin:0;padding-inline-start:20px;list-style:disc}
.aw-root .aw-monetize-agree{display:flex;align-items:flex-start;gap:10px;font-weight:600}
.aw-root .aw-monetize-agree input{width:20px;height:20px;margin:0;flex:none;accent-color:var(--aw-accent)}
.aw-root .aw-earnings{gap:20px}
.aw-root .aw-earnings-cards{display:grid;grid-template-columns:repeat(3,minmax(0,1fr));gap:10px;margin:0}
.aw-root .aw-earnings-card{display:grid;align-content:start;gap:4px;padding:14px 16px;border:1px solid var(--aw-border);border-radius:12px;background:var(--aw-surface)}
.aw-root .aw-earnings-card[data-kind=owed]{border-color:var(--aw-accent)}
.aw-root .aw-earnings-card dt{color:var(--aw-text-muted);font-size:13px}
.aw-root .aw-earnings-card dd{display:flex;flex-wrap:wrap;align-items:baseline;gap:8px;margin:0;font-size:22px;font-weight:700;font-variant-numeric:tabular-nums}
.aw-root .aw-earnings-card dd.aw-gem-balance{flex-wrap:nowrap}
.aw-root .aw-earnings-card small{color:var(--aw-text-muted);font-size:13px;font-weight:400}
.aw-root .aw-earnings-range{display:grid;gap:8px}
.aw-root :is(.aw-earnings-presets,.aw-ranking-periods){display:flex;flex-wrap:wrap;gap:6px}
.aw-root :is(.aw-earnings-presets,.aw-ranking-periods) .aw-button[aria-pressed=true]{background:var(--aw-accent);border-color:var(--aw-accent);color:var(--aw-on-accent)}
.aw-root .aw-earnings-section{display:grid;gap:10px}
.aw-root .aw-earnings-chart{display:grid;gap:8px;margin:0}
.aw-root .aw-earnings-plot{display:grid;grid-template-columns:auto 1fr;gap:8px}
.aw-root .aw-earnings-axis{display:flex;flex-direction:column;justify-content:space-between;height:216px;margin-top:-8px;color:var(--aw-text-muted);font-size:12px;line-height:16px;font-variant-numeric:tabular-nums;text-align:end}
.aw-root .aw-earnings-frame{display:grid;gap:4px;min-width:0}
.aw-root .aw-earnings-bars{display:block;width:100%;height:200px;overflow:visible}
.aw-root .aw-earnings-bars line{stroke:var(--aw-border);stroke-width:1}
.aw-root .aw-earnings-bars rect{fill:var(--aw-accent)}
.aw-root .aw-earnings-bars rect:hover{fill:var(--aw-text)}
.aw-root .aw-earnings-dates{display:flex;justify-content:space-between;gap:8px;color:var(--aw-text-muted);font-size:12px;min-height:1.6em}
.aw-root .aw-earnings-numbers summary{width:max-content;min-height:32px;padding:4px 0;color:var(--aw-accent);font-weight:600;cursor:pointer}
.aw-root .aw-earnings-numbers[open] summary{margin-bottom:6px}
.aw-root .aw-wallet-table tbody th{font-weight:600;text-align:start}
.aw-root .aw-signature-head{justify-content:space-between;align-items:center}
.aw-root .aw-signature-count{color:var(--aw-text-muted);font-variant-numeric:tabular-nums}
.aw-root .aw-signature-form{padding:16px;border:1px solid var(--aw-accent);border-radius:12px;background:var(--aw-surface)}
.aw-root .aw-signature-form .aw-wallet-field input{width:100%}
.aw-root .aw-signature-form .aw-wallet-row>.aw-wallet-field{flex:1 1 160px}
.aw-root .aw-signature-form .aw-signature-title{flex:3 1 220px}
.aw-root .aw-signature-actions{display:flex;flex-wrap:wrap;gap:6px;justify-content:flex-end}
.aw-root .aw-signature-table td:first-child{width:1%;white-space:nowrap}
.aw-root .aw-signature-empty{padding:20px;border:1px dashed var(--aw-border);border-radius:12px;text-align:center}
.aw-root .aw-ranking{display:grid;gap:10px;color:var(--aw-text)}
.aw-root .aw-ranking-title{margin:0;font-size:16px}
.aw-root fieldset.aw-ranking-periods{margin:0;padding:0;border:0;min-width:0}
.aw-root :is(.aw-ranking-periods,.aw-earnings-presets) .aw-button{min-height:32px;padding:0 10px;font-size:13px}
.aw-root .aw-ranking-list{display:grid;gap:4px;margin:0;padding:0;list-style:none}
.aw-root .aw-ranking-list li{display:grid;grid-template-columns:2em 1fr auto;align-items:center;gap:8px;padding:6px 8px;border-radius:8px;background:var(--aw-surface-2)}
.aw-root .aw-ranking-rank{font-weight:700;font-variant-numeric:tabular-nums;text-align:center}
.aw-root .aw-ranking-list li:first-child .aw-ranking-rank{color:var(--aw-accent)}
.aw-root .aw-ranking-name{min-width:0;overflow:hidden;text-overflow:ellipsis;white-space:nowrap;font-weight:600}
@media (max-width:767px){.aw-root .aw-earnings-cards{grid-template-columns:repeat(2,minmax(0,1fr))}.aw-root .aw-earnings-card[data-kind=owed]{grid-column:1/-1}}
`
