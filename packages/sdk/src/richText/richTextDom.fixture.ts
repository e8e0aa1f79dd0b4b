// Test-only: reads rendered HTML back through a real HTML parser, as a browser would.

const TAGS = new Set(['a', 'img', 'span', 'br'])
const ATTRIBUTES = new Set([
  'href',
  'target',
  'rel',
  'class',
  'src',
  'alt',
  'data-mention',
  'data-emoticon',
])
const HTTP_URL = /^https?:\/\//i
const XHTML = 'http://www.w3.org/1999/xhtml'

function parse(html: string, document: Document): DocumentFragment {
  const template = document.createElement('template')
  template.innerHTML = html
  return template.content
}

/** Everything in `html` outside the rich-text allow-list, described; empty when inert. */
export function findViolations(html: string, document: Document): string[] {
  const violations: string[] = []
  for (const element of Array.from(parse(html, document).querySelectorAll('*'))) {
    const tag = element.localName
    if (!TAGS.has(tag) || element.namespaceURI !== XHTML) violations.push(`element <${tag}>`)
    for (const { name, value } of Array.from(element.attributes)) {
      if (name.startsWith('on')) violations.push(`event handler ${name} on <${tag}>`)
      else if (!ATTRIBUTES.has(name)) violations.push(`attribute ${name} on <${tag}>`)
      if ((name === 'href' || name === 'src') && !HTTP_URL.test(value)) {
        violations.push(`URL ${JSON.stringify(value)} on <${tag}>`)
      }
    }
    if (
      tag === 'a' &&
      (element.getAttribute('target') !== '_blank' ||
        element.getAttribute('rel') !== 'noopener noreferrer')
    ) {
      violations.push('link without target=_blank rel="noopener noreferrer"')
    }
  }
  return violations
}

function plainOf(node: Node): string {
  if (node.nodeType === 3) return node.nodeValue ?? ''
  if (node.nodeName === 'BR') return '\n'
  if (node.nodeName === 'IMG') return `{:${(node as Element).getAttribute('data-emoticon')}:}`
  return Array.from(node.childNodes, plainOf).join('')
}

/** The text a reader sees, with line breaks as \n and emoticons as their {:key:} code. */
export function plainFromHtml(html: string, document: Document): string {
  return plainOf(parse(html, document))
}

/** The HTML as a browser re-serializes it, to compare two renderings structurally. */
export function reserialize(html: string, document: Document): string {
  const template = document.createElement('template')
  template.content.append(parse(html, document))
  return template.innerHTML
}
