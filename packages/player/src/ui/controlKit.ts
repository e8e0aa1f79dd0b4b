import { element } from './dom'
import { type IconName, icon } from './icons'

/**
 * What every control of the UI is built with: elements of the player's document, buttons with
 * an accessible name and an icon, and listeners removed together when the UI is destroyed.
 */
export interface ControlKit {
  readonly doc: Document
  el<K extends keyof HTMLElementTagNameMap>(
    tag: K,
    attrs?: Record<string, string>,
    ...children: (Node | string)[]
  ): HTMLElementTagNameMap[K]
  button(className: string, label: string, onClick: () => void, shape?: IconName): HTMLButtonElement
  /** Sets a control's accessible name, touching the DOM only when it changes. */
  setLabel(node: HTMLElement, label: string): void
  listen(target: EventTarget, type: string, listener: (event: Event) => void): void
  /** Removes every listener added with `listen`. */
  release(): void
}

/** @example const kit = createControlKit(root.ownerDocument) */
export function createControlKit(doc: Document): ControlKit {
  const cleanups: (() => void)[] = []
  const el: ControlKit['el'] = (tag, attrs = {}, ...children) =>
    element(doc, tag, attrs, ...children)
  return {
    doc,
    el,
    button(className, label, onClick, shape) {
      const node = el('button', { type: 'button', class: `aw-player-button ${className}` })
      node.setAttribute('aria-label', label)
      if (shape) node.append(icon(doc, shape))
      node.addEventListener('click', onClick)
      return node
    },
    setLabel(node, label) {
      if (node.getAttribute('aria-label') !== label) node.setAttribute('aria-label', label)
    },
    listen(target, type, listener) {
      target.addEventListener(type, listener)
      cleanups.push(() => target.removeEventListener(type, listener))
    },
    release() {
      for (const cleanup of cleanups.splice(0)) cleanup()
    },
  }
}
