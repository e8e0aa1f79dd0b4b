import type {
  DialogAlert,
  PlayerAccess,
  PlayerEvent,
  Player as PlayerInstance,
  PlayerScreenMode,
} from '@airwave/player'
import { Player } from '@airwave/player/react'
import { playerCatalogue } from '@airwave/sdk/i18n'
import type { StreamInfo } from '@airwave/sdk/live'
import { type ReactNode, useState } from 'react'
import { useNavigate } from 'react-router'
import { useSite } from '../app/siteContext'

/** What a page tells a running live player: the socket's live status and stream info. */
export type PlayerHandle = Pick<PlayerInstance, 'setLiveStatus' | 'setStreamInfo'>

export interface VideoPlayerProps {
  src: string
  live: boolean
  title: string
  /** A live stream's info as the page loaded it, and how the player asks again. */
  streamInfo?: StreamInfo
  fetchStreamInfo?: () => Promise<StreamInfo>
  /** The running player (`undefined` once it is gone), for the page's live status or seeks. */
  onPlayer?: (player: PlayerInstance | undefined) => void
  /** Every player event (a video page listens for its end). */
  onEvent?: (event: PlayerEvent) => void
  /** The `<video>`'s playing position, as it moves (a video page saves it). */
  onTimeUpdate?: (seconds: number) => void
  /** Why the viewer may not watch (the channel's errors): the player's dialogs and boxes. */
  access?: PlayerAccess
  /** OK on a dialog (suspended, blocked...); by default the page goes home. */
  onDialogConfirm?: (alert: DialogAlert) => void
  /** The page's content over the picture (raid countdown, live-end screen, a poll). */
  overlay?: ReactNode
  /** A video's sprite track (WebVTT): the seek bar previews its pictures. */
  thumbnails?: string
  /** Starts muted whatever the stored volume (the streamer's own preview). */
  muted?: boolean
  /** What the statistics file the play under: the channel, and a VOD's number. */
  stats?: { channelId?: string; vodIdx?: number }
}

/**
 * The kit's player (its own controls, alerts and recovery) in the site's 16:9 frame, speaking
 * the site's language. Leaving from the adult notice goes home, and so does OK on a dialog
 * unless the page says otherwise.
 */
export function VideoPlayer({
  src,
  live,
  title,
  streamInfo,
  fetchStreamInfo,
  onPlayer,
  onEvent,
  onTimeUpdate,
  access,
  onDialogConfirm,
  overlay,
  thumbnails,
  muted,
  stats,
}: VideoPlayerProps) {
  const navigate = useNavigate()
  const { locale, logs } = useSite()
  // Screen mode (the player's button and `s`) is a theatre mode: the page gives the player its
  // whole width, out of the column the rest of the page keeps.
  const [screenMode, setScreenMode] = useState<PlayerScreenMode>('normal')
  return (
    <div className="aw-site-player" data-screen-mode={screenMode}>
      <Player
        // The player reads its words once, when created: a new language needs a new player.
        key={`${src} ${locale}`}
        src={src}
        live={live}
        autoplay
        aria-label={title}
        className="aw-site-video"
        // Loaded with the language (the site's setLocale); English until then.
        strings={playerCatalogue.loaded(locale)}
        {...(streamInfo && { streamInfo })}
        {...(fetchStreamInfo && { fetchStreamInfo })}
        {...(onPlayer && { onPlayer })}
        {...(onEvent && { onEvent })}
        {...(onTimeUpdate && {
          onTimeUpdate: (event: { currentTarget: HTMLVideoElement }) =>
            onTimeUpdate(event.currentTarget.currentTime),
        })}
        {...(access && { access })}
        {...(thumbnails && { thumbnails })}
        {...(muted !== undefined && { muted })}
        log={{ logger: logs, ...stats }}
        overlay={overlay}
        onAction={(action) => {
          if (action.type === 'leave') navigate('/')
          else if (action.type === 'screen-mode') setScreenMode(action.mode)
          else if (action.type === 'dialog-confirm') {
            if (onDialogConfirm) onDialogConfirm(action.alert)
            else navigate('/')
          }
        }}
      />
    </div>
  )
}
