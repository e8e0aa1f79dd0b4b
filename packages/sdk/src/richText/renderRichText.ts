import DOMPurify, { type Config, type WindowLike } from 'dompurify'
import { parseRichText } from './parseRichText'
import type { RenderRichTextOptions, RichTextToken } from './richText.types'
import { buildRichTextHtml } from './richTextHtml'

const HTTP_URL = /^https?:\/\//i
const OWN_CLASS = /^aw-rt-[a-z]+$/

// The builder only ever emits these; DOMPurify is the second lock on the same door.
const CONFIG = {
  ALLOWED_TAGS: ['a', 'img', 'span', 'br'],
  ALLOWED_ATTR: ['href', 'target', 'rel', 'class', 'src', 'alt', 'data-mention', 'data-emoticon'],
  // Without this DOMPurify checks these values against the URI pattern and drops `_blank`.
  ADD_URI_SAFE_ATTR: ['target', 'rel', 'data-mention', 'data-emoticon'],
  ALLOWED_URI_REGEXP: HTTP_URL,
  ALLOW_DATA_ATTR: false,
  ALLOW_ARIA_ATTR: false,
  ALLOW_UNKNOWN_PROTOCOLS: false,
  RETURN_TRUSTED_TYPE: false,
} satisfies Config

function enforceLinkPolicy(node: Element): void {
  // DOMPurify lets data: through on img src and empty or space-padded URLs; we do not.
  for (const name of ['href', 'src']) {
    const value = node.getAttribute(name)
    if (value !== null && !HTTP_URL.test(value)) node.removeAttribute(name)
  }
  const className = node.getAttribute('class')
  if (className !== null && !OWN_CLASS.test(className)) node.removeAttribute('class')
  if (node.nodeName === 'A') {
    node.setAttribute('target', '_blank')
    node.setAttribute('rel', 'noopener noreferrer')
  }
}

type Purifier = ReturnType<typeof DOMPurify>
// One purifier per window, hooks on our own instance so the app's DOMPurify is untouched.
const purifiers = new WeakMap<object, Purifier | null>()

function purifierFor(window: WindowLike): Purifier | null {
  let purifier = purifiers.get(window)
  if (purifier === undefined) {
    const created = DOMPurify(window)
    purifier = created.isSupported ? created : null
    purifier?.addHook('afterSanitizeAttributes', enforceLinkPolicy)
    purifiers.set(window, purifier)
  }
  return purifier
}

/**
 * Runs HTML through DOMPurify with the rich-text allow-list; without a usable DOM the HTML is
 * returned as is, so only give it HTML that is already safe (the builder's).
 */
export function sanitizeRichTextHtml(html: string, window: WindowLike | null | undefined): string {
  const purifier = window ? purifierFor(window) : null
  return purifier === null ? html : purifier.sanitize(html, CONFIG)
}

/**
 * Renders text or tokens to an HTML string.
 *
 * @example
 * const render: RichTextRenderer = createRichTextRenderer({})
 * element.innerHTML = render('see www.example.com')
 */
export type RichTextRenderer = (
  input: string | readonly RichTextToken[],
  options?: RenderRichTextOptions,
) => string

/**
 * A renderer bound to a window for DOMPurify: pass one in Node (e.g. a jsdom window). Without the
 * `window` option the renderer looks up `globalThis.window` on every call (never at import time);
 * `window: null`, or no window at all (Node, workers), gives the builder's escaped HTML, which is
 * safe by construction but not double-checked.
 *
 * @example
 * import { JSDOM } from 'jsdom'
 * const render = createRichTextRenderer({ window: new JSDOM('').window })
 * render('hi @mina') // 'hi <span class="aw-rt-mention" data-mention="mina">@mina</span>'
 */
export function createRichTextRenderer(
  settings: { readonly window?: WindowLike | null } = {},
): RichTextRenderer {
  return (input, options = {}) => {
    const tokens = typeof input === 'string' ? parseRichText(input, options) : input
    const window =
      'window' in settings ? settings.window : (globalThis as { window?: WindowLike }).window
    return sanitizeRichTextHtml(buildRichTextHtml(tokens, options), window)
  }
}

/**
 * Renders comment, reply or chat text (or tokens from `parseRichText`) to safe HTML: links open
 * in a new tab with rel="noopener noreferrer", classes `aw-rt-link`, `aw-rt-mention`,
 * `aw-rt-emoticon`. Uses the page's window for DOMPurify; without one, see
 * `createRichTextRenderer`.
 *
 * @example
 * element.innerHTML = renderRichText('see www.example.com', { emoticons })
 */
export const renderRichText: RichTextRenderer = createRichTextRenderer()
