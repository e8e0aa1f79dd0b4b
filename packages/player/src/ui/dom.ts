/**
 * Creates an element with attributes and children: the UI's only DOM helper.
 *
 * @example element(document, 'p', { class: 'aw-player-alert-text' }, 'Thanks for watching.')
 */
export function element<K extends keyof HTMLElementTagNameMap>(
  doc: Document,
  tag: K,
  attrs: Record<string, string> = {},
  ...children: (Node | string)[]
): HTMLElementTagNameMap[K] {
  const node = doc.createElement(tag)
  for (const [name, value] of Object.entries(attrs)) node.setAttribute(name, value)
  node.append(...children)
  return node
}

let ids = 0

/** A document-unique id for ARIA references. @example uniqueId('aw-player-alert') // 'aw-player-alert-3' */
export function uniqueId(prefix: string): string {
  ids += 1
  return `${prefix}-${ids}`
}
