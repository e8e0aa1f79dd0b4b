import { MOBILE_BREAKPOINT } from '../shared/theme/styles'

// The panel opens below its button: the button sits under the text box, so a panel opening
// upwards covered the text being typed.
/**
 * The emoticon picker's stylesheet: 7 columns, 6 at the 577 px breakpoint. Injected by
 * `EmoticonPicker`; ship it yourself with the provider's `injectStyles={false}`.
 *
 * @example
 * <style>{airwaveStyles + emoticonStyles}</style>
 */
export const emoticonStyles = `
.aw-root .aw-emoticon-picker{position:relative;display:inline-block}
.aw-root .aw-emoticon-panel{position:absolute;left:0;top:100%;margin-top:4px;z-index:900;width:max-content;max-width:calc(100vw - 32px);padding:8px;border:1px solid var(--aw-border);border-radius:var(--aw-radius);background:var(--aw-surface);box-shadow:var(--aw-shadow)}
.aw-root .aw-emoticon-panel[hidden]{display:none}
.aw-root .aw-emoticon-tabs{display:flex;gap:4px;margin-bottom:8px;border-bottom:1px solid var(--aw-border)}
.aw-root .aw-emoticon-tab{padding:6px 10px;color:var(--aw-text-muted);border-bottom:2px solid transparent}
.aw-root .aw-emoticon-tab[aria-selected=true]{color:var(--aw-text);border-bottom-color:var(--aw-accent)}
.aw-root .aw-emoticon-panel [role=tabpanel]{max-height:240px;overflow-y:auto}
.aw-root .aw-emoticon-grid{border-collapse:separate;border-spacing:4px}
.aw-root .aw-emoticon-grid td{padding:0}
.aw-root .aw-emoticon-cell{position:relative;display:flex;align-items:center;justify-content:center;width:40px;height:40px;border-radius:6px}
.aw-root .aw-emoticon-cell:hover,.aw-root .aw-emoticon-cell:focus-visible{background:var(--aw-surface-2)}
.aw-root .aw-emoticon-cell img{width:32px;height:32px}
.aw-root .aw-emoticon-cell[data-state=locked] img{opacity:.4}
.aw-root .aw-emoticon-lock{position:absolute;right:2px;bottom:2px;font-size:10px}
.aw-root .aw-emoticon-empty{padding:16px;color:var(--aw-text-muted)}
@media (max-width:${MOBILE_BREAKPOINT}px){.aw-root .aw-emoticon-cell{width:44px;height:44px}}
`
