/**
 * The raid and live-end screens' stylesheet. Every colour is a custom property that falls back
 * on the kit's theme (`--aw-surface`, `--aw-text`… of `.aw-root[data-theme]`), so the screens
 * are light or dark with the page, and dark over a bare player. Nothing global; states are
 * read from `data-state`.
 *
 * @example <style data-airwave-screens>{screenStyles}</style>
 */
export const screenStyles = `
.aw-screen{container:aw-screen/size;--aw-screen-surface:var(--aw-surface,#1c1e24);--aw-screen-surface-2:var(--aw-surface-2,#272a31);--aw-screen-text:var(--aw-text,#eceef2);--aw-screen-muted:var(--aw-text-muted,#a3a9b5);--aw-screen-accent:var(--aw-accent,#9d8cff);--aw-screen-on-accent:var(--aw-on-accent,#121317);--aw-screen-focus:var(--aw-focus,#8ab4ff);--aw-screen-scrim:rgba(0,0,0,.62);position:absolute;inset:0;display:flex;align-items:center;justify-content:center;padding:12px;background:var(--aw-screen-scrim);color:var(--aw-screen-text);font:400 14px/1.45 var(--aw-font,system-ui,-apple-system,'Segoe UI',Roboto,sans-serif);box-sizing:border-box;overflow:auto}
.aw-screen *,.aw-screen *::before,.aw-screen *::after{box-sizing:border-box}
.aw-screen[hidden]{display:none}
.aw-screen :focus-visible{outline:2px solid var(--aw-screen-focus);outline-offset:2px}
.aw-screen-card{position:relative;width:min(100%,520px);max-height:100%;overflow:auto;padding:16px 18px;border-radius:12px;background:var(--aw-screen-surface);box-shadow:0 8px 28px rgba(0,0,0,.45)}
.aw-screen .aw-screen-eyebrow{margin:0 0 4px;font-size:12px;font-weight:700;letter-spacing:.06em;text-transform:uppercase;color:var(--aw-screen-accent)}
.aw-screen-title{margin:0;font-size:17px;font-weight:700;line-height:1.3;overflow-wrap:anywhere}
.aw-screen-lead{margin:4px 0 0;color:var(--aw-screen-muted);overflow-wrap:anywhere}
.aw-screen-button{display:inline-flex;align-items:center;justify-content:center;min-height:36px;padding:0 16px;border:0;border-radius:8px;background:var(--aw-screen-surface-2);color:inherit;font:inherit;font-weight:600;cursor:pointer}
.aw-screen-button[data-variant=primary]{background:var(--aw-screen-accent);color:var(--aw-screen-on-accent)}
.aw-screen-button:hover{filter:brightness(1.08)}
.aw-raid-head{display:flex;align-items:center;gap:12px}
.aw-raid-avatar{flex:none;width:48px;height:48px;border-radius:50%;object-fit:cover;background:var(--aw-screen-surface-2);display:flex;align-items:center;justify-content:center;font-size:20px;font-weight:700;color:var(--aw-screen-accent)}
.aw-raid-avatar img{width:100%;height:100%;border-radius:50%;object-fit:cover}
.aw-raid-progress{height:6px;margin:14px 0 6px;border-radius:3px;background:var(--aw-screen-surface-2);overflow:hidden}
.aw-raid-progress-bar{height:100%;background:var(--aw-screen-accent);transition:width .9s linear}
.aw-raid-countdown{margin:0;font-variant-numeric:tabular-nums;color:var(--aw-screen-muted)}
.aw-raid-actions{display:flex;flex-wrap:wrap;gap:8px;margin-top:12px}
.aw-live-end-head{display:flex;align-items:flex-start;gap:12px;padding-right:36px}
.aw-live-end-close{position:absolute;top:10px;right:10px;width:32px;height:32px;border:0;border-radius:8px;background:transparent;color:inherit;font-size:20px;line-height:1;cursor:pointer}
.aw-live-end-close:hover{background:var(--aw-screen-surface-2)}
.aw-live-end-list{display:grid;grid-template-columns:repeat(auto-fill,minmax(150px,1fr));gap:10px;margin:14px 0 0;padding:0;list-style:none}
.aw-live-end-item{display:flex;flex-direction:column;gap:6px;height:100%;padding:8px;border-radius:10px;background:var(--aw-screen-surface-2);color:inherit;text-decoration:none}
.aw-live-end-item:hover{filter:brightness(1.08)}
.aw-live-end-thumb{position:relative;display:flex;align-items:center;justify-content:center;aspect-ratio:16/9;border-radius:6px;background:linear-gradient(135deg,#2b2f6b,#5b3f8f);color:#fff}
.aw-live-end-thumb svg{position:relative;width:28px;height:28px;fill:currentColor;filter:drop-shadow(0 1px 2px rgba(0,0,0,.6))}
.aw-live-end-thumb img{position:absolute;inset:0;width:100%;height:100%;object-fit:cover;border-radius:inherit}
.aw-live-end-duration{position:absolute;right:6px;bottom:6px;padding:1px 5px;border-radius:4px;background:rgba(0,0,0,.75);color:#fff;font-size:12px;font-variant-numeric:tabular-nums}
.aw-live-end-text{display:flex;flex-direction:column;gap:2px}
.aw-live-end-name{font-weight:600;line-height:1.3;display:-webkit-box;-webkit-line-clamp:2;-webkit-box-orient:vertical;overflow:hidden;overflow-wrap:anywhere}
.aw-live-end-by{font-size:12px;color:var(--aw-screen-muted);overflow:hidden;text-overflow:ellipsis;white-space:nowrap}
.aw-screen-sr{position:absolute;width:1px;height:1px;margin:-1px;overflow:hidden;clip:rect(0 0 0 0);white-space:nowrap}
@container aw-screen (max-width:480px) or (max-height:300px){.aw-screen-card{padding:10px 12px;border-radius:10px}.aw-screen-title{font-size:15px}.aw-raid-avatar{width:36px;height:36px;font-size:16px}.aw-raid-progress{margin:8px 0 4px}.aw-raid-actions{margin-top:8px}.aw-live-end .aw-screen-lead{display:none}.aw-live-end-list{grid-template-columns:none;grid-auto-flow:column;grid-auto-columns:minmax(200px,72%);overflow-x:auto;margin-top:8px}.aw-live-end-item{flex-direction:row;align-items:center;gap:8px;padding:6px}.aw-live-end-thumb{flex:none;width:72px;height:44px;aspect-ratio:auto}.aw-live-end-thumb svg{display:none}.aw-live-end-text{min-width:0}}
`

const injected = new WeakSet<Document | ShadowRoot>()

/**
 * Puts {@link screenStyles} once in the root a screen is mounted in: the document, or the
 * shadow root of a host that renders into one. Called when a screen mounts, never at import.
 *
 * @example injectScreenStyles(document)
 */
export function injectScreenStyles(root: Document | ShadowRoot): void {
  if (injected.has(root)) return
  injected.add(root)
  const isDocument = 'head' in root
  const doc = isDocument ? root : root.ownerDocument
  if (isDocument && root.head.querySelector('style[data-airwave-screens]')) return
  const style = doc.createElement('style')
  style.setAttribute('data-airwave-screens', '')
  style.textContent = screenStyles
  ;(isDocument ? root.head : root).append(style)
}

/** The document or shadow root a node is in. */
export function rootOf(node: Node): Document | ShadowRoot {
  const root = node.getRootNode()
  return root instanceof ShadowRoot ? root : (node.ownerDocument ?? document)
}
