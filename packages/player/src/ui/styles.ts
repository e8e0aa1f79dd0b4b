/**
 * The player UI's stylesheet: every class under `aw-player-`, every colour and size a custom
 * property. The kit's own (`--aw-accent`, `--aw-focus`, `--aw-font`, `--aw-live`) are read,
 * never set, so a host's value on `.aw-root`, `.aw-player` or any ancestor reaches the
 * controls; the picture's own (`--aw-video-ratio`, `--aw-video-text`…) have their defaults at
 * zero specificity, so a host's plain `.aw-player{}` rule wins. The box puts the inherited
 * text properties back (a host's `*{text-transform:uppercase}` would reach the controls).
 * Nothing global. States are read from `data-*` attributes.
 *
 * @example <style data-airwave-player>{playerStyles}</style>
 */
export const playerStyles = `
:where(.aw-player){--aw-video-text:#fff;--aw-video-scrim:rgba(0,0,0,.6);--aw-video-surface:rgba(20,21,26,.92);--aw-video-ratio:16/9}
.aw-player{position:relative;display:block;width:100%;aspect-ratio:var(--aw-video-ratio);overflow:hidden;background:#000;color:var(--aw-video-text);font:400 14px/1.4 var(--aw-font,system-ui,-apple-system,'Segoe UI',Roboto,sans-serif);user-select:none;text-align:start;text-transform:none;letter-spacing:normal;word-spacing:normal;text-indent:0;text-shadow:none;white-space:normal}
.aw-player :where(*){text-align:inherit;text-transform:inherit;letter-spacing:inherit;word-spacing:inherit;text-indent:inherit;text-shadow:inherit;font-style:inherit}
.aw-player :where(img){border:0;border-radius:0;padding:0;margin:0;background:none;box-shadow:none;filter:none}
.aw-player *,.aw-player *::before,.aw-player *::after{box-sizing:border-box}
.aw-player:fullscreen{aspect-ratio:auto;width:100%;height:100%}
.aw-player[data-controls=hidden]{cursor:none}
.aw-player-video{display:block;width:100%;height:100%;object-fit:contain;background:#000}
.aw-player-overlay{position:absolute;inset:0;z-index:2;pointer-events:none}.aw-player-overlay>*,.aw-player-overlay ::slotted(*){pointer-events:auto}
.aw-player[data-dialog] .aw-player-overlay{display:none}
.aw-player :where(button){font:inherit;color:inherit;background:none;border:0;margin:0;padding:0;cursor:pointer}
.aw-player :focus{outline:none}
.aw-player :focus-visible{outline:2px solid var(--aw-focus,#8ab4ff);outline-offset:2px}
.aw-player-controls{position:absolute;inset:auto 0 0;padding:24px 12px 8px;background:linear-gradient(transparent,var(--aw-video-scrim));transition:opacity .2s}
.aw-player[data-controls=hidden] .aw-player-controls{opacity:0;pointer-events:none}
.aw-player-bar{display:flex;align-items:center;gap:2px;min-width:0}
.aw-player-button{display:inline-flex;flex:none;align-items:center;justify-content:center;min-width:32px;height:32px;padding:0 4px;border-radius:6px}
.aw-player-button svg{width:22px;height:22px;fill:currentColor}
.aw-player-button:hover{background:rgba(255,255,255,.14)}
.aw-player-button[hidden],.aw-player-seek[hidden],.aw-player-time[hidden],.aw-player-group[hidden]{display:none}
.aw-player-range{accent-color:var(--aw-accent,#9d8cff);cursor:pointer}
.aw-player-volume{width:64px;flex:none}
.aw-player-seek{display:block;width:100%;margin:0 0 4px}
.aw-player-time{font-variant-numeric:tabular-nums;padding:0 6px;white-space:nowrap;overflow:hidden;min-width:0}
.aw-player-spacer{flex:1}
.aw-player-live{gap:6px;font-weight:700;text-transform:uppercase}
.aw-player-live::before{content:'';width:8px;height:8px;border-radius:50%;background:var(--aw-live,#e53935)}
.aw-player-live[data-state=behind]::before{background:#9e9e9e}
.aw-player-settings{position:absolute;right:12px;bottom:52px;display:flex;gap:8px;max-height:calc(100% - 64px);overflow:auto;padding:8px;border-radius:8px;background:var(--aw-video-surface)}
.aw-player-settings[data-layer=none]{display:none}
.aw-player-group{display:flex;flex-direction:column;min-width:88px}
.aw-player-group-label{padding:4px 8px;font-size:12px;opacity:.7}
.aw-player-option{padding:6px 8px;border-radius:6px;text-align:left}
.aw-player-option:hover{background:rgba(255,255,255,.12)}
.aw-player-option[aria-pressed=true]{color:var(--aw-accent,#9d8cff);font-weight:700}
.aw-player-alert{position:absolute;inset:0;display:flex;flex-direction:column;align-items:center;justify-content:center;gap:8px;padding:24px;text-align:center;background:var(--aw-video-scrim)}
.aw-player-alert[hidden],.aw-player-notice[hidden],.aw-player-controls[hidden]{display:none}
.aw-player-alert[data-alert=BLACK],.aw-player-alert[data-alert=SUSPENDED],.aw-player-alert[data-alert=DELETED],.aw-player-alert[data-alert=VIEWER_SUSPENDED],.aw-player-alert[data-alert=FORCED_LOGOUT]{background:rgba(0,0,0,.85)}
.aw-player-alert-title{margin:0;font-size:18px;font-weight:700}
.aw-player-alert-text,.aw-player-alert-code{margin:0;opacity:.85}
.aw-player-alert-code{font-size:12px}
.aw-player-actions{display:flex;gap:8px;margin-top:8px}
.aw-player-action{min-height:36px;padding:0 16px;border-radius:6px;background:rgba(255,255,255,.16);font-weight:600}
.aw-player-action:first-child{background:var(--aw-accent,#9d8cff);color:var(--aw-on-accent,#121317)}
.aw-player-notice{position:absolute;top:12px;left:12px;display:flex;align-items:center;gap:8px;padding:6px 8px 6px 12px;border-radius:6px;background:var(--aw-video-surface)}
.aw-player-sr{position:absolute;width:1px;height:1px;margin:-1px;overflow:hidden;clip:rect(0 0 0 0);white-space:nowrap}
@media (max-width:577px){.aw-player-volume{display:none}}
`

const injected = new WeakSet<Document | ShadowRoot>()

/**
 * Puts {@link playerStyles} once in a document's head, or once in a shadow root; further calls
 * for the same root do nothing. Called when a UI mounts, never at import.
 *
 * @example injectPlayerStyles(element.shadowRoot ?? document)
 */
export function injectPlayerStyles(root: Document | ShadowRoot): void {
  if (injected.has(root)) return
  injected.add(root)
  const doc = 'head' in root ? root : root.ownerDocument
  if ('head' in root && root.head.querySelector('style[data-airwave-player]')) return
  const style = doc.createElement('style')
  style.setAttribute('data-airwave-player', '')
  style.textContent = playerStyles
  ;('head' in root ? root.head : root).append(style)
}
