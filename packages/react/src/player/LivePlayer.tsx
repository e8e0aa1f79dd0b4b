import {
  injectPlayerStyles,
  type PlayerAccess,
  type Player as PlayerInstance,
} from '@airwave/player'
import { Player, type PlayerProps } from '@airwave/player/react'
import { liveMasterPlaylistUrl, type StreamInfo } from '@airwave/sdk/live'
import { useEffect, useRef } from 'react'
import { useLiveInfo } from '../live/useLiveInfo'
import { useCalls } from '../shared/provider/airwaveContext'

/** Props of {@link LivePlayer}: the player's, with the channel instead of the stream. */
export interface LivePlayerProps
  extends Omit<PlayerProps, 'src' | 'live' | 'streamInfo' | 'fetchStreamInfo'> {
  /** The channel whose live plays. Another channel needs a new component (`key`). */
  channelId: string
  /** The master playlist; default `liveMasterPlaylistUrl(channelId)` on the page's origin. */
  src?: string
}

// A channel whose stream info was refused (the viewer may not watch): off, the player's access
// says why.
const UNKNOWN: Pick<StreamInfo, 'isStream' | 'isStreamPendingEnd'> = {
  isStream: false,
  isStreamPendingEnd: false,
}

/**
 * A channel's live, with nothing to wire: the SDK's live status for the channel (its stream
 * info, then the socket's LIVE_STATUS, polled while the socket is down: `useLiveInfo`) drives
 * the player's. Offline shows the offline box and asks for no playlist; the player goes live
 * when the channel does, shows the end when it ends, and plays again when the channel is back.
 * Until the first answer the player's box is empty (`data-state="loading"`). Autoplays unless
 * `autoplay={false}`. Needs the provider's client (`live` calls) and socket.
 *
 * @example
 * <AirwaveProvider baseUrl="https://api.example.com">
 *   <LivePlayer channelId="airwave" muted onEvent={(e) => console.log(e.type)} />
 * </AirwaveProvider>
 */
export function LivePlayer({
  channelId,
  src,
  autoplay = true,
  access,
  onPlayer,
  ...props
}: LivePlayerProps) {
  const client = useCalls('LivePlayer', 'live')
  const player = useRef<PlayerInstance | undefined>(undefined)
  const live = useLiveInfo(channelId, {
    // The socket's events as they come: the player's status follows the channel's.
    onEvent: (event) => {
      if (event.type === 'live-status') player.current?.setLiveStatus(event.event)
    },
  })
  const loading = live.state === 'loading'
  const box = useRef<HTMLDivElement>(null)
  useEffect(() => {
    if (loading && box.current) injectPlayerStyles(box.current.ownerDocument)
  }, [loading])
  if (loading) return <div ref={box} className="aw-player" data-state="loading" aria-busy="true" />
  const merged: PlayerAccess | undefined =
    live.access || access ? { ...live.access, ...access } : undefined
  return (
    <Player
      {...props}
      // Made once the channel's state is known, so an offline channel's player starts off.
      src={src ?? liveMasterPlaylistUrl(channelId)}
      live
      autoplay={autoplay}
      streamInfo={live.streamInfo ?? UNKNOWN}
      fetchStreamInfo={() => client.live.getStreamInfo(channelId)}
      {...(merged && { access: merged })}
      onPlayer={(handle) => {
        player.current = handle
        onPlayer?.(handle)
      }}
    />
  )
}
