import { preloadHlsPlayer } from '@airwave/player'
import { useOverlayLayer } from '@airwave/react'
import { Chat, useLiveInfo } from '@airwave/react/chat'
import { channelInfoQuery, channelProfileQuery } from '@airwave/sdk/channel'
import type { LiveStatusEmitted } from '@airwave/sdk/live'
import { liveMasterPlaylistUrl } from '@airwave/sdk/video'
import { useQuery, useQueryClient } from '@tanstack/react-query'
import { lazy, Suspense, useRef, useState } from 'react'
import { useParams } from 'react-router'
import { useSite } from '../app/siteContext'
import { useChatPresenceLog } from '../app/useChatPresenceLog'
import { ErrorState, isNotFound, Loading, NotFound } from '../ui/states'
import { type PlayerHandle, VideoPlayer } from '../ui/VideoPlayer'
import { ChannelBanner } from './ChannelBanner'
import { ChannelAbout, ChannelProfileAbout, ChannelVideos } from './channel/ChannelAbout'
import { ChannelCommunity } from './channel/ChannelCommunity'
import {
  ChannelBlocked,
  channelAccessOf,
  LikeButton,
  playerAccess,
  playerShown,
  useDialogConfirm,
} from './channel/ChannelLive'
import { useChannelPoll } from './channel/ChannelPoll'
import { ChannelRaidPanel } from './channel/ChannelRaidPanel'
import { ChannelScreens, OfflineScreens } from './channel/ChannelScreens'
import { MissionsSlot } from './channel/missionsSlot'

// The cheer loads after the chat: the wallet's calls and words are not in the page's script.
const ChannelCheer = lazy(() =>
  import('./channel/ChannelCheer').then((m) => ({ default: m.ChannelCheer })),
)

// The subscribe button and its flow load the same way: the subscription's machines and words.
const ChannelMessageButton = lazy(() =>
  import('./channel/ChannelMessageButton').then((m) => ({ default: m.ChannelMessageButton })),
)
const ChannelSubscribe = lazy(() =>
  import('./channel/ChannelSubscribe').then((m) => ({ default: m.ChannelSubscribe })),
)

// The missions panel loads the same way: the mission machines, words and sheet.
const ChannelMissions = lazy(() =>
  import('./channel/ChannelMissions').then((m) => ({ default: m.ChannelMissions })),
)

// The top supporters load the same way: the wallet's ranking, its words and its sheet.
const ChannelRanking = lazy(() =>
  import('./channel/ChannelRanking').then((m) => ({ default: m.ChannelRanking })),
)
const ChatRanking = lazy(() =>
  import('./channel/ChannelRanking').then((m) => ({ default: m.ChatRanking })),
)

// A channel page is there to watch its stream: hls.js and the player's provider start
// loading with this page's code, beside its first calls, rather than after them.
preloadHlsPlayer()

/** `3 viewers`, `1 viewer`: the word by the language's plural rule. */
function counted(locale: string, count: number, one: string, other: string): string {
  const word = new Intl.PluralRules(locale).select(count) === 'one' ? one : other
  return `${new Intl.NumberFormat(locale).format(count)} ${word}`
}

/** Opens the chat in a window of its own, beside the stream in another tab or app. */
function popOutChat(channelId: string) {
  window.open(
    `/chat/${encodeURIComponent(channelId)}`,
    `airwave-chat-${channelId}`,
    'popup,width=400,height=720',
  )
}

/**
 * A channel's home: its live stream with the chat beside it (under it on a phone), the title,
 * the viewers and likes as the socket pushes them, and the way to its community. The live
 * status comes from the socket (polled only while the socket is down), so the page goes live,
 * and ends, within moments of the broadcast.
 */
export function ChannelPage() {
  const { channelId = '' } = useParams()
  // Another channel is another page: nothing of this one's live status carries over.
  return <Channel key={channelId} channelId={channelId} />
}

