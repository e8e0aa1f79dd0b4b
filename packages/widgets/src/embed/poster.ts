import type { EmbedMessages } from '@airwave/sdk/i18n'

/**
 * The posters' styles, in each element's shadow root: nothing leaks out, and the host's CSS
 * reaches in only through the documented custom properties, the kit's names: `--aw-accent`
 * (the play button, the player's controls, the board's accent), `--aw-radius`, `--aw-theme`
 * (`light` or `dark`, read when the element connects; the `theme` attribute says the same).
 * The inherited text properties are put back on the shadow's boxes: a page's
 * `*{text-align:right;text-transform:uppercase}` matches the element itself, and would be
 * inherited inside.
 */
export const posterStyles = `:host{display:block;position:relative;contain:content;color-scheme:light;font:14px/1.4 system-ui,-apple-system,'Segoe UI',Roboto,'Noto Sans',sans-serif;border-radius:var(--aw-radius,8px);overflow:hidden;--a:var(--aw-accent,#5b3ee6)}
:host>*{text-align:start;text-transform:none;letter-spacing:normal;word-spacing:normal;text-indent:0;text-shadow:none;white-space:normal;font-style:normal;font-weight:400}
:host([hidden]){display:none}
.f{position:relative;aspect-ratio:16/9;width:100%;height:100%;background:#0d0e12;color:#fff;display:grid;place-items:center}
.f img{position:absolute;inset:0;width:100%;height:100%;object-fit:cover}
.f::after{content:'';position:absolute;inset:0;background:linear-gradient(#0000 55%,#000b)}
.p{position:relative;z-index:1;width:68px;height:48px;border:0;border-radius:14px;background:var(--a);color:#fff;cursor:pointer;display:grid;place-items:center}
.p:focus-visible{outline:3px solid #fff;outline-offset:3px}
.p svg{width:26px;height:26px;fill:currentColor}
.f[aria-busy] .p{opacity:.6;cursor:progress}
.b{position:absolute;z-index:1;top:10px;left:10px;padding:2px 8px;border-radius:4px;background:#e53935;font-weight:700;font-size:12px;letter-spacing:.04em}
.b.o{background:#0009}
.t{position:absolute;z-index:1;left:12px;right:12px;bottom:10px;margin:0;font-weight:600;overflow:hidden;white-space:nowrap;text-overflow:ellipsis}
.m{position:relative;z-index:1;max-width:32em;padding:16px;text-align:center}
.m h2{font-size:16px;margin:0 0 6px}.m p{margin:0;opacity:.85}
.m button{margin-top:12px;padding:6px 14px;border:0;border-radius:6px;background:var(--a);color:#fff;cursor:pointer}
.s{position:relative;z-index:1}
.c{background:#fff;color:#16181d}
:host([data-dark]) .c{background:#121317;color:#eceef2}
.c{aspect-ratio:auto;min-height:var(--aw-community-height,240px);place-items:center}
.c::after{display:none}
iframe{display:block;border:0;width:100%;height:100%;aspect-ratio:16/9}
iframe.c{aspect-ratio:auto;height:var(--aw-community-height,640px)}
.x{position:absolute;width:1px;height:1px;overflow:hidden;clip:rect(0 0 0 0)}`

const PLAY_ICON = '<svg viewBox="0 0 24 24" aria-hidden="true"><path d="M8 5v14l11-7z"/></svg>'

/** Creates an element with a class and text, the only way the posters write to the page. */
export function node<K extends keyof HTMLElementTagNameMap>(
  tag: K,
  className = '',
  text = '',
): HTMLElementTagNameMap[K] {
  const created = document.createElement(tag)
  if (className) created.className = className
  if (text) created.textContent = text
  return created
}

export interface Poster {
  label: string
  title?: string | undefined
  image?: string | undefined
  /** `true`: the live badge; `false`: "offline"; undefined: a video, no badge. */
  live?: boolean | undefined
}

/**
 * The poster: the picture, the live badge, the title and the play button (its name says what
 * it plays). `onPlay` on its click.
 */
export function renderPoster(words: EmbedMessages, poster: Poster, onPlay: () => void) {
  const box = node('div', 'f')
  box.dataset.state = 'poster'
  if (poster.image) {
    const image = node('img')
    image.alt = ''
    image.decoding = 'async'
    image.src = poster.image
    box.append(image)
  }
  if (poster.live !== undefined) {
    box.append(node('span', poster.live ? 'b' : 'b o', poster.live ? words.live : words.offline))
  }
  const button = node('button', 'p')
  button.type = 'button'
  button.innerHTML = PLAY_ICON
  button.setAttribute('aria-label', poster.label)
  button.addEventListener('click', onPlay)
  box.append(button)
  if (poster.title) box.append(node('p', 't', poster.title))
  return box
}

/** A message over the poster's box: an error with its reason, or a waiting note. */
export function renderMessage(
  title: string,
  body = '',
  action?: { label: string; run: () => void },
  className = 'f',
) {
  const box = node('div', className)
  box.dataset.state = 'message'
  const message = node('div', 'm')
  message.setAttribute('role', 'status')
  message.append(node('h2', '', title))
  if (body) message.append(node('p', '', body))
  if (action) {
    const button = node('button', '', action.label)
    button.type = 'button'
    button.addEventListener('click', action.run)
    message.append(button)
  }
  box.append(message)
  return box
}
