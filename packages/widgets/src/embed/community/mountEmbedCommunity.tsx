import { AirwaveProvider, airwaveStyles, createClient, Toaster } from '@airwave/react'
import {
  boardStyles,
  CommunityBoard,
  commentStyles,
  emoticonStyles,
  PostDetail,
} from '@airwave/react/community'
import { accountEndpoints } from '@airwave/sdk/account'
import { channelEndpoints } from '@airwave/sdk/channel'
import { communityEndpoints } from '@airwave/sdk/community'
import { type EmbedEventMap, type EmbedEventName, embedEndpoints } from '@airwave/sdk/embed'
import { emoticonEndpoints } from '@airwave/sdk/emoticon'
import { type EmbedMessages, embedCatalogue, embedEnUS } from '@airwave/sdk/i18n'
import { StrictMode, useEffect, useState } from 'react'
import { createRoot } from 'react-dom/client'
import { createEmbedLogin, loginStyles } from '../login/embedLogin'
import { createEmbedSession, embedFetch } from '../login/embedSession'
import type { Mounted } from '../mounted'

export interface EmbedCommunityOptions {
  origin: string
  channel: string
  /** A post to open (its `idx`); the board otherwise. */
  post?: number
  locale?: string | undefined
  dark: boolean
  /** In the platform's iframe page. */
  frame: boolean
  /** The partner's host, for the session's client id (`embed:{host}`). */
  site: string
  onEvent: <K extends EmbedEventName>(name: K, detail: EmbedEventMap[K]) => void
}

/**
 * The host's accent and radius over the kit's: the page sets `--aw-accent` on the element,
 * which the shadow's `.aw-root` takes instead of the kit's defaults (the `:host` rule holds them
 * when the page sets none, and loses to any page rule on the element). A board that scrolls
 * inside its box: the kit's own rules stay as they are.
 */
const embedStyles = `:host{--aw-accent:#5b3ee6;--aw-radius:8px}:host([data-dark]){--aw-accent:#9d8cff}
.aw-root{--aw-accent:inherit;--aw-radius:inherit;min-height:100%;padding:12px;background:var(--aw-bg)}
.aw-embed-board{height:var(--aw-community-height,640px);overflow:auto;overscroll-behavior:contain}
.aw-embed-board[data-frame]{height:100vh}`

/** Where a board's link goes: a post or the list of this channel, else out of the embed. */
function routeOf(href: string, origin: string, channel: string): { post?: number } | undefined {
  const url = new URL(href, origin)
  if (url.origin !== origin) return undefined
  const match = /^\/([^/]+)\/community(?:\/(\d+))?\/?$/.exec(url.pathname)
  if (!match || match[1]?.toLowerCase() !== channel.toLowerCase()) return undefined
  return match[2] ? { post: Number(match[2]) } : {}
}

function Board(props: EmbedCommunityOptions & { view: { post?: number } }) {
  const { origin, channel } = props
  const [view, setView] = useState(props.view)
  const hrefForPost = (postIdx: number) =>
    `${origin}/${encodeURIComponent(channel)}/community/${postIdx}`
  const onNavigate = (href: string) => {
    const next = routeOf(href, origin, channel)
    if (next) setView(next)
    else window.open(new URL(href, origin).href, '_blank', 'noopener')
  }
  useEffect(() => {
    props.onEvent('ready', { channel, live: false })
  }, [channel, props.onEvent])
  return view.post !== undefined ? (
    <PostDetail
      key={view.post}
      channelId={channel}
      postIdx={view.post}
      listHref={`${origin}/${encodeURIComponent(channel)}/community`}
      hrefForPost={hrefForPost}
      onNavigate={onNavigate}
    />
  ) : (
    <CommunityBoard channelId={channel} hrefForPost={hrefForPost} onNavigate={onNavigate} />
  )
}

/**
 * The community board (or one post) in `host`, a box of the element's shadow root: the kit's
 * React board with its own React (the host page needs none), its styles in the shadow root
 * (none in the host's document), and the embed's session and sign-in.
 *
 * @example const mounted = mountEmbedCommunity(box, { origin, channel: 'airwave', dark: false, frame: false, onEvent })
 */
export function mountEmbedCommunity(host: HTMLElement, options: EmbedCommunityOptions): Mounted {
  const { origin, frame, locale } = options
  const clientId = `embed:${options.site}`
  const session = createEmbedSession(origin, frame, clientId)
  const client = createClient({
    baseUrl: origin,
    endpoints: {
      account: accountEndpoints,
      channel: channelEndpoints,
      community: communityEndpoints,
      emoticon: emoticonEndpoints,
      embed: embedEndpoints,
    },
    session,
    clientId,
    fetch: embedFetch(frame, origin),
  })
  let words: EmbedMessages = embedEnUS
  if (locale)
    embedCatalogue.load(locale).then(
      (loaded) => (words = loaded),
      () => {},
    )
  const style = document.createElement('style')
  style.textContent =
    airwaveStyles + boardStyles + commentStyles + emoticonStyles + embedStyles + loginStyles
  const mountPoint = document.createElement('div')
  mountPoint.className = 'aw-embed-board'
  if (frame) mountPoint.dataset.frame = ''
  host.append(style, mountPoint)
  const login = createEmbedLogin({ origin, container: host, words: () => words, client, session })
  const root = createRoot(mountPoint)
  root.render(
    <StrictMode>
      <AirwaveProvider
        client={client}
        session={session}
        clientId={clientId}
        locale={locale ?? 'en-US'}
        theme={options.dark ? 'dark' : 'light'}
        injectStyles={false}
        onLoginRequired={login.start}
      >
        <Board {...options} view={options.post !== undefined ? { post: options.post } : {}} />
        <Toaster />
      </AirwaveProvider>
    </StrictMode>,
  )
  return {
    destroy() {
      login.close()
      root.unmount()
      session.actor.stop()
      host.replaceChildren()
    },
  }
}
