// The overlays' stylesheet, added once to the page by the first overlay (`<style
// data-airwave-overlays>`). A browser source lays the page over the scene: the page and every
// overlay are transparent and never scroll; text carries a shadow so it reads over any picture.
// Each overlay's look comes from its settings through custom properties (`--aw-ov-*`).

export const overlayStyles = `
html.aw-widget-page, html.aw-widget-page body, html.aw-widget-page #root {
  background: transparent !important; margin: 0; padding: 0; overflow: hidden !important;
  width: 100%; height: 100%;
}
html.aw-widget-page body { scrollbar-width: none; }
html.aw-widget-page body::-webkit-scrollbar { display: none; }
.aw-widget {
  position: fixed; inset: 0; overflow: hidden; box-sizing: border-box;
  font-family: "Noto Sans", "Noto Sans KR", "Noto Sans JP", "Noto Sans Thai", "Noto Sans TC", system-ui, sans-serif;
  color: var(--aw-ov-text, #fff); font-size: var(--aw-ov-size, 22px); line-height: 1.3;
  text-shadow: 0 1px 2px rgb(0 0 0 / 0.85), 0 0 6px rgb(0 0 0 / 0.5);
}
.aw-widget *, .aw-widget *::before, .aw-widget *::after { box-sizing: inherit; }
.aw-widget-notice {
  position: absolute; left: 12px; bottom: 12px; max-width: min(520px, calc(100% - 24px));
  padding: 8px 12px; border-radius: 8px; font-size: 14px; text-shadow: none;
  background: #1b1d24; color: #f4f5f8; border: 1px solid #3a3f4b;
}
.aw-widget-notice[data-kind="revoked"] { border-color: #e5484d; }

/* The alert box: one card in the middle of the source. */
.aw-alertbox { display: grid; place-items: center; }
.aw-alert {
  font-size: var(--aw-ov-size, 22px); color: var(--aw-ov-text, #fff);
  display: grid; justify-items: center; gap: 0.35em; max-width: min(90%, 900px);
  padding: 0.6em 1em; border-radius: 16px; text-align: center;
  background: var(--aw-ov-bg, transparent);
}
.aw-alert-icon { width: 2.6em; height: 2.6em; color: var(--aw-ov-accent, #ffb020); filter: drop-shadow(0 2px 4px rgb(0 0 0 / 0.6)); }
.aw-alert-title { font-weight: 800; font-size: 1.15em; overflow-wrap: anywhere; }
.aw-alert-title strong { color: var(--aw-ov-accent, #ffb020); }
.aw-alert-detail { font-size: 0.8em; opacity: 0.9; }
.aw-alert-message { font-size: 0.85em; max-width: 36em; overflow-wrap: anywhere; white-space: pre-wrap; }
.aw-alert-test {
  font-size: 0.55em; font-weight: 700; letter-spacing: 0.08em; text-transform: uppercase;
  padding: 0.1em 0.6em; border-radius: 999px; background: rgb(0 0 0 / 0.55); text-shadow: none;
}
.aw-alert[data-animation="fade"][data-state="showing"] { animation: aw-ov-fade-in 400ms ease-out both; }
.aw-alert[data-animation="slide"][data-state="showing"] { animation: aw-ov-slide-in 450ms cubic-bezier(.2,.8,.2,1) both; }
.aw-alert[data-animation="pop"][data-state="showing"] { animation: aw-ov-pop-in 500ms cubic-bezier(.2,1.4,.4,1) both; }
/* A signature gem's special alert: the streamer's own amount, framed in its accent, with a
   celebration before the type's entrance and a glow while it shows. */
.aw-alert[data-signature] {
  border: 0.12em solid var(--aw-ov-accent, #ffb020);
  box-shadow: 0 0 1.2em var(--aw-ov-accent, #ffb020), inset 0 0 0.8em rgb(255 255 255 / 0.15);
}
.aw-alert[data-signature][data-state="showing"] { animation: aw-ov-signature-in 900ms cubic-bezier(.2,1.4,.4,1) both, aw-ov-glow 1.6s ease-in-out 900ms infinite alternate; }
.aw-alert-signature {
  font-size: 0.7em; font-weight: 800; letter-spacing: 0.06em; text-transform: uppercase;
  padding: 0.15em 0.8em; border-radius: 999px; background: var(--aw-ov-accent, #ffb020); color: #111; text-shadow: none;
}
@keyframes aw-ov-signature-in { 0% { opacity: 0; transform: scale(0.2) rotate(-8deg) } 60% { opacity: 1; transform: scale(1.12) rotate(2deg) } 100% { opacity: 1; transform: none } }
@keyframes aw-ov-glow { from { box-shadow: 0 0 0.6em var(--aw-ov-accent, #ffb020) } to { box-shadow: 0 0 1.8em var(--aw-ov-accent, #ffb020) } }
@media (prefers-reduced-motion: reduce) { .aw-alert[data-signature][data-state="showing"] { animation: aw-ov-fade-in 400ms ease-out both; } }
.aw-alert[data-animation]:not([data-animation="none"])[data-state="leaving"] { animation: aw-ov-fade-out 550ms ease-in both; }
.aw-alert[data-animation="none"][data-state="leaving"] { visibility: hidden; }
@keyframes aw-ov-fade-in { from { opacity: 0 } to { opacity: 1 } }
@keyframes aw-ov-fade-out { from { opacity: 1 } to { opacity: 0 } }
@keyframes aw-ov-slide-in { from { opacity: 0; transform: translateY(40%) } to { opacity: 1; transform: none } }
@keyframes aw-ov-pop-in { 0% { opacity: 0; transform: scale(0.4) } 100% { opacity: 1; transform: none } }

/* The chat box: the newest line at the bottom, older ones above, nothing cut mid-line. */
.aw-chatbox { display: flex; flex-direction: column; justify-content: flex-end; padding: 8px; }
.aw-chatbox-lines { display: flex; flex-direction: column; gap: 4px; margin: 0; padding: 0; list-style: none; }
.aw-chatline {
  padding: 4px 10px; border-radius: 10px; background: var(--aw-ov-bg, transparent);
  overflow-wrap: anywhere; width: fit-content; max-width: 100%;
}
.aw-chatbox[data-animation="slide"] .aw-chatline { animation: aw-ov-slide-in 300ms ease-out both; }
.aw-chatbox[data-animation="fade"] .aw-chatline { animation: aw-ov-fade-in 300ms ease-out both; }
.aw-chatline[data-state="hidden"] { animation: aw-ov-fade-out 500ms ease-in both !important; }
.aw-chatline-name { font-weight: 700; margin-inline-end: 0.4em; }
.aw-chatline-gems { font-weight: 700; margin-inline-end: 0.4em; }
.aw-chatline-badge { display: inline-block; margin-inline-end: 0.25em; font-size: 0.8em; }
.aw-chatline img.aw-rt-emoticon { width: 1.4em; height: 1.4em; vertical-align: middle; }

/* The timer. */
.aw-timer { display: grid; place-items: center; }
.aw-timer-box { display: grid; justify-items: center; padding: 0.1em 0.4em; border-radius: 12px; background: var(--aw-ov-bg, transparent); }
.aw-timer-title { font-size: 0.35em; font-weight: 700; }
.aw-timer-digits { font-weight: 800; font-variant-numeric: tabular-nums; letter-spacing: 0.02em; }
.aw-timer[data-state="finished"] .aw-timer-digits { animation: aw-ov-blink 1s steps(2, start) 3; }
.aw-timer-finished { font-size: 0.4em; font-weight: 700; }
@keyframes aw-ov-blink { to { visibility: hidden } }

/* The poll. */
.aw-pollwidget { padding: 12px; }
.aw-pollwidget-card { display: grid; gap: 0.4em; max-width: 640px; padding: 0.7em 0.9em; border-radius: 14px; background: var(--aw-ov-bg, transparent); }
.aw-pollwidget-status { font-size: 0.7em; font-weight: 700; opacity: 0.9; }
.aw-pollwidget-title { font-weight: 800; overflow-wrap: anywhere; }
.aw-pollwidget-items { display: grid; gap: 0.35em; margin: 0; padding: 0; list-style: none; }
.aw-pollwidget-item { position: relative; padding: 0.25em 0.5em; border-radius: 8px; overflow: hidden; background: rgb(255 255 255 / 0.12); }
.aw-pollwidget-bar { position: absolute; inset: 0 auto 0 0; background: var(--aw-ov-accent, #7c5cff); opacity: 0.75; transition: width 400ms ease; }
.aw-pollwidget-row { position: relative; display: flex; justify-content: space-between; gap: 1em; }
.aw-pollwidget-foot { font-size: 0.7em; opacity: 0.9; }

/* The challenge missions. */
.aw-missionwidget { padding: 12px; }
.aw-missionwidget-card { display: grid; gap: 0.4em; max-width: 560px; padding: 0.7em 0.9em; border-radius: 14px; background: var(--aw-ov-bg, transparent); }
.aw-missionwidget-heading { font-size: 0.8em; font-weight: 800; color: var(--aw-ov-accent, #ffb020); }
.aw-missionwidget-list { display: grid; gap: 0.3em; margin: 0; padding: 0; list-style: none; }
.aw-missionwidget-item { display: flex; justify-content: space-between; gap: 1em; }
.aw-missionwidget-status { font-size: 0.7em; opacity: 0.85; }
.aw-missionwidget-gems { font-weight: 700; color: var(--aw-ov-accent, #ffb020); white-space: nowrap; }
.aw-missionwidget-empty { font-size: 0.8em; opacity: 0.85; }

@media (prefers-reduced-motion: reduce) {
  .aw-widget * { animation-duration: 1ms !important; transition: none !important; }
}
`

/**
 * Adds the overlays' stylesheet to the document once (a page with several overlays, or a
 * dashboard with previews, shares it).
 *
 * @example useEffect(() => addOverlayStyles(document), [])
 */
export function addOverlayStyles(doc: Document): void {
  if (doc.querySelector('style[data-airwave-overlays]')) return
  const style = doc.createElement('style')
  style.setAttribute('data-airwave-overlays', '')
  style.textContent = overlayStyles
  doc.head.append(style)
}
