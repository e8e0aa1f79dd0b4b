import { airwaveStyles } from './styles'

/**
 * Puts the kit's stylesheet in `doc.head` once (a `<style data-airwave>`); a second call, from
 * another provider in the same page, finds it and does nothing. Called from an effect, never
 * while rendering, so server rendering touches no document.
 *
 * @example
 * injectStyles(document)
 */
export function injectStyles(doc: Document): void {
  if (doc.head.querySelector('style[data-airwave]')) return
  const style = doc.createElement('style')
  style.setAttribute('data-airwave', '')
  style.textContent = airwaveStyles
  doc.head.append(style)
}
