import type { DialogAlert, PlayerAccess } from '@airwave/player'
import type { LiveInfo } from '@airwave/react/chat'
import { LiveLikeButton } from '@airwave/react/live'
import { type LiveAccess, liveAccessOf, liveMasterPlaylistUrl } from '@airwave/sdk/live'
import { useCallback } from 'react'
import { useNavigate } from 'react-router'
import { signOutOfSite } from '../../app/createAirwave'
import { useSite } from '../../app/siteContext'
import { VideoPlayer } from '../../ui/VideoPlayer'

/**
 * Why this viewer may not watch the channel at all, from its refused info (suspended: CHA30068,
 * deleted: CHA30071), or undefined for any other failure.
 */
export const channelAccessOf = (error: unknown): LiveAccess | undefined => liveAccessOf(error)

/** The player's access when nothing stands in the way (clears what an earlier answer set). */
const NO_ACCESS: PlayerAccess = { errorCode: undefined, viewerSuspended: undefined }

/**
 * The player's access on the channel page: why this viewer may not watch (the stream info's
 * refusal), or nothing.
 */
export function playerAccess(live: Pick<LiveInfo, 'access'>): PlayerAccess {
  return live.access ?? NO_ACCESS
}

/**
 * Whether the page shows the player rather than the offline card: once the live has played
 * here (the player shows its own end), while the live waits for its end (the player says it
 * is paused and plays again by itself when the streamer is back), and when the viewer may not
 * watch (the player's dialog or box says why).
 */
export function playerShown(live: Pick<LiveInfo, 'state' | 'access'>, played: boolean): boolean {
  return played || live.state === 'OFF_WAITING' || live.access !== undefined
}

/**
 * OK on the player's dialogs: a suspended viewer is signed out (spec: "alert, then sign-out")
 * and the page loads again for a guest; every other dialog (a suspended, deleted or
 * blacklisting channel) goes home.
 */
export function useDialogConfirm(): (alert: DialogAlert) => void {
  const navigate = useNavigate()
  const { client, session } = useSite()
  return useCallback(
    (alert: DialogAlert) => {
      if (alert !== 'VIEWER_SUSPENDED') {
        navigate('/')
        return
      }
      void (async () => {
        await signOutOfSite({ session, client })
        window.location.reload()
      })()
    },
    [client, navigate, session],
  )
}

/**
 * A channel the viewer may not watch at all (its info refused: suspended, deleted): the player's
 * frame with its dialog, and the channel's id, instead of the page.
 */
export function ChannelBlocked({ channelId, access }: { channelId: string; access: LiveAccess }) {
  const confirm = useDialogConfirm()
  return (
    <article className="aw-site-watch" data-state="blocked">
      <title>{`${channelId} · Airwave`}</title>
      <div className="aw-site-watch-main">
        <VideoPlayer
          src={liveMasterPlaylistUrl(channelId)}
          live
          title={channelId}
          streamInfo={{ channelId, isStream: false, isStreamPendingEnd: false }}
          access={access}
          onDialogConfirm={confirm}
        />
        <header className="aw-site-channel-head">
          <h1 className="aw-site-title">{channelId}</h1>
        </header>
      </div>
    </article>
  )
}

/**
 * The like of the channel's live, beside its title: while the live is on or waiting for its
 * end (a waiting broadcast still takes likes), with the count the socket keeps live.
 */
export function LikeButton({ live }: { live: Pick<LiveInfo, 'state' | 'streamInfo'> }) {
  if (live.state !== 'ON' && live.state !== 'OFF_WAITING') return null
  return <LiveLikeButton streamInfo={live.streamInfo} />
}
