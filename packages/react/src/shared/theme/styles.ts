/** Viewports at most this wide get the mobile layout. */
export const MOBILE_BREAKPOINT = 577

/**
 * The kit's stylesheet: custom properties for light and dark on `.aw-root[data-theme]`, a
 * local reset (a host page's own reset or base styles must not change the kit), and every
 * class under the `aw-` prefix. Nothing is global.
 *
 * The properties' defaults are at zero specificity (`:where(.aw-root)`), so a host's plain
 * `.aw-root{--aw-accent:…}` wins in both themes, whichever stylesheet comes last. The reset
 * puts every inherited text property back at the root and has the kit's elements inherit them
 * again (a host's `*{text-align:right;text-transform:uppercase}` matches them directly), and
 * takes a host's `img` borders and padding off the kit's images; the player's subtree keeps its
 * own reset. The provider injects it once per document; an app that renders on the server or
 * has a strict CSP can put it in its own `<style>` and pass `injectStyles={false}`.
 *
 * @example
 * <style data-airwave>{airwaveStyles}</style>
 */
export const airwaveStyles = `
:where(.aw-root){--aw-bg:#fff;--aw-surface:#fff;--aw-surface-2:#f2f3f5;--aw-text:#16181d;--aw-text-muted:#5c6370;--aw-border:#d7dae0;--aw-accent:#5b3ee6;--aw-on-accent:#fff;--aw-danger:#c62828;--aw-on-danger:#fff;--aw-focus:#2463eb;--aw-overlay:rgba(10,12,16,.55);--aw-toast-bg:#1f2229;--aw-toast-text:#fff;--aw-radius:8px;--aw-shadow:0 8px 28px rgba(0,0,0,.18);--aw-font:system-ui,-apple-system,'Segoe UI',Roboto,'Noto Sans','Noto Sans KR','Noto Sans JP','Noto Sans SC','Noto Sans TC','Noto Sans Thai',sans-serif}
:where(.aw-root[data-theme=dark]){--aw-bg:#121317;--aw-surface:#1c1e24;--aw-surface-2:#272a31;--aw-text:#eceef2;--aw-text-muted:#a3a9b5;--aw-border:#3a3e47;--aw-accent:#9d8cff;--aw-on-accent:#121317;--aw-danger:#ff8a80;--aw-on-danger:#121317;--aw-focus:#8ab4ff;--aw-overlay:rgba(0,0,0,.7);--aw-toast-bg:#eceef2;--aw-toast-text:#121317;--aw-shadow:0 8px 28px rgba(0,0,0,.5);color-scheme:dark}
.aw-root{color:var(--aw-text);font:400 14px/1.5 var(--aw-font);-webkit-text-size-adjust:100%;text-align:start;text-transform:none;letter-spacing:normal;word-spacing:normal;text-indent:0;text-shadow:none;white-space:normal;word-break:normal;overflow-wrap:normal;font-variant:normal;font-kerning:auto;font-feature-settings:normal;cursor:auto}
.aw-root :where(:not(.aw-player,.aw-player *)){text-align:inherit;text-transform:inherit;letter-spacing:inherit;word-spacing:inherit;text-indent:inherit;text-shadow:inherit;font-style:inherit}
.aw-root :where(em,i,cite,dfn,var){font-style:italic}
.aw-root,.aw-root *,.aw-root *::before,.aw-root *::after{box-sizing:border-box}
.aw-root :where(h1,h2,h3,h4,p,ul,ol,li,figure,fieldset,legend,dl,dd,blockquote){margin:0;padding:0}
.aw-root :where(ul,ol){list-style:none}
.aw-root :where(fieldset){border:0;min-width:0}
.aw-root :where(button,input,textarea,select){font:inherit;color:inherit;letter-spacing:inherit;margin:0}
.aw-root :where(button){background:none;border:0;padding:0;cursor:pointer;text-align:inherit}
.aw-root :where(button:disabled){cursor:not-allowed}
.aw-root :where(img,svg){display:block;max-width:100%}
.aw-root :where(img){border:0;border-radius:0;padding:0;margin:0;background:none;box-shadow:none;filter:none}
.aw-root :where(a){color:inherit}
.aw-root :where(:focus){outline:none}
.aw-root :where(:focus-visible){outline:2px solid var(--aw-focus);outline-offset:2px}
.aw-root .aw-visually-hidden{position:absolute!important;width:1px;height:1px;padding:0;margin:-1px;overflow:hidden;clip:rect(0 0 0 0);white-space:nowrap;border:0}
.aw-root .aw-button{display:inline-flex;align-items:center;justify-content:center;gap:6px;min-height:40px;padding:0 16px;border-radius:var(--aw-radius);font-weight:600;background:var(--aw-surface-2);color:var(--aw-text)}
.aw-root .aw-button[data-variant=primary]{background:var(--aw-accent);color:var(--aw-on-accent)}
.aw-root .aw-button[data-variant=danger]{background:var(--aw-danger);color:var(--aw-on-danger)}
.aw-root .aw-button:disabled{opacity:.5}
.aw-root .aw-icon-button{display:inline-flex;align-items:center;justify-content:center;width:32px;height:32px;border-radius:50%;color:var(--aw-text-muted)}
.aw-root .aw-icon-button:hover{background:var(--aw-surface-2);color:var(--aw-text)}
.aw-root .aw-overlay[hidden]{display:none}
.aw-root .aw-overlay{position:fixed;inset:0;z-index:1000;display:flex;align-items:center;justify-content:center;padding:16px;background:var(--aw-overlay)}
.aw-root .aw-dialog{position:relative;inset:auto;display:block;margin:0;border:0;width:100%;max-width:400px;max-height:calc(100vh - 32px);overflow:auto;padding:24px;border-radius:12px;background:var(--aw-surface);color:var(--aw-text);box-shadow:var(--aw-shadow)}
.aw-root .aw-dialog-title{font-size:18px;font-weight:700;line-height:1.4}
.aw-root .aw-dialog-description{margin-top:8px;color:var(--aw-text-muted);white-space:pre-line}
.aw-root .aw-dialog-actions{display:flex;justify-content:flex-end;gap:8px;margin-top:24px}
.aw-root .aw-radio-group{display:grid;gap:4px;margin-top:16px}
.aw-root .aw-radio{display:flex;align-items:center;gap:10px;min-height:40px;padding:0 8px;border-radius:var(--aw-radius);cursor:pointer}
.aw-root .aw-radio:hover{background:var(--aw-surface-2)}
.aw-root .aw-radio input{width:18px;height:18px;accent-color:var(--aw-accent)}
.aw-root .aw-menu{position:relative;display:inline-block}
.aw-root .aw-menu-list{position:absolute;right:0;top:100%;z-index:900;min-width:160px;padding:6px;border:1px solid var(--aw-border);border-radius:var(--aw-radius);background:var(--aw-surface);box-shadow:var(--aw-shadow)}
.aw-root .aw-menu-list[data-state=closed]{display:none}
.aw-root .aw-menu-item{display:block;width:100%;padding:8px 12px;border-radius:6px}
.aw-root .aw-menu-item:hover,.aw-root .aw-menu-item:focus-visible{background:var(--aw-surface-2)}
.aw-root .aw-menu-item[data-tone=danger]{color:var(--aw-danger)}
.aw-root .aw-toaster{position:fixed;left:50%;bottom:24px;z-index:1100;display:flex;flex-direction:column;align-items:center;gap:8px;transform:translateX(-50%);width:max-content;max-width:calc(100vw - 32px);pointer-events:none}
.aw-root .aw-toast{display:flex;align-items:center;gap:12px;padding:10px 8px 10px 16px;border-radius:var(--aw-radius);background:var(--aw-toast-bg);color:var(--aw-toast-text);box-shadow:var(--aw-shadow);pointer-events:auto}
.aw-root .aw-toast .aw-icon-button{color:inherit}
@media (max-width:${MOBILE_BREAKPOINT}px){.aw-root .aw-dialog{max-width:none;padding:20px}.aw-root .aw-dialog-actions>.aw-button{flex:1}.aw-root .aw-toaster{bottom:16px;width:calc(100vw - 32px)}.aw-root .aw-toast{width:100%}}
@media (prefers-reduced-motion:no-preference){.aw-root .aw-dialog[data-state=open]{animation:aw-pop .15s ease-out}}
@keyframes aw-pop{from{opacity:0;transform:scale(.96)}}
`
