import { createElement, type ReactNode } from 'react'

/** How an account screen renders a link: the app's router link, or a plain `<a>` by default. */
export type RenderAccountLink = (link: {
  href: string
  className?: string
  children: ReactNode
}) => ReactNode

/** A plain anchor: a full page load. Apps with a router pass their own link. */
export const plainAccountLink: RenderAccountLink = ({ href, className, children }) =>
  createElement('a', { href, className }, children)

/** Where the account screens link to: the spec's routes (accounts-platform.md section 2). */
export const ACCOUNT_PATHS = {
  login: '/login',
  signUp: '/sign-up/email-and-birth',
  resetPassword: '/reset-password',
  channelCreate: '/channel/create',
  channelManagement: '/channel/management',
  channelDelete: '/channel/delete',
  /** Chosen: the terms the sign-up asks to accept, and the privacy policy (not in the spec). */
  terms: '/terms',
  privacy: '/privacy',
  home: '/',
} as const
