import { nicknameColorStyles } from '../chat/nicknameColors'

/**
 * The streamer's subscriber pages (the list, the badges, the emoticons, the name colours, the
 * revenue panel), scoped under the kit root, over the wallet's sheet (its tables and fields):
 * their own, so a viewer's pages never carry it. The name-colour chips read the chat's
 * `--aw-nick-{name}` properties, included here. Injected by those components; ship it yourself
 * with `injectStyles={false}`.
 *
 * @example
 * <style>{airwaveStyles + walletStyles + subscriberStyles}</style>
 */
export const subscriberStyles = `
.aw-root .aw-subscribers h2{margin:0;font-size:17px}
.aw-root .aw-subscriber-states{display:flex;flex-wrap:wrap;gap:6px;margin:0;padding:0;border:0;min-width:0}
.aw-root .aw-subscriber-states .aw-button[aria-pressed=true]{background:var(--aw-accent);border-color:var(--aw-accent);color:var(--aw-on-accent)}
.aw-root .aw-subscriber-empty{padding:20px;border:1px dashed var(--aw-border);border-radius:12px;text-align:center}
.aw-root .aw-subscriber-name{font-weight:600;color:inherit;overflow-wrap:anywhere}
.aw-root .aw-subscriber-kind{display:inline-block;padding:2px 8px;border-radius:999px;background:var(--aw-surface-2);font-size:13px;white-space:nowrap}
.aw-root .aw-subscriber-tiers{display:grid;grid-template-columns:repeat(auto-fill,minmax(200px,1fr));gap:10px;margin:0;padding:0;list-style:none}
.aw-root .aw-subscriber-tier{display:grid;grid-template-columns:auto 1fr;align-items:center;gap:10px;padding:12px;border:1px solid var(--aw-border);border-radius:12px;background:var(--aw-surface)}
.aw-root .aw-subscriber-tier[data-busy=true]{border-color:var(--aw-accent)}
.aw-root .aw-subscriber-tier h3{margin:0;font-size:15px}
.aw-root .aw-subscriber-image{display:grid;place-items:center;width:56px;height:56px;border-radius:8px;background:var(--aw-surface-2);color:var(--aw-text-muted);font-size:12px;text-align:center}
.aw-root .aw-subscriber-image img{max-width:56px;max-height:56px;image-rendering:auto}
.aw-root .aw-subscriber-actions{display:flex;flex-wrap:wrap;gap:6px;grid-column:1/-1}
.aw-root .aw-subscriber-actions .aw-button{min-height:32px;padding:0 10px;font-size:13px}
.aw-root .aw-subscriber-file{position:relative}
.aw-root .aw-subscriber-file:focus-within{outline:2px solid var(--aw-accent);outline-offset:2px}
.aw-root .aw-subscriber-file[data-disabled=true]{opacity:.5;pointer-events:none}
.aw-root .aw-subscriber-form{display:grid;gap:10px;padding:16px;border:1px solid var(--aw-border);border-radius:12px;background:var(--aw-surface)}
.aw-root .aw-subscriber-form h3{margin:0;font-size:15px}
.aw-root .aw-subscriber-form .aw-wallet-field{flex:1 1 180px}
.aw-root .aw-subscriber-form .aw-wallet-field input[type=text]{width:100%}
.aw-root .aw-subscriber-emoticons{display:grid;grid-template-columns:repeat(auto-fill,minmax(120px,1fr));gap:10px;margin:0;padding:0;list-style:none}
.aw-root .aw-subscriber-emoticon{display:grid;justify-items:center;gap:6px;padding:10px;border:1px solid var(--aw-border);border-radius:12px;background:var(--aw-surface)}
.aw-root .aw-subscriber-emoticon code{max-width:100%;overflow-wrap:anywhere;font-size:13px}
.aw-root .aw-subscriber-count{color:var(--aw-text-muted);font-variant-numeric:tabular-nums}
.aw-root .aw-name-color-switch{display:flex;align-items:center;gap:10px;font-weight:600}
.aw-root .aw-name-color-switch input{width:40px;height:22px;margin:0;flex:none;accent-color:var(--aw-accent)}
.aw-root fieldset.aw-name-colors{display:grid;gap:10px;margin:0;padding:0;border:0;min-width:0}
.aw-root fieldset.aw-name-colors legend{padding:0;margin-bottom:6px;font-weight:600}
.aw-root .aw-name-color-chips{display:grid;grid-template-columns:repeat(auto-fill,minmax(118px,1fr));gap:6px}
.aw-root .aw-name-color-chip{display:flex;align-items:center;gap:8px;min-height:40px;padding:0 10px;border:1px solid var(--aw-border);border-radius:999px;background:var(--aw-bg);color:var(--aw-text);cursor:pointer}
.aw-root .aw-name-color-chip:has(input:checked){border-color:var(--aw-accent);background:var(--aw-surface-2)}
.aw-root .aw-name-color-chip:focus-within{outline:2px solid var(--aw-accent);outline-offset:2px}
.aw-root .aw-name-color-chip input{width:18px;height:18px;margin:0;flex:none;accent-color:var(--aw-accent)}
.aw-root .aw-name-color-chip span{font-weight:700}
.aw-root .aw-name-color-chip[data-disabled=true]{opacity:.6}
.aw-root .aw-revenue{display:grid;gap:10px}
.aw-root .aw-revenue h2{margin:0;font-size:17px}
.aw-root .aw-revenue-cards{display:grid;grid-template-columns:repeat(3,minmax(0,1fr));gap:10px;margin:0}
.aw-root .aw-revenue-card{display:grid;align-content:start;gap:4px;padding:14px 16px;border:1px solid var(--aw-border);border-radius:12px;background:var(--aw-surface)}
.aw-root .aw-revenue-card dt{color:var(--aw-text-muted);font-size:13px}
.aw-root .aw-revenue-card dd{margin:0;font-size:22px;font-weight:700;font-variant-numeric:tabular-nums}
.aw-root .aw-revenue-card ul{display:grid;gap:2px;margin:0;padding:0;list-style:none}
.aw-root .aw-revenue-card small{display:block;color:var(--aw-text-muted);font-size:13px;font-weight:400}
@media (max-width:767px){.aw-root .aw-revenue-cards{grid-template-columns:1fr}.aw-root .aw-subscriber-tiers{grid-template-columns:1fr}.aw-root .aw-name-color-chips{grid-template-columns:repeat(2,minmax(0,1fr))}}
${nicknameColorStyles}`
