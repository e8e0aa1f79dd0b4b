const selector = [
  'a[href]',
  'button:not([disabled])',
  'input:not([disabled]):not([type=hidden])',
  'select:not([disabled])',
  'textarea:not([disabled])',
  '[tabindex]:not([tabindex="-1"])',
  '[contenteditable=true]',
].join(',')

/** The elements inside `container` that Tab reaches, in document order. */
export function tabbables(container: HTMLElement): HTMLElement[] {
  return [...container.querySelectorAll<HTMLElement>(selector)].filter(
    (element) => !element.closest('[hidden],[inert]') && element.tabIndex >= 0,
  )
}
