import type { RenderRichTextOptions, RichTextToken } from './richText.types'
import { toSafeHttpUrl } from './safeHttpUrl'

const ESCAPES: Readonly<Record<string, string>> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
}

function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (char) => ESCAPES[char] ?? char)
}

function link(attributes: string, href: string, content: string): string {
  return `<a ${attributes} href="${escapeHtml(href)}" target="_blank" rel="noopener noreferrer">${content}</a>`
}

/**
 * HTML for tokens, safe by construction: every text and attribute value is escaped and every URL
 * is re-checked to be http(s). This is the whole output when no DOM is available.
 */
export function buildRichTextHtml(
  tokens: readonly RichTextToken[],
  options: RenderRichTextOptions,
): string {
  let html = ''
  for (const token of tokens) {
    switch (token.type) {
      case 'text':
        html += escapeHtml(token.text)
        break
      case 'link': {
        const href = toSafeHttpUrl(token.href)
        html +=
          href === undefined
            ? escapeHtml(token.text)
            : link('class="aw-rt-link"', href, escapeHtml(token.text))
        break
      }
      case 'mention': {
        const name = escapeHtml(token.name)
        const attributes = `class="aw-rt-mention" data-mention="${name}"`
        const target = options.mentionHref?.(token.name)
        const href = target === undefined ? undefined : toSafeHttpUrl(target)
        html +=
          href === undefined
            ? `<span ${attributes}>@${name}</span>`
            : link(attributes, href, `@${name}`)
        break
      }
      case 'emoticon': {
        const src = toSafeHttpUrl(token.url)
        const key = escapeHtml(token.key)
        if (src !== undefined) {
          html += `<img class="aw-rt-emoticon" src="${escapeHtml(src)}" alt="${key}" data-emoticon="${key}">`
        }
        break
      }
      case 'lineBreak':
        html += '<br>'
        break
    }
  }
  return html
}
