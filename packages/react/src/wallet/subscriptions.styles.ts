import { nicknameColorStyles } from '../chat/nicknameColors'

/**
 * The member's subscriptions' stylesheet (the cards, the detail, the nickname colour chips),
 * beside the wallet's own; it brings the nickname colours' custom properties with it, so the
 * chips match the chat. Ship it yourself with `injectStyles={false}`.
 *
 * @example
 * <style>{airwaveStyles + walletStyles + subscriptionStyles}</style>
 */
export const subscriptionStyles = `
.aw-root .aw-sub-cards{display:grid;grid-template-columns:repeat(auto-fill,minmax(260px,1fr));gap:10px;margin:0;padding:0;list-style:none}
.aw-root .aw-sub-card{display:grid;gap:6px;padding:14px;border:1px solid var(--aw-border);border-radius:var(--aw-radius);background:var(--aw-surface);color:var(--aw-text)}
.aw-root .aw-sub-card h3{margin:0;font-size:16px;overflow-wrap:anywhere}
.aw-root .aw-sub-card .aw-button{justify-self:start}
.aw-root .aw-sub-meta{display:flex;flex-wrap:wrap;gap:4px 12px;margin:0;color:var(--aw-text-muted)}
.aw-root .aw-sub-line{margin:0;font-weight:600}
.aw-root .aw-sub-line[data-tone=over]{color:var(--aw-text-muted)}
.aw-root .aw-sub-section{display:grid;gap:10px}
.aw-root .aw-sub-section h2{margin:0;font-size:18px}
.aw-root .aw-sub-detail{display:grid;gap:14px;padding:16px;border:1px solid var(--aw-border);border-radius:12px;background:var(--aw-surface)}
.aw-root .aw-sub-detail h2{margin:0;font-size:20px;overflow-wrap:anywhere}
.aw-root .aw-sub-detail dl{display:grid;grid-template-columns:max-content 1fr;gap:6px 16px;margin:0}
.aw-root .aw-sub-detail dt{color:var(--aw-text-muted)}
.aw-root .aw-sub-detail dd{margin:0;overflow-wrap:anywhere}
.aw-root .aw-nick-picker{display:grid;gap:10px;padding:16px;border:1px solid var(--aw-border);border-radius:12px;background:var(--aw-surface);color:var(--aw-text)}
.aw-root .aw-nick-picker h2{margin:0;font-size:18px}
.aw-root .aw-nick-picker fieldset{margin:0;padding:0;border:0;min-width:0}
.aw-root .aw-nick-chips{display:grid;grid-template-columns:repeat(auto-fill,36px);gap:8px}
.aw-root .aw-nick-chip{display:block;width:36px;height:36px;border-radius:50%;cursor:pointer;box-shadow:inset 0 0 0 1px rgb(0 0 0/.2)}
.aw-root .aw-nick-chip[data-state=checked]{outline:3px solid var(--aw-text);outline-offset:2px}
.aw-root .aw-nick-chip[data-disabled]{cursor:not-allowed;opacity:.25;background-image:linear-gradient(135deg,transparent 46%,var(--aw-text) 46% 54%,transparent 54%)}
.aw-root .aw-nick-chip:focus-within{outline:3px solid var(--aw-focus,var(--aw-accent));outline-offset:2px}
.aw-root .aw-nick-default{display:inline-flex;gap:6px;align-items:center}
.aw-root .aw-nick-preview{margin:0;font-weight:700}
.aw-root .aw-sub-badge{width:28px;height:28px;vertical-align:middle}
@media (max-width:767px){.aw-root .aw-sub-detail dl{grid-template-columns:1fr}.aw-root .aw-sub-detail dd{margin-bottom:6px}}
${nicknameColorStyles}`
