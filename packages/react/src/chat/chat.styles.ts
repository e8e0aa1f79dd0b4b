import { MOBILE_BREAKPOINT } from '../shared/theme/styles'
import { nicknameColorStyles } from './nicknameColors'

// Colours come from the kit's custom properties, so light and dark follow `data-theme`; the
// badges have their own per theme, each at 3:1 or more against the chat's surfaces.

/**
 * The chat's stylesheet (the room, its lines, badges, nickname colours, banners, input),
 * scoped under the kit root. Injected by `Chat`; ship it
 * yourself with the provider's `injectStyles={false}`. The chat fills its container's height
 * (`min-height` 320 px): give the container one, beside or under the player.
 *
 * @example
 * <style>{airwaveStyles + emoticonStyles + chatStyles}</style>
 */
export const chatStyles = `
:where(.aw-root){--aw-badge-streamer:#5b3ee6;--aw-badge-manager:#1b7f3b;--aw-badge-admin:#c62828;--aw-badge-subscriber:#b4235a;--aw-badge-gifter:#b45309;--aw-badge-partner:#0369a1;--aw-badge-official:#1d4ed8;--aw-badge-icon:#fff}
:where(.aw-root[data-theme=dark]){--aw-badge-streamer:#b3a6ff;--aw-badge-manager:#6fdc8c;--aw-badge-admin:#ff8a80;--aw-badge-subscriber:#ff9ccc;--aw-badge-gifter:#ffb366;--aw-badge-partner:#67d4f5;--aw-badge-official:#8fb0ff;--aw-badge-icon:#121317}
.aw-root .aw-chat{position:relative;display:flex;flex-direction:column;height:100%;min-height:320px;background:var(--aw-surface);color:var(--aw-text);border:1px solid var(--aw-border);border-radius:var(--aw-radius);overflow:hidden}
.aw-root .aw-chat[data-layout=popout]{height:100vh;height:100dvh;border:0;border-radius:0}
.aw-root .aw-chat-banners{display:grid;gap:6px;padding:8px 12px;border-bottom:1px solid var(--aw-border)}
.aw-root .aw-chat-mode{padding:6px 10px;border-radius:6px;background:var(--aw-surface-2);font-size:13px;font-weight:600}
.aw-root .aw-chat-banner{border-radius:6px;background:var(--aw-surface-2)}
.aw-root .aw-chat-banner-title{font-size:13px}
.aw-root .aw-chat-banner-title button{display:flex;align-items:center;justify-content:space-between;gap:8px;width:100%;min-height:32px;padding:4px 10px;font-weight:700}
.aw-root .aw-chat-banner[data-state=closed] .aw-chat-banner-title svg{transform:rotate(-90deg)}
.aw-root .aw-chat-banner-body{max-height:9em;overflow:auto;padding:0 10px 8px;font-size:13px;white-space:pre-wrap;overflow-wrap:anywhere}
.aw-root .aw-chat-banner-body[hidden]{display:none}
.aw-root .aw-chat-bar{display:flex;justify-content:flex-end;gap:6px;padding:4px 8px;border-bottom:1px solid var(--aw-border)}
.aw-root .aw-chat-bar .aw-button{min-height:32px;padding:0 10px;font-size:13px}
.aw-root .aw-chat-bar .aw-button[aria-expanded=true]{background:var(--aw-accent);border-color:var(--aw-accent);color:var(--aw-on-accent)}
.aw-root .aw-chat-view{display:flex;flex-direction:column;flex:1;min-height:0}
.aw-root .aw-chat-view[hidden]{display:none}
.aw-root .aw-chat-participants{display:flex;flex-direction:column;flex:1;min-height:0}
.aw-root .aw-chat-participants-head{display:flex;align-items:center;gap:8px;padding:8px 12px;border-bottom:1px solid var(--aw-border)}
.aw-root .aw-chat-participants-head h2{flex:1;margin:0;font-size:15px}
.aw-root .aw-chat-participants-head h2:focus{outline:none}
.aw-root .aw-chat-participants-body{display:grid;align-content:start;gap:12px;flex:1;min-height:0;overflow-y:auto;overscroll-behavior:contain;padding:12px}
.aw-root .aw-chat-participants-note{margin:0;color:var(--aw-text-muted);font-size:13px}
.aw-root .aw-chat-group h3{margin:0 0 4px;font-size:13px;text-transform:uppercase;letter-spacing:.04em;color:var(--aw-text-muted)}
.aw-root .aw-chat-group-count{font-weight:400}
.aw-root .aw-chat-group ul{display:grid;gap:2px;margin:0;padding:0;list-style:none}
.aw-root .aw-chat-group li{padding:2px 0;overflow-wrap:anywhere}
.aw-root .aw-chat-list-frame{position:relative;display:flex;flex:1;min-height:0}
.aw-root .aw-chat-scroll{flex:1;min-width:0;overflow-y:auto;overscroll-behavior:contain;overflow-anchor:auto;padding:8px 0}
.aw-root .aw-chat-list{display:flex;flex-direction:column}
.aw-root .aw-chat-entry{position:relative;display:flex;align-items:flex-start;gap:4px;padding:3px 12px;line-height:1.45;overflow-wrap:anywhere}
.aw-root .aw-chat-entry:hover,.aw-root .aw-chat-entry:focus-within{background:var(--aw-surface-2)}
.aw-root .aw-chat-line{flex:1;min-width:0;white-space:pre-wrap}
.aw-root .aw-chat-badge{display:inline-flex;align-items:center;justify-content:center;width:18px;height:18px;margin-right:3px;border-radius:4px;vertical-align:-3px;color:var(--aw-badge-icon)}
.aw-root img.aw-chat-badge[data-image]{display:inline-block;object-fit:contain;background:none}
${['streamer', 'manager', 'admin', 'subscriber', 'gifter', 'partner', 'official']
  .map(
    (badge) => `.aw-root .aw-chat-badge[data-badge=${badge}]{background:var(--aw-badge-${badge})}`,
  )
  .join('\n')}
.aw-root .aw-chat-nick{font-weight:600;color:var(--aw-text)}
.aw-root .aw-chat-nick:is([data-color=streamer],[data-color=manager],[data-color=admin]){font-weight:700}
.aw-root .aw-chat .aw-rt-emoticon{display:inline-block;width:28px;height:28px;vertical-align:middle}
.aw-root .aw-chat .aw-rt-link{color:var(--aw-accent);text-decoration:underline}
.aw-root .aw-chat .aw-rt-mention{color:var(--aw-accent);font-weight:600}
.aw-root .aw-chat-blinded{color:var(--aw-text-muted);font-style:italic}
.aw-root .aw-chat-entry[data-type=CHANNEL_IN]{color:var(--aw-text-muted);font-size:12px}
.aw-root .aw-chat-entry:is([data-type=GEMS],[data-type=SUBSCRIBE],[data-type=GIFT_SUB],[data-type=MISSION]){flex-direction:column;gap:2px;margin:4px 8px;padding:6px 10px;border-left:3px solid var(--aw-accent);border-radius:6px;background:var(--aw-surface-2)}
.aw-root .aw-chat-event{font-weight:700}
.aw-root .aw-chat-entry[data-type=SYSTEM]{justify-content:center;margin:4px 8px;padding:4px 10px;border-radius:6px;background:var(--aw-surface-2)}
.aw-root .aw-chat-system{color:var(--aw-text-muted);font-size:13px;font-style:italic;text-align:center}
.aw-root .aw-chat-entry[data-type=GEMS] .aw-chat-event::before{content:"";display:inline-block;width:.8em;height:.8em;margin-inline-end:6px;background:var(--aw-accent);clip-path:polygon(50% 0,100% 38%,50% 100%,0 38%)}
.aw-root .aw-chat-entry[data-state=refused]{flex-direction:column;margin:4px 8px;padding:6px 10px;border:1px solid var(--aw-danger);border-radius:6px}
.aw-root .aw-chat-refused-note{color:var(--aw-danger);font-size:13px;font-weight:600}
.aw-root .aw-chat-refused-text{color:var(--aw-text-muted);text-decoration:line-through;white-space:pre-wrap}
.aw-root .aw-chat-entry-menu .aw-icon-button{width:28px;height:28px}
.aw-root .aw-chat-entry-menu[data-placement=above] .aw-menu-list{top:auto;bottom:100%}
@media (hover:hover){.aw-root .aw-chat-entry-menu{opacity:0}.aw-root .aw-chat-entry:hover .aw-chat-entry-menu,.aw-root .aw-chat-entry-menu:focus-within{opacity:1}}
.aw-root .aw-chat-empty{padding:24px 16px;color:var(--aw-text-muted);text-align:center}
.aw-root .aw-chat-pill{position:absolute;left:50%;bottom:8px;display:inline-flex;align-items:center;gap:6px;padding:6px 14px;border-radius:999px;background:var(--aw-accent);color:var(--aw-on-accent);font-size:13px;font-weight:600;box-shadow:var(--aw-shadow);transform:translateX(-50%);white-space:nowrap}
.aw-root .aw-chat-status{padding:0 12px;font-size:12px;color:var(--aw-text-muted)}
.aw-root .aw-chat-status:not(:empty){padding:6px 12px;border-top:1px solid var(--aw-border);background:var(--aw-surface-2);color:var(--aw-text)}
.aw-root .aw-chat-input{position:relative;display:grid;gap:4px;padding:8px 12px 12px;border-top:1px solid var(--aw-border)}
.aw-root .aw-chat-input .aw-emoticon-picker{position:static}
.aw-root .aw-chat-input .aw-emoticon-panel{top:auto;bottom:100%;left:8px;right:8px;width:auto;max-width:none;margin:0 0 4px}
.aw-root .aw-chat-input-row{display:flex;align-items:flex-end;gap:6px}
.aw-root .aw-chat-colors{position:relative}
.aw-root .aw-chat-color-picker{position:absolute;right:0;bottom:calc(100% + 6px);z-index:20;width:232px;padding:12px;border:1px solid var(--aw-border);border-radius:10px;background:var(--aw-surface);box-shadow:0 8px 24px rgb(0 0 0/.18)}
.aw-root .aw-chat-color-title{margin:0 0 8px;font-weight:600}
.aw-root .aw-chat-color-grid{display:grid;grid-template-columns:repeat(7,24px);gap:6px}
.aw-root .aw-chat-color-swatch{display:block;width:24px;height:24px;border-radius:50%;cursor:pointer;box-shadow:inset 0 0 0 1px rgb(0 0 0/.15)}
.aw-root .aw-chat-color-swatch[data-state=checked]{outline:2px solid var(--aw-text);outline-offset:2px}
.aw-root .aw-chat-color-swatch:focus-within{outline:2px solid var(--aw-focus,var(--aw-accent));outline-offset:2px}
.aw-root .aw-chat-color-preview{margin:10px 0 0}
.aw-root .aw-chat-input textarea{flex:1;min-width:0;min-height:40px;max-height:120px;padding:9px 12px;border:1px solid var(--aw-border);border-radius:var(--aw-radius);background:var(--aw-bg);resize:none;field-sizing:content}
.aw-root .aw-chat-input textarea:disabled{opacity:.6;cursor:not-allowed}
.aw-root .aw-chat-input .aw-button{min-height:40px;padding:0 14px}
.aw-root .aw-chat-refusal{color:var(--aw-danger);font-size:13px}
.aw-root .aw-chat-cooldown,.aw-root .aw-chat-note,.aw-root .aw-chat-counter{color:var(--aw-text-muted);font-size:12px}
.aw-root .aw-chat-counter{text-align:right}
.aw-root .aw-chat-counter[data-state=full]{color:var(--aw-danger)}
.aw-root .aw-chat .aw-toaster{position:absolute;bottom:88px}
@media (max-width:${MOBILE_BREAKPOINT}px){.aw-root .aw-chat-entry{padding:3px 8px}.aw-root .aw-chat-input{padding:6px 8px 8px}.aw-root .aw-chat-banners{padding:6px 8px}}
${nicknameColorStyles}`
