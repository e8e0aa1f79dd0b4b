import { type ComponentPropsWithoutRef, useEffect, useRef } from 'react'
import { PLAYER_EVENT_NAMES, type PlayerEvent } from '../events'
import { createPlayer, type Player as PlayerInstance, type PlayerOptions } from '../player'

/** Props of {@link Player}: the player options, `onEvent`, and any `<video>` attribute. */
export interface PlayerProps
  extends Omit<ComponentPropsWithoutRef<'video'>, 'src' | 'autoPlay' | 'onError'>,
    Pick<PlayerOptions, 'src' | 'live' | 'autoplay' | 'storage' | 'loadProvider'> {
  /** Every player event, tagged with its name. */
  onEvent?: (event: PlayerEvent) => void
  /** The player once created (and `undefined` once destroyed), for imperative calls. */
  onPlayer?: (player: PlayerInstance | undefined) => void
}

/**
 * The Airwave player for React 19: a `<video playsInline>` that {@link createPlayer} drives.
 * Server rendering outputs the bare video element; the player is created in an effect and
 * destroyed on unmount or when `src`, `live` or `autoplay` change.
 *
 * @example
 * <Player src="https://cdn.example.com/live/abc.m3u8" live onEvent={(e) => {
 *   if (e.type === 'error') showAlert(e.detail.alert)
 * }} />
 */
export function Player({
  src,
  live = false,
  autoplay = false,
  storage,
  loadProvider,
  onEvent,
  onPlayer,
  ...videoProps
}: PlayerProps) {
  const videoRef = useRef<HTMLVideoElement>(null)
  // Callbacks change on every render; the player must not be recreated for that.
  const callbacks = useRef({ onEvent, onPlayer })
  useEffect(() => {
    callbacks.current = { onEvent, onPlayer }
  })

  useEffect(() => {
    const video = videoRef.current
    if (!video) return
    const player = createPlayer(video, {
      src,
      live,
      autoplay,
      ...(storage && { storage }),
      ...(loadProvider && { loadProvider }),
    })
    for (const type of PLAYER_EVENT_NAMES) {
      player.on(type, (detail) => callbacks.current.onEvent?.({ type, detail } as PlayerEvent))
    }
    callbacks.current.onPlayer?.(player)
    return () => {
      player.destroy()
      callbacks.current.onPlayer?.(undefined)
    }
  }, [src, live, autoplay, storage, loadProvider])

  return <video ref={videoRef} playsInline {...videoProps} />
}
