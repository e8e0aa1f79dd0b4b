import { createElement, type ReactNode } from 'react'

/** How a poll page renders a link: the app's router link, or a plain `<a>` by default. */
export type RenderPollLink = (link: {
  href: string
  className: string
  children: ReactNode
}) => ReactNode

/** A plain anchor: a full page load. Apps with a router pass their own link. */
export const plainLink: RenderPollLink = ({ href, className, children }) =>
  createElement('a', { href, className }, children)

/** Where a streamer's poll pages link to (the spec's routes by default). */
export interface PollPaths {
  create(channelId?: string): string
  list(channelId?: string): string
  detail(pollIdx: number): string
  edit(pollIdx: number): string
  ongoing(channelId: string): string
}

/**
 * The spec's poll routes: `/poll/create`, `/poll/list`, `/poll/{id}/detail`, `/poll/{id}/edit`,
 * `/poll/ongoing/{channelId}` (create and list name a manager's channel in the query).
 *
 * @example <a href={POLL_PATHS.detail(7)}>…</a>
 */
export const POLL_PATHS: PollPaths = {
  create: (channelId) =>
    channelId ? `/poll/create?channelId=${encodeURIComponent(channelId)}` : '/poll/create',
  list: (channelId) =>
    channelId ? `/poll/list?channelId=${encodeURIComponent(channelId)}` : '/poll/list',
  detail: (pollIdx) => `/poll/${pollIdx}/detail`,
  edit: (pollIdx) => `/poll/${pollIdx}/edit`,
  ongoing: (channelId) => `/poll/ongoing/${encodeURIComponent(channelId)}`,
}
