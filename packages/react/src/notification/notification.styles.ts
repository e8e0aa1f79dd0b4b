import { MOBILE_BREAKPOINT } from '../shared/theme/styles'

/**
 * The notifications' stylesheet (the bell and its badge, the panel, the settings), scoped
 * under the kit root. Injected by the notification components; ship it yourself with the
 * provider's `injectStyles={false}`.
 *
 * @example
 * <style>{airwaveStyles + notificationStyles}</style>
 */
export const notificationStyles = `
:where(.aw-root){--aw-notify-badge:#d92d20}
:where(.aw-root[data-theme=dark]){--aw-notify-badge:#ff6b5e}
.aw-root .aw-notify{position:relative;display:inline-flex}
.aw-root .aw-notify-bell{position:relative;width:40px;height:40px;color:var(--aw-text)}
.aw-root .aw-notify-bell svg{width:22px;height:22px}
.aw-root .aw-notify-bell:focus-visible{outline:2px solid var(--aw-focus);outline-offset:2px}
.aw-root .aw-notify-badge{position:absolute;top:2px;right:0;min-width:18px;height:18px;padding:0 5px;border-radius:9px;background:var(--aw-notify-badge);color:#fff;font-size:11px;font-weight:700;line-height:18px;text-align:center;box-shadow:0 0 0 2px var(--aw-surface)}
.aw-root .aw-notify-panel{position:absolute;top:calc(100% + 8px);right:0;z-index:960;display:grid;grid-template-rows:auto 1fr auto;width:min(380px,calc(100vw - 16px));max-height:min(560px,calc(100vh - 96px));border:1px solid var(--aw-border);border-radius:12px;background:var(--aw-surface);color:var(--aw-text);box-shadow:var(--aw-shadow);overflow:hidden}
.aw-root .aw-notify-head{display:flex;align-items:center;gap:8px;padding:12px 12px 8px 16px;border-bottom:1px solid var(--aw-border)}
.aw-root .aw-notify-head h2{flex:1;font-size:16px}
.aw-root .aw-notify-head .aw-button{min-height:32px;padding:0 10px;font-size:13px}
.aw-root .aw-notify-body{overflow:auto;overscroll-behavior:contain}
.aw-root .aw-notify-list{margin:0;padding:0;list-style:none}
.aw-root .aw-notify-item{position:relative;display:flex;align-items:flex-start;border-bottom:1px solid var(--aw-border)}
.aw-root .aw-notify-item[data-state=unread]{background:var(--aw-surface-2)}
.aw-root .aw-notify-link{display:grid;grid-template-columns:auto 1fr;gap:2px 10px;flex:1;min-width:0;padding:12px 4px 12px 16px;color:inherit;text-decoration:none}
.aw-root .aw-notify-link:focus-visible{outline:2px solid var(--aw-focus);outline-offset:-2px}
.aw-root .aw-notify-link .aw-avatar{grid-row:1/4}
.aw-root .aw-notify-title{font-weight:600;font-size:14px;overflow-wrap:anywhere}
.aw-root .aw-notify-item[data-state=unread] .aw-notify-title::before{content:"";display:inline-block;width:8px;height:8px;margin-right:6px;border-radius:50%;background:var(--aw-accent);vertical-align:middle}
.aw-root .aw-notify-excerpt{color:var(--aw-text-muted);font-size:13px;overflow:hidden;display:-webkit-box;-webkit-line-clamp:2;-webkit-box-orient:vertical;overflow-wrap:anywhere}
.aw-root .aw-notify-time{color:var(--aw-text-muted);font-size:12px}
.aw-root .aw-notify-item .aw-icon-button{flex:none;margin:8px 8px 0 0}
.aw-root .aw-notify-empty{padding:28px 16px;color:var(--aw-text-muted);text-align:center}
.aw-root .aw-notify-foot{display:flex;justify-content:space-between;align-items:center;gap:8px;padding:8px 12px;border-top:1px solid var(--aw-border)}
.aw-root .aw-notify-foot a{color:var(--aw-accent-text,var(--aw-text));font-size:13px;font-weight:600}
.aw-root .aw-notify-settings{display:grid;gap:24px;max-width:640px}
.aw-root .aw-notify-settings h2{font-size:20px}
.aw-root .aw-notify-settings h3{font-size:16px}
.aw-root .aw-notify-group{display:grid;gap:8px}
.aw-root .aw-notify-lead{color:var(--aw-text-muted);font-size:14px}
.aw-root .aw-notify-switches{margin:0;padding:0;list-style:none;display:grid;gap:4px}
.aw-root .aw-notify-switch{display:flex;align-items:center;gap:12px;min-height:48px;padding:6px 12px;border:1px solid var(--aw-border);border-radius:var(--aw-radius);background:var(--aw-surface);cursor:pointer}
.aw-root .aw-notify-switch>span{flex:1;min-width:0;overflow-wrap:anywhere}
.aw-root .aw-notify-switch input{appearance:none;flex:none;position:relative;width:40px;height:24px;margin:0;border-radius:12px;background:var(--aw-border);cursor:pointer;transition:background .15s}
.aw-root .aw-notify-switch input::after{content:"";position:absolute;top:3px;left:3px;width:18px;height:18px;border-radius:50%;background:#fff;transition:transform .15s}
.aw-root .aw-notify-switch input:checked{background:var(--aw-accent)}
.aw-root .aw-notify-switch input:checked::after{transform:translateX(16px)}
.aw-root .aw-notify-switch input:focus-visible{outline:2px solid var(--aw-focus);outline-offset:2px}
.aw-root .aw-notify-pages{display:flex;align-items:center;justify-content:center;gap:12px}
@media (max-width:${MOBILE_BREAKPOINT}px){.aw-root .aw-notify-panel{position:fixed;top:auto;right:8px;bottom:8px;left:8px;width:auto;max-height:min(560px,calc(100vh - 96px))}}
@media (prefers-reduced-motion:reduce){.aw-root .aw-notify-switch input,.aw-root .aw-notify-switch input::after{transition:none}}
`
