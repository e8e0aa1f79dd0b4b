import type { MouseEvent } from 'react'

/**
 * Whether a click on a link is a plain one the app may route itself: the main button, no
 * modifier (those open a new tab or window), not already handled.
 */
export function isPlainClick(event: MouseEvent<HTMLAnchorElement>): boolean {
  return (
    !event.defaultPrevented &&
    event.button === 0 &&
    !event.metaKey &&
    !event.ctrlKey &&
    !event.shiftKey &&
    !event.altKey
  )
}

/**
 * A link's `onClick` that hands a plain click to the host's router (`onNavigate(href)`); without
 * one the browser follows the link.
 */
export function routeLink(onNavigate: ((href: string) => void) | undefined) {
  return (event: MouseEvent<HTMLAnchorElement>) => {
    if (!onNavigate || !isPlainClick(event)) return
    event.preventDefault()
    onNavigate(event.currentTarget.getAttribute('href') ?? '')
  }
}

/** Goes to `href` through the host's router, or by loading the page. */
export function navigate(href: string, onNavigate: ((href: string) => void) | undefined) {
  if (onNavigate) onNavigate(href)
  else window.location.assign(href)
}