function Channel({ channelId }: { channelId: string }) {
  const { client, text, locale } = useSite()
  const queryClient = useQueryClient()
  const channelQuery = channelInfoQuery(client, channelId)
  const channel = useQuery(channelQuery)
  // The description and links, asked beside the info: the page waits for both (below).
  const profile = useQuery(channelProfileQuery(client, channelId))
  const player = useRef<PlayerHandle | undefined>(undefined)
  const confirmDialog = useDialogConfirm()
  const poll = useChannelPoll(channelId)
  // The chat's emoticon picker asks to subscribe (a locked subscriber emoticon's guide): the
  // header's subscribe flow starts, with its dialogs.
  const [subscribeAsked, setSubscribeAsked] = useState(0)
  const askSubscribe = () => setSubscribeAsked((n) => n + 1)
  // Once the live has played here, the player stays and shows its own end (the ended reason's
  // box), as a viewer watching it expects, rather than giving way to the offline card.
  const [played, setPlayed] = useState(false)
  const live = useLiveInfo(channelId, {
    onEvent: (event: LiveStatusEmitted) => {
      if (event.type === 'live-status') player.current?.setLiveStatus(event.event)
      else player.current?.setStreamInfo(event.streamInfo)
    },
  })
  if (live.state === 'ON' && !played) setPlayed(true)
  // The player's alert boxes cover the picture and go first: why the viewer may not watch
  // (blocked, adult, region...), and a playback error until playback recovers.
  const [playbackAlert, setPlaybackAlert] = useState(false)
  useOverlayLayer('live-alert', live.access !== undefined || playbackAlert)

  if (channel.isError) {
    const blocked = channelAccessOf(channel.error)
    if (blocked) return <ChannelBlocked channelId={channelId} access={blocked} />
    if (isNotFound(channel.error)) return <NotFound message={text.channelNotFound} />
    const retry = () => queryClient.resetQueries({ queryKey: channelQuery.queryKey })
    return <ErrorState error={channel.error} retry={retry} />
  }
  // The page keeps its layout while the channel and its live status load: the chat (which
  // needs neither) starts at once, and stays the same element (the article's second child)
  // when the page is ready.
  // The "About" (description and links) is part of what loads, so it appears with the rest
  // rather than pushing the videos down; a failed try (retried or not) does not hold the page.
  const aboutLoading = profile.isPending && profile.failureCount === 0
  const data = live.state === 'loading' || aboutLoading ? undefined : channel.data
  if (!data) {
    return (
      <article className="aw-site-watch" data-state="loading" aria-busy="true">
        <div className="aw-site-watch-main">
          <WatchShape channelId={channelId} />
        </div>
        <ChatAside channelId={channelId} onSubscribe={askSubscribe} />
      </article>
    )
  }
  const info = live.streamInfo
  const name = data.nickname
  const onAir = live.state === 'ON'
  return (
    <article className="aw-site-watch" data-state={live.state}>
      <div className="aw-site-watch-main">
        <title>{`${name} · Airwave`}</title>
        <ChannelBanner channel={data} />
        {playerShown(live, played) ? (
          <VideoPlayer
            src={liveMasterPlaylistUrl(channelId)}
            live
            title={info?.title ?? name}
            {...(info && { streamInfo: info })}
            fetchStreamInfo={() => client.live.getStreamInfo(channelId)}
            stats={{ channelId }}
            access={playerAccess(live)}
            onDialogConfirm={confirmDialog}
            onPlayer={(handle) => {
              player.current = handle
            }}
            onEvent={(event) => {
              if (event.type === 'error') setPlaybackAlert(true)
              else if (event.type === 'recovered' || event.type === 'play') setPlaybackAlert(false)
            }}
            overlay={
              <>
                <ChannelScreens channelId={channelId} live={live} name={name} />
                {poll.overlay}
              </>
            }
          />
        ) : (
          <OfflineScreens channelId={channelId} live={live} name={name}>
            <div className="aw-site-off" role="status">
              <p className="aw-site-off-title">{text.offline}</p>
              <p className="aw-site-muted">{text.offlineBody}</p>
            </div>
          </OfflineScreens>
        )}
        <header className="aw-site-channel-head">
          <h1 className="aw-site-title">{name}</h1>
          {onAir && <span className="aw-site-badge">{text.live}</span>}
          {onAir && info?.totalViewer !== undefined && (
            <span className="aw-site-muted" data-testid="viewer-count">
              {counted(locale, info.totalViewer, text.viewer, text.viewers)}
            </span>
          )}
          <LikeButton live={live} />
          <Suspense fallback={null}>
            <ChannelSubscribe
              channelId={channelId}
              name={name}
              monetized={data.isMonetize === true}
              asked={subscribeAsked}
            />
          </Suspense>
          <Suspense fallback={null}>
            <ChannelMessageButton channelId={channelId} name={name} />
          </Suspense>
          {poll.controls}
        </header>
        {onAir && info?.title && <p className="aw-site-stream-title">{info.title}</p>}
        <ChannelRaidPanel channelId={channelId} live={live} />
        <ChannelAbout channelId={channelId} info={data} />
        <ChannelProfileAbout profile={profile.data} />
        <PopOutChat channelId={channelId} />
      </div>
      <ChatAside channelId={channelId} onSubscribe={askSubscribe} />
      {/* After the chat in the page's order: on a phone the chat comes right under the player. */}
      <div className="aw-site-watch-more">
        <ChannelVideos
          channelId={channelId}
          manager={data.myChannelRelatedInfo?.isManager === true}
        />
        <ChannelCommunity channelId={channelId} />
        {/* Last: it loads after the page (its chunk, then its call), so nothing moves for it. */}
        <Suspense fallback={null}>
          <ChannelRanking channelId={channelId} />
        </Suspense>
      </div>
    </article>
  )
}

/** The chat beside the player (under it on a phone); the same element while the page loads. */
function ChatAside({ channelId, onSubscribe }: { channelId: string; onSubscribe: () => void }) {
  const { text } = useSite()
  useChatPresenceLog(channelId)
  return (
    <aside className="aw-site-watch-chat" aria-label={text.chat}>
      <Suspense fallback={<MissionsSlot />}>
        <ChannelMissions channelId={channelId} />
      </Suspense>
      <Chat
        channelId={channelId}
        onSubscribe={onSubscribe}
        actions={
          <Suspense fallback={null}>
            <ChannelCheer channelId={channelId} />
          </Suspense>
        }
        participantsHead={
          <Suspense fallback={null}>
            <ChatRanking channelId={channelId} />
          </Suspense>
        }
      />
    </aside>
  )
}

function PopOutChat({ channelId }: { channelId: string }) {
  const { text } = useSite()
  return (
    <div className="aw-site-inline-form">
      <button type="button" className="aw-button" onClick={() => popOutChat(channelId)}>
        {text.popOutChat}
      </button>
    </div>
  )
}

/**
 * The player's column while the page loads: the player's frame (pulsing), the heading's line
 * and the channel's row at the sizes they will have; the pop-out button works already.
 */
function WatchShape({ channelId }: { channelId: string }) {
  return (
    <>
      <div className="aw-site-off">
        <Loading hidden />
      </div>
      <div className="aw-site-channel-head" aria-hidden="true">
        <span className="aw-site-title">{'\u00a0'}</span>
      </div>
      <div className="aw-site-channel-row" aria-hidden="true">
        <span className="aw-site-avatar" />
      </div>
      <PopOutChat channelId={channelId} />
    </>
  )
}
