import { MESSAGE_PANEL_WIDTH } from '@airwave/sdk/message'
import { avatarStyles } from '../shared/avatar/Avatar'
import { MOBILE_BREAKPOINT } from '../shared/theme/styles'

/**
 * Direct messages' stylesheet (the header button and its badge, the panel, a room), scoped
 * under the kit root and built on its CSS variables, so light and dark follow the kit's theme.
 * Injected by the message components; ship it yourself with `injectStyles={false}`.
 *
 * @example
 * <style>{airwaveStyles + messageStyles}</style>
 */
export const messageStyles = `${avatarStyles}
.aw-root .aw-msg-panel .aw-avatar{flex:none;width:40px;height:40px;border-radius:50%;object-fit:cover}
.aw-root .aw-msg-head .aw-avatar{width:28px;height:28px}
:where(.aw-root){--aw-msg-badge:#d92d20;--aw-msg-own:var(--aw-accent);--aw-msg-on-own:var(--aw-on-accent);--aw-msg-top:64px}
:where(.aw-root[data-theme=dark]){--aw-msg-badge:#ff6b5e}
.aw-root .aw-msg-button{position:relative;width:40px;height:40px;color:var(--aw-text)}
.aw-root .aw-msg-button svg{width:22px;height:22px}
.aw-root .aw-msg-button:focus-visible{outline:2px solid var(--aw-focus);outline-offset:2px}
.aw-root .aw-msg-badge{position:absolute;top:2px;right:0;min-width:18px;height:18px;padding:0 5px;border-radius:9px;background:var(--aw-msg-badge);color:#fff;font-size:11px;font-weight:700;line-height:18px;text-align:center;box-shadow:0 0 0 2px var(--aw-surface)}
.aw-root .aw-msg-panel{position:fixed;top:var(--aw-msg-top);right:8px;z-index:960;display:flex;flex-direction:column;width:${MESSAGE_PANEL_WIDTH}px;height:min(600px,calc(100vh - var(--aw-msg-top) - 8px));border:1px solid var(--aw-border);border-radius:12px;background:var(--aw-surface);color:var(--aw-text);box-shadow:var(--aw-shadow);overflow:hidden}
.aw-root .aw-msg-head{display:flex;align-items:center;gap:4px;min-height:52px;padding:6px 6px 6px 12px;border-bottom:1px solid var(--aw-border)}
.aw-root .aw-msg-head h2{flex:1;min-width:0;font-size:16px;overflow:hidden;text-overflow:ellipsis;white-space:nowrap}
.aw-root .aw-msg-head .aw-avatar{flex:none}
.aw-root .aw-msg-head .aw-icon-button{flex:none;width:36px;height:36px}
.aw-root .aw-msg-head .aw-icon-button svg{width:20px;height:20px}
.aw-root .aw-msg-body{flex:1;min-height:0;overflow:auto;overscroll-behavior:contain}
.aw-root .aw-msg-note{padding:28px 16px;color:var(--aw-text-muted);text-align:center;font-size:14px}
.aw-root .aw-msg-note .aw-button{margin-top:12px}
.aw-root .aw-msg-rooms{margin:0;padding:0;list-style:none}
.aw-root .aw-msg-setting{display:flex;flex-wrap:wrap;align-items:center;gap:8px;margin-top:auto;padding:10px 12px;border-top:1px solid var(--aw-border);font-size:0.875rem;color:var(--aw-text-muted)}
.aw-root .aw-msg-setting input{width:18px;height:18px;accent-color:var(--aw-accent)}
.aw-root .aw-msg-setting-error{color:var(--aw-danger)}
.aw-root .aw-msg-room{display:grid;grid-template-columns:auto 1fr auto;gap:2px 10px;align-items:center;width:100%;padding:10px 12px;border-bottom:1px solid var(--aw-border);background:none;color:inherit;text-align:start;cursor:pointer}
.aw-root .aw-msg-room:hover{background:var(--aw-surface-2)}
.aw-root .aw-msg-room:focus-visible{outline:2px solid var(--aw-focus);outline-offset:-2px}
.aw-root .aw-msg-room .aw-avatar{grid-row:1/3}
.aw-root .aw-msg-room-name{min-width:0;font-weight:600;font-size:14px;overflow:hidden;text-overflow:ellipsis;white-space:nowrap}
.aw-root .aw-msg-room-time{color:var(--aw-text-muted);font-size:12px;white-space:nowrap}
.aw-root .aw-msg-room-preview{min-width:0;color:var(--aw-text-muted);font-size:13px;overflow:hidden;text-overflow:ellipsis;white-space:nowrap}
.aw-root .aw-msg-room-preview[data-kind=status]{font-style:italic}
.aw-root .aw-msg-room[data-unread=true] .aw-msg-room-preview{color:var(--aw-text);font-weight:600}
.aw-root .aw-msg-count{justify-self:end;min-width:20px;height:20px;padding:0 6px;border-radius:10px;background:var(--aw-msg-badge);color:#fff;font-size:11px;font-weight:700;line-height:20px;text-align:center}
.aw-root .aw-msg-more{display:flex;justify-content:center;padding:8px}
.aw-root .aw-msg-search{display:grid;gap:6px;padding:10px 12px;border-bottom:1px solid var(--aw-border)}
.aw-root .aw-msg-search input{width:100%;min-height:40px;padding:0 12px;border:1px solid var(--aw-border);border-radius:var(--aw-radius);background:var(--aw-bg);color:var(--aw-text);font:inherit}
.aw-root .aw-msg-search input:focus-visible{outline:2px solid var(--aw-focus);outline-offset:1px}
.aw-root .aw-msg-room-view{display:flex;flex-direction:column;flex:1;min-height:0}
.aw-root .aw-msg-banner{display:grid;gap:8px;margin:8px 12px 0;padding:10px 12px;border-radius:var(--aw-radius);background:var(--aw-surface-2);font-size:13px;overflow-wrap:anywhere}
.aw-root .aw-msg-banner[data-tone=stop]{border-left:3px solid var(--aw-danger)}
.aw-root .aw-msg-banner[data-tone=request]{border-left:3px solid var(--aw-accent)}
.aw-root .aw-msg-banner-actions{display:flex;gap:8px}
.aw-root .aw-msg-banner-actions .aw-button{flex:1;min-height:36px}
.aw-root .aw-msg-thread{flex:1;min-height:0;overflow:auto;overscroll-behavior:contain;display:flex;flex-direction:column;gap:10px;padding:12px}
.aw-root .aw-msg-older{align-self:center;min-height:32px;font-size:13px}
.aw-root .aw-msg-group{display:flex;flex-direction:column;gap:3px;align-items:flex-start;max-width:85%}
.aw-root .aw-msg-group[data-own=true]{align-self:flex-end;align-items:flex-end}
.aw-root .aw-msg-bubble{padding:7px 11px;border-radius:14px;background:var(--aw-surface-2);font-size:14px;line-height:1.4;white-space:pre-wrap;overflow-wrap:anywhere}
.aw-root .aw-msg-group[data-own=true] .aw-msg-bubble{background:var(--aw-msg-own);color:var(--aw-msg-on-own)}
.aw-root .aw-msg-group[data-own=true] .aw-msg-bubble a{color:inherit}
.aw-root .aw-msg-group[data-own=true] .aw-msg-bubble[data-state=pending]{background:var(--aw-surface-2);color:var(--aw-text);box-shadow:inset 0 0 0 1px var(--aw-msg-own)}
.aw-root .aw-msg-group[data-own=true] .aw-msg-bubble[data-state=failed]{background:none;color:var(--aw-text);border:1px dashed var(--aw-danger)}
.aw-root .aw-msg-meta{display:flex;flex-wrap:wrap;justify-content:flex-end;align-items:center;gap:6px;color:var(--aw-text-muted);font-size:11px}
.aw-root .aw-msg-meta[data-state=failed]{color:var(--aw-danger)}
.aw-root .aw-msg-meta button{padding:2px 6px;border-radius:6px;background:var(--aw-surface-2);color:var(--aw-text);font-size:12px;font-weight:600}
.aw-root .aw-msg-composer{display:grid;grid-template-columns:1fr auto;gap:4px 8px;padding:8px 12px 10px;border-top:1px solid var(--aw-border)}
.aw-root .aw-msg-composer textarea{grid-column:1/3;width:100%;min-height:40px;max-height:120px;padding:9px 12px;border:1px solid var(--aw-border);border-radius:var(--aw-radius);background:var(--aw-bg);color:var(--aw-text);font:inherit;font-size:14px;resize:none}
.aw-root .aw-msg-composer textarea:focus-visible{outline:2px solid var(--aw-focus);outline-offset:1px}
.aw-root .aw-msg-length{align-self:center;color:var(--aw-text-muted);font-size:12px}
.aw-root .aw-msg-length[data-over=true]{color:var(--aw-danger);font-weight:600}
.aw-root .aw-msg-composer .aw-button{min-height:34px}
.aw-root .aw-msg-head .aw-more{flex:none}
@media (max-width:${MOBILE_BREAKPOINT}px){.aw-root .aw-msg-panel{top:0;right:0;bottom:0;left:0;width:auto;height:auto;max-height:none;border:0;border-radius:0}}
`
