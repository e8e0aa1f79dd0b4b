import { MOBILE_BREAKPOINT } from '../shared/theme/styles'

// Colours come from the kit's custom properties, so light and dark follow `data-theme`. The
// player's card sits on the video: it has its own dark glass and light text in both themes.

/**
 * The poll's stylesheet (the button and its red dot, the popup, the results' bars, the
 * player's card, the form, the streamer's list and poll page), scoped under the kit root.
 * Injected by the poll components; ship it yourself with the provider's `injectStyles={false}`.
 *
 * @example
 * <style>{airwaveStyles + pollStyles}</style>
 */
export const pollStyles = `
:where(.aw-root){--aw-poll-bar:#e4ddff;--aw-poll-bar-chosen:#c9bcff;--aw-poll-dot:#d92d20}
:where(.aw-root[data-theme=dark]){--aw-poll-bar:#332c58;--aw-poll-bar-chosen:#4a3f85;--aw-poll-dot:#ff6b5e}
.aw-root .aw-poll-button{position:relative}
.aw-root .aw-poll-button svg{width:18px;height:18px}
.aw-root .aw-poll-dot{position:absolute;top:6px;right:6px;width:9px;height:9px;border-radius:50%;background:var(--aw-poll-dot);box-shadow:0 0 0 2px var(--aw-surface-2)}
.aw-root .aw-poll-anchor{position:relative;display:inline-flex;align-items:center;gap:8px}
.aw-root .aw-poll-popup{position:fixed;right:16px;bottom:16px;z-index:950;display:grid;gap:12px;width:min(380px,calc(100vw - 32px));max-height:calc(100vh - 32px);overflow:auto;padding:16px;border:1px solid var(--aw-border);border-radius:12px;background:var(--aw-surface);color:var(--aw-text);box-shadow:var(--aw-shadow)}
.aw-root .aw-poll-popup[data-placement=below]{position:absolute;top:calc(100% + 8px);right:auto;bottom:auto;left:0;max-height:min(520px,calc(100vh - 120px))}
.aw-root .aw-poll-head{display:flex;align-items:center;gap:8px}
.aw-root .aw-poll-status{display:inline-flex;align-items:center;gap:6px;padding:2px 10px;border-radius:999px;background:var(--aw-surface-2);font-size:12px;font-weight:700}
.aw-root .aw-poll-status[data-state=in-progress]{background:var(--aw-accent);color:var(--aw-on-accent)}
.aw-root .aw-poll-time{color:var(--aw-text-muted);font-size:13px;font-variant-numeric:tabular-nums}
.aw-root .aw-poll-head .aw-icon-button{margin-left:auto}
.aw-root .aw-poll-title{font-size:17px;font-weight:700;line-height:1.35;overflow-wrap:anywhere}
.aw-root .aw-poll-meta{color:var(--aw-text-muted);font-size:13px}
.aw-root .aw-poll-options{display:grid;gap:6px}
.aw-root .aw-poll-option{position:relative;display:flex;align-items:center;gap:10px;min-height:44px;padding:8px 12px;border:1px solid var(--aw-border);border-radius:var(--aw-radius);overflow:hidden;overflow-wrap:anywhere;cursor:pointer}
.aw-root .aw-poll-option:hover{background:var(--aw-surface-2)}
.aw-root .aw-poll-option:focus-within{outline:2px solid var(--aw-focus);outline-offset:1px}
.aw-root .aw-poll-option input{flex:none;width:18px;height:18px;accent-color:var(--aw-accent)}
.aw-root .aw-poll-option[data-state=checked]{border-color:var(--aw-accent)}
.aw-root .aw-poll-option>:not(.aw-poll-bar){position:relative}
.aw-root .aw-poll-results{display:grid;gap:6px}
.aw-root .aw-poll-result{position:relative;display:flex;align-items:center;gap:8px;min-height:40px;padding:8px 12px;border-radius:var(--aw-radius);background:var(--aw-surface-2);overflow:hidden;overflow-wrap:anywhere}
.aw-root .aw-poll-bar{position:absolute;inset:0 auto 0 0;background:var(--aw-poll-bar);transition:width .4s ease}
.aw-root .aw-poll-result[data-state=chosen] .aw-poll-bar{background:var(--aw-poll-bar-chosen)}
.aw-root .aw-poll-result>:not(.aw-poll-bar){position:relative}
.aw-root .aw-poll-rank{flex:none;min-width:3.2em;color:var(--aw-text-muted);font-size:12px;font-weight:700}
.aw-root .aw-poll-result[data-rank="1"] .aw-poll-rank{color:var(--aw-text)}
.aw-root .aw-poll-content{flex:1;min-width:0}
.aw-root .aw-poll-mine{margin-left:6px;font-size:12px;font-weight:700;text-decoration:underline;text-underline-offset:2px}
.aw-root .aw-poll-winner{margin-left:6px;font-size:12px;font-weight:700}
.aw-root .aw-poll-share{flex:none;font-weight:700;font-variant-numeric:tabular-nums}
.aw-root .aw-poll-count{flex:none;color:var(--aw-text-muted);font-size:12px;font-variant-numeric:tabular-nums}
.aw-root .aw-poll-note{color:var(--aw-text-muted);font-size:13px}
.aw-root .aw-poll-alert{display:grid;gap:4px;padding:10px 12px;border:1px solid var(--aw-danger);border-radius:var(--aw-radius)}
.aw-root .aw-poll-alert-title{font-weight:700;color:var(--aw-danger)}
.aw-root .aw-poll-alert .aw-button{justify-self:end;min-height:32px;padding:0 12px}
.aw-root .aw-poll-actions{display:flex;justify-content:flex-end;gap:8px;flex-wrap:wrap}
.aw-root .aw-poll-overlay{position:absolute;top:12px;right:12px;display:grid;gap:2px;width:max-content;max-width:min(280px,calc(100% - 24px));padding:8px 12px;border:1px solid rgb(255 255 255/.18);border-radius:10px;background:rgb(16 17 22/.82);color:#fff;font:600 13px/1.35 var(--aw-font);text-align:left;box-shadow:0 4px 16px rgb(0 0 0/.35);cursor:pointer;backdrop-filter:blur(6px)}
.aw-root .aw-poll-overlay:hover{background:rgb(16 17 22/.92)}
.aw-root .aw-poll-overlay:focus-visible{outline:2px solid #8ab4ff;outline-offset:2px}
.aw-root .aw-poll-overlay-status{display:flex;align-items:center;gap:6px;color:#d6d9e0;font-size:12px;font-variant-numeric:tabular-nums}
.aw-root .aw-poll-overlay-title{display:-webkit-box;overflow:hidden;-webkit-line-clamp:2;-webkit-box-orient:vertical;overflow-wrap:anywhere;font-size:14px}
.aw-root .aw-poll-overlay-action{color:#c4b8ff;font-size:12px}
.aw-root .aw-poll-overlay .aw-poll-dot{position:static;box-shadow:none}
.aw-root .aw-poll-overlay svg{width:14px;height:14px}
.aw-root .aw-poll-form{display:grid;gap:18px;max-width:560px}
.aw-root .aw-poll-field{display:grid;gap:6px}
.aw-root .aw-poll-field>label,.aw-root .aw-poll-field>legend,.aw-root .aw-poll-label{font-weight:600}
.aw-root .aw-poll-field input[type=text],.aw-root .aw-poll-field select{min-height:40px;padding:8px 12px;border:1px solid var(--aw-border);border-radius:var(--aw-radius);background:var(--aw-bg);width:100%}
.aw-root .aw-poll-field input[aria-invalid=true]{border-color:var(--aw-danger)}
.aw-root .aw-poll-field input:read-only{background:var(--aw-surface-2);color:var(--aw-text-muted)}
.aw-root .aw-poll-row{display:flex;align-items:center;gap:8px}
.aw-root .aw-poll-row>input{flex:1;min-width:0}
.aw-root .aw-poll-manage .aw-poll-row select{min-height:36px;padding:4px 8px;border:1px solid var(--aw-border);border-radius:var(--aw-radius);background:var(--aw-bg)}
.aw-root .aw-poll-counter{color:var(--aw-text-muted);font-size:12px;font-variant-numeric:tabular-nums;text-align:right}
.aw-root .aw-poll-counter[data-state=full]{color:var(--aw-text)}
.aw-root .aw-poll-problem{color:var(--aw-danger);font-size:13px;font-weight:600}
.aw-root .aw-poll-check{display:flex;align-items:center;gap:10px;min-height:40px;cursor:pointer}
.aw-root .aw-poll-check input{width:18px;height:18px;accent-color:var(--aw-accent)}
.aw-root .aw-poll-duration{display:grid;grid-template-columns:repeat(3,minmax(0,1fr));gap:8px}
.aw-root .aw-poll-duration label{display:grid;gap:4px;font-size:13px;color:var(--aw-text-muted)}
.aw-root .aw-poll-summary{padding:10px 12px;border:1px solid var(--aw-danger);border-radius:var(--aw-radius);color:var(--aw-danger);font-weight:600}
.aw-root .aw-poll-manage{display:grid;gap:16px}
.aw-root .aw-poll-manage>a.aw-button{justify-self:start}
.aw-root .aw-poll-manage-head{display:flex;align-items:center;justify-content:space-between;gap:12px;flex-wrap:wrap}
.aw-root .aw-poll-manage-head h2{font-size:20px}
.aw-root .aw-poll-list{display:grid;gap:8px}
.aw-root .aw-poll-item{display:grid;grid-template-columns:1fr auto;align-items:center;gap:4px 12px;padding:12px 14px;border:1px solid var(--aw-border);border-radius:var(--aw-radius);background:var(--aw-surface)}
.aw-root .aw-poll-item-title{font-weight:700;overflow-wrap:anywhere}
.aw-root .aw-poll-item-meta{display:flex;align-items:center;gap:8px;flex-wrap:wrap;color:var(--aw-text-muted);font-size:13px}
.aw-root .aw-poll-item-links{grid-row:1/3;grid-column:2;display:flex;gap:6px}
.aw-root .aw-poll-pages{display:flex;align-items:center;justify-content:center;gap:12px}
.aw-root .aw-poll-empty{padding:24px 16px;color:var(--aw-text-muted);text-align:center}
.aw-root a.aw-button{text-decoration:none}
@media (max-width:${MOBILE_BREAKPOINT}px){.aw-root .aw-poll-popup,.aw-root .aw-poll-popup[data-placement=below]{position:fixed;top:auto;right:8px;left:8px;bottom:8px;width:auto;max-height:calc(100vh - 16px)}.aw-root .aw-poll-overlay{top:8px;right:8px;max-width:calc(100% - 16px);padding:6px 10px}.aw-root .aw-poll-overlay-title{-webkit-line-clamp:1}.aw-root .aw-poll-item{grid-template-columns:1fr}.aw-root .aw-poll-item-links{grid-row:auto;grid-column:auto}}
@media (prefers-reduced-motion:reduce){.aw-root .aw-poll-bar{transition:none}}
`
