import { type ComponentPropsWithoutRef, type ReactNode, useEffect, useRef } from 'react'
import type { PlayerEvent } from '../events'
import { mountPlayer } from '../mountPlayer'
import type { Player as PlayerInstance, PlayerOptions } from '../player'
import type { PlayerUIOptions } from '../ui/playerUI'

/** Props of {@link Player}: the player and UI options, `onEvent`, and any `<video>` attribute. */
export interface PlayerProps
  extends Omit<
      ComponentPropsWithoutRef<'video'>,
      'src' | 'autoPlay' | 'onError' | 'controls' | 'muted'
    >,
    Pick<
      PlayerOptions,
      | 'src'
      | 'live'
      | 'autoplay'
      | 'muted'
      | 'volume'
      | 'storage'
      | 'loadProvider'
      | 'streamInfo'
      | 'fetchStreamInfo'
      | 'access'
      | 'log'
    >,
    Pick<PlayerUIOptions, 'strings' | 'onAction' | 'hideAfterMs' | 'thumbnails'> {
  /**
   * The UI's language (the nearest shipped one): its words load from `@airwave/sdk/i18n`, and
   * the UI speaks English until they arrive. `strings` go over them.
   */
  locale?: string
  /** Every player event, tagged with its name. */
  onEvent?: (event: PlayerEvent) => void
  /** The player once created (and `undefined` once destroyed), for imperative calls. */
  onPlayer?: (player: PlayerInstance | undefined) => void
  /**
   * The host's content over the picture (a poll, a raid's countdown, the live-end screen): in
   * a layer above the video and the player's own alerts, that lets clicks through where it has
   * nothing.
   */
  overlay?: ReactNode
}

// The value of the last render, read by effects that must not run again when it changes.
function useLatest<T>(value: T) {
  const ref = useRef(value)
  useEffect(() => {
    ref.current = value
  })
  return ref
}

/**
 * The Airwave player for React 19: a `<video playsInline>` that {@link createPlayer} drives,
 * with the framework-free controls and alerts of `mountPlayerUI` around it. Server rendering
 * outputs the bare video in its box; the player is created in an effect and destroyed on
 * unmount or when `src`, `live`, `autoplay` or `locale` change. `muted` and `volume` win over
 * the viewer's stored choice; their changes, and `access`, `streamInfo` and `thumbnails`
 * changes, are passed to the running player; `strings` and `hideAfterMs` are read when
 * it is created.
 *
 * @example
 * <Player src="https://cdn.example.com/live/abc.m3u8" live
 *   fetchStreamInfo={() => client.live.getStreamInfo('abc')}
 *   onAction={(action) => action.type === 'leave' && navigate('/')}
 *   onEvent={(e) => e.type === 'error' && report(e.detail.alert)} />
 */
export function Player({
  src,
  live = false,
  autoplay = false,
  muted,
  volume,
  storage,
  loadProvider,
  streamInfo,
  fetchStreamInfo,
  access,
  strings,
  locale,
  onAction,
  hideAfterMs,
  thumbnails,
  onEvent,
  onPlayer,
  overlay,
  log,
  ...videoProps
}: PlayerProps) {
  const boxRef = useRef<HTMLDivElement>(null)
  const playerRef = useRef<PlayerInstance | undefined>(undefined)
  const mountedRef = useRef<ReturnType<typeof mountPlayer> | undefined>(undefined)
  // Callbacks and late facts change on every render; the player must not be recreated for that.
  const latest = useLatest({
    onEvent,
    onPlayer,
    onAction,
    fetchStreamInfo,
    streamInfo,
    access,
    strings,
    hideAfterMs,
    thumbnails,
    muted,
    volume,
    log,
  })
  useEffect(() => {
    if (access) playerRef.current?.setAccess(access)
  }, [access])
  useEffect(() => {
    if (streamInfo) playerRef.current?.setStreamInfo(streamInfo)
  }, [streamInfo])
  useEffect(() => {
    mountedRef.current?.setThumbnails(thumbnails)
  }, [thumbnails])
  // The player starts with them (below); these pass later changes on.
  useEffect(() => {
    if (muted !== undefined) playerRef.current?.setMuted(muted)
  }, [muted])
  useEffect(() => {
    const player = playerRef.current
    if (volume !== undefined && player && player.state().volume !== volume) player.setVolume(volume)
  }, [volume])

  useEffect(() => {
    const box = boxRef.current
    const video = box?.querySelector('video')
    if (!box || !video) return
    const initial = latest.current
    const mounted = mountPlayer(box, video, {
      src,
      live,
      autoplay,
      ...(storage && { storage }),
      ...(loadProvider && { loadProvider }),
      ...(locale && { locale }),
      ...(initial.streamInfo && { streamInfo: initial.streamInfo }),
      ...(initial.access && { access: initial.access }),
      ...(initial.muted !== undefined && { muted: initial.muted }),
      ...(initial.volume !== undefined && { volume: initial.volume }),
      ...(initial.fetchStreamInfo && {
        fetchStreamInfo: () =>
          (latest.current.fetchStreamInfo ?? initial.fetchStreamInfo)?.() ??
          Promise.reject(new Error('No fetchStreamInfo')),
      }),
      ...(initial.strings && { strings: initial.strings }),
      ...(initial.hideAfterMs !== undefined && { hideAfterMs: initial.hideAfterMs }),
      ...(initial.thumbnails && { thumbnails: initial.thumbnails }),
      // Read once: a play is logged by the player it started in.
      ...(initial.log && { log: initial.log }),
      onEvent: (event) => latest.current.onEvent?.(event),
      onAction: (action) => latest.current.onAction?.(action),
    })
    const { player } = mounted
    playerRef.current = player
    mountedRef.current = mounted
    latest.current.onPlayer?.(player)
    return () => {
      mounted.destroy()
      playerRef.current = undefined
      mountedRef.current = undefined
      latest.current.onPlayer?.(undefined)
    }
  }, [src, live, autoplay, storage, loadProvider, locale])

  return (
    <div ref={boxRef} className="aw-player">
      <video playsInline {...videoProps} />
      {overlay !== undefined && overlay !== null && (
        <div className="aw-player-overlay">{overlay}</div>
      )}
    </div>
  )
}
