/**
 * The live like button's stylesheet, scoped under the kit root; injected by `LiveLikeButton`
 * (ship it yourself with the provider's `injectStyles={false}`). Colours come from the kit's
 * custom properties, so light and dark follow `data-theme`.
 *
 * @example
 * <style>{airwaveStyles + liveLikeStyles}</style>
 */
export const liveLikeStyles = `
.aw-root .aw-live-like{display:inline-flex;align-items:center;gap:6px;min-height:36px;min-width:44px;padding:0 14px;border:1px solid var(--aw-border);border-radius:999px;background:var(--aw-surface);color:var(--aw-text);font-weight:600;font-variant-numeric:tabular-nums;cursor:pointer}
.aw-root .aw-live-like:hover{background:var(--aw-surface-2)}
.aw-root .aw-live-like[data-state=on]{border-color:transparent;background:var(--aw-accent);color:var(--aw-on-accent)}
.aw-root .aw-live-like[aria-disabled=true]{opacity:.5;cursor:default}
.aw-root .aw-live-like svg{width:18px;height:18px;flex:none}
.aw-root .aw-live-like[data-state=on] svg{animation:aw-live-like-pop .25s ease-out}
@keyframes aw-live-like-pop{0%{transform:scale(.7)}60%{transform:scale(1.2)}100%{transform:scale(1)}}
@media (prefers-reduced-motion:reduce){.aw-root .aw-live-like[data-state=on] svg{animation:none}}
`
