import { createElement, type MouseEvent, type ReactNode } from 'react'

/** How the panel renders a link: the app's router link, or a plain `<a>` by default. */
export type RenderNotificationLink = (link: {
  href: string
  className: string
  children: ReactNode
  onClick?: (event: MouseEvent) => void
}) => ReactNode

/** A plain anchor: a full page load. Apps with a router pass their own link. */
export const plainNotificationLink: RenderNotificationLink = ({
  href,
  className,
  children,
  onClick,
}) => createElement('a', { href, className, onClick }, children)
