import { MOBILE_BREAKPOINT } from '../shared/theme/styles'

/**
 * The account screens' stylesheet (forms, fields, the password checklist, the sign-up steps,
 * the lists of devices and channels, the notices), scoped under the kit root and built on the
 * kit's custom properties, so light and dark follow `data-theme`. Injected by the account
 * components; ship it yourself with the provider's `injectStyles={false}`.
 *
 * @example
 * <style>{airwaveStyles + accountStyles}</style>
 */
export const accountStyles = `
:where(.aw-root){--aw-ok:#1a7f37}
:where(.aw-root[data-theme=dark]){--aw-ok:#6ddf8b}
.aw-root .aw-account{display:grid;gap:16px;width:100%;max-width:440px;margin:0 auto}
.aw-root .aw-account[data-width=wide]{max-width:640px}
.aw-root .aw-account-title{margin:0;font-size:22px;font-weight:700;line-height:1.3}
.aw-root .aw-account-intro{margin:0;color:var(--aw-text-muted)}
.aw-root .aw-account-form{display:grid;gap:14px}
.aw-root .aw-account-field{display:grid;gap:4px}
.aw-root .aw-account-fieldset{min-width:0;margin:0;padding:0;border:0}
.aw-root .aw-account-label{font-weight:600}
.aw-root .aw-account-input{box-sizing:border-box;width:100%;min-height:44px;padding:8px 12px;border:1px solid var(--aw-border);border-radius:var(--aw-radius);background:var(--aw-surface);color:var(--aw-text);font:inherit}
.aw-root .aw-account-input[aria-invalid=true]{border-color:var(--aw-danger)}
.aw-root textarea.aw-account-input{min-height:96px;resize:vertical}
.aw-root .aw-account-row{display:flex;gap:8px;align-items:stretch}
.aw-root .aw-account-row>.aw-account-input{flex:1;min-width:0}
.aw-root .aw-account-row>.aw-button{flex:none}
.aw-root .aw-account-birth{display:grid;grid-template-columns:2fr 1fr 1fr;gap:8px;margin:0;padding:0;border:0}
.aw-root .aw-account-birth legend{padding:0;margin-bottom:4px;font-weight:600}
.aw-root .aw-account-birth>.aw-account-error{grid-column:1/-1}
.aw-root .aw-account-hint{margin:0;color:var(--aw-text-muted);font-size:13px}
.aw-root .aw-account-notes{display:grid}
.aw-root .aw-account-terms-links{display:flex;flex-wrap:wrap;gap:4px 16px}
.aw-root .aw-account-notes>*{grid-area:1/1}
.aw-root .aw-account-hint[data-state=hidden]{visibility:hidden}
.aw-root .aw-account-error{margin:0;color:var(--aw-danger);font-size:13px;font-weight:600}
.aw-root .aw-account-failure{margin:0;padding:10px 12px;border-radius:var(--aw-radius);background:var(--aw-surface-2);color:var(--aw-danger);font-weight:600}
.aw-root .aw-account-note{margin:0;padding:10px 12px;border-radius:var(--aw-radius);background:var(--aw-surface-2)}
.aw-root .aw-account-offer>.aw-account-actions{margin-top:8px}
.aw-root .aw-account-password{position:relative}
.aw-root .aw-account-password>.aw-account-input{padding-right:92px}
.aw-root .aw-account-reveal{position:absolute;top:4px;right:4px;min-height:36px;padding:0 10px;border-radius:var(--aw-radius);color:var(--aw-text-muted);font-size:13px;font-weight:600}
.aw-root .aw-account-reveal:hover{background:var(--aw-surface-2);color:var(--aw-text)}
.aw-root .aw-account-checklist{display:grid;gap:4px;margin:0;padding:0;list-style:none;font-size:13px}
.aw-root .aw-account-checklist li{display:flex;gap:8px;align-items:flex-start;color:var(--aw-text-muted)}
.aw-root .aw-account-checklist li::before{content:'○';flex:none;width:1em;text-align:center}
.aw-root .aw-account-checklist li[data-state=met]{color:var(--aw-ok)}
.aw-root .aw-account-checklist li[data-state=met]::before{content:'✓'}
.aw-root .aw-account-check{display:flex;gap:10px;align-items:flex-start;cursor:pointer}
.aw-root .aw-account-check input{flex:none;width:18px;height:18px;margin-top:2px;accent-color:var(--aw-accent)}
.aw-root .aw-account-actions{display:flex;flex-wrap:wrap;gap:8px;align-items:center}
.aw-root .aw-account-actions>.aw-button[type=submit]{flex:1}
.aw-root .aw-account-links{display:flex;flex-wrap:wrap;gap:4px 16px;margin:0;color:var(--aw-text-muted);font-size:13px}
.aw-root .aw-account-links a{color:var(--aw-accent);font-weight:600}
.aw-root .aw-account-steps{display:flex;gap:6px;margin:0;padding:0;list-style:none}
.aw-root .aw-account-steps li{flex:1;height:4px;border-radius:2px;background:var(--aw-surface-2)}
.aw-root .aw-account-steps li[data-state=done],.aw-root .aw-account-steps li[data-state=current]{background:var(--aw-accent)}
.aw-root .aw-account-step{margin:0;color:var(--aw-text-muted);font-size:13px;font-weight:600}
.aw-root .aw-account-list{display:grid;gap:8px;margin:0;padding:0;list-style:none}
.aw-root .aw-account-item{display:flex;gap:12px;align-items:center;padding:12px;border:1px solid var(--aw-border);border-radius:var(--aw-radius)}
.aw-root .aw-account-item[data-state=active]{border-color:var(--aw-accent)}
.aw-root .aw-account-item-main{display:grid;flex:1;min-width:0;overflow-wrap:anywhere}
.aw-root .aw-account-item-meta{color:var(--aw-text-muted);font-size:13px}
.aw-root .aw-account-badge{display:inline-block;padding:1px 8px;border-radius:999px;background:var(--aw-accent);color:var(--aw-on-accent);font-size:12px;font-weight:700}
.aw-root .aw-account-facts{display:grid;grid-template-columns:max-content 1fr;gap:8px 16px;margin:0}
.aw-root .aw-account-facts dt{color:var(--aw-text-muted)}
.aw-root .aw-account-facts dd{margin:0;font-weight:600;overflow-wrap:anywhere}
.aw-root .aw-account-notice{display:grid;gap:12px;padding:24px;border:1px solid var(--aw-border);border-radius:12px;background:var(--aw-surface);text-align:center}
.aw-root .aw-account-notice .aw-account-actions{justify-content:center}
@media (max-width:${MOBILE_BREAKPOINT}px){.aw-root .aw-account-facts{grid-template-columns:1fr;gap:2px}.aw-root .aw-account-facts dd{margin-bottom:8px}.aw-root .aw-account-row{flex-wrap:wrap}.aw-root .aw-account-row>.aw-button{flex:1 0 100%}}
`
