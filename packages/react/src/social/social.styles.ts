import { MOBILE_BREAKPOINT } from '../shared/theme/styles'

/**
 * The social sign-in's stylesheet (the platform buttons, the linked accounts, the sign-up
 * forms), scoped under the kit root. Injected by the social components; ship it yourself with
 * the provider's `injectStyles={false}`.
 *
 * @example
 * <style>{airwaveStyles + socialStyles}</style>
 */
export const socialStyles = `
.aw-root .aw-social{display:grid;gap:12px}
.aw-root .aw-social-heading{font-size:15px;font-weight:700}
.aw-root .aw-social-list{display:grid;gap:8px;margin:0;padding:0;list-style:none}
.aw-root .aw-social-button{display:flex;align-items:center;justify-content:center;gap:10px;width:100%;min-height:44px;padding:0 16px;border:1px solid var(--aw-border);border-radius:var(--aw-radius);background:var(--aw-surface);color:var(--aw-text);font-weight:600;cursor:pointer}
.aw-root .aw-social-button:hover:not(:disabled){background:var(--aw-surface-2)}
.aw-root .aw-social-button:focus-visible{outline:2px solid var(--aw-focus);outline-offset:2px}
.aw-root .aw-social-button:disabled{opacity:.6;cursor:progress}
.aw-root .aw-social-button svg{flex:none}
.aw-root .aw-social-status{color:var(--aw-text-muted);font-size:14px}
.aw-root .aw-social-error{color:var(--aw-danger);font-size:14px;font-weight:600}
.aw-root .aw-embed-consent h2{overflow-wrap:anywhere}
.aw-root .aw-embed-consent-actions{display:flex;flex-wrap:wrap;gap:8px;justify-content:flex-end}
.aw-root .aw-embed-consent-actions .aw-button{flex:1 1 10em}
.aw-root .aw-linked{display:grid;gap:16px}
.aw-root .aw-linked h2{font-size:20px}
.aw-root .aw-linked-lead{color:var(--aw-text-muted)}
.aw-root .aw-linked-list{display:grid;gap:8px;margin:0;padding:0;list-style:none}
.aw-root .aw-linked-row{display:grid;grid-template-columns:auto 1fr auto;align-items:center;gap:4px 12px;padding:12px 14px;border:1px solid var(--aw-border);border-radius:var(--aw-radius);background:var(--aw-surface)}
.aw-root .aw-linked-name{font-weight:700}
.aw-root .aw-linked-meta{grid-column:2;color:var(--aw-text-muted);font-size:13px;overflow-wrap:anywhere}
.aw-root .aw-linked-row .aw-button{grid-row:1/3;grid-column:3}
.aw-root .aw-linked-row svg{grid-row:1/3}
.aw-root .aw-linked-badge{display:inline-block;margin-left:8px;padding:1px 8px;border-radius:999px;background:var(--aw-surface-2);font-size:12px;font-weight:700;vertical-align:middle}
.aw-root .aw-linked-row[data-state=linked] .aw-linked-badge{background:var(--aw-accent);color:var(--aw-on-accent)}
.aw-root .aw-signup{display:grid;gap:16px;max-width:480px}
.aw-root .aw-signup h2{font-size:22px}
.aw-root .aw-signup-lead{color:var(--aw-text-muted)}
.aw-root .aw-signup-field{display:grid;gap:6px}
.aw-root .aw-signup-field>label,.aw-root .aw-signup-field>legend{font-weight:600}
.aw-root .aw-signup-field input[type=text],.aw-root .aw-signup-field input[type=number]{min-height:44px;padding:8px 12px;border:1px solid var(--aw-border);border-radius:var(--aw-radius);background:var(--aw-bg);color:var(--aw-text);width:100%}
.aw-root .aw-signup-field input[aria-invalid=true]{border-color:var(--aw-danger)}
.aw-root .aw-signup-hint{color:var(--aw-text-muted);font-size:13px}
.aw-root .aw-signup-problem{color:var(--aw-danger);font-size:13px;font-weight:600}
.aw-root .aw-signup-check{display:flex;align-items:center;gap:10px;min-height:44px;cursor:pointer}
.aw-root .aw-signup-check input{width:20px;height:20px;accent-color:var(--aw-accent)}
.aw-root .aw-signup-check[data-variant=all]{font-weight:700;border-bottom:1px solid var(--aw-border)}
.aw-root .aw-signup-date{display:grid;grid-template-columns:2fr 1fr 1fr;gap:8px;border:0;margin:0;padding:0}
.aw-root .aw-signup-date label{display:grid;gap:4px;font-size:13px;color:var(--aw-text-muted)}
.aw-root .aw-signup-actions{display:flex;justify-content:flex-end;gap:8px}
@media (max-width:${MOBILE_BREAKPOINT}px){.aw-root .aw-linked-row{grid-template-columns:auto 1fr}.aw-root .aw-linked-row .aw-button{grid-row:auto;grid-column:1/-1}}
`
