import { createPlayer, mountPlayerUI, type Player, type PlayerUI } from '@airwave/player'
import { createClient } from '@airwave/sdk'
import type { EmbedEventMap, EmbedEventName } from '@airwave/sdk/embed'
import { playerCatalogue } from '@airwave/sdk/i18n'
import {
  type LiveState,
  liveEndpoints,
  liveMasterPlaylistUrl,
  liveStateOf,
  liveStatusActors,
  liveStatusMachine,
} from '@airwave/sdk/live'
import { raidActors, raidMachine, raidScreenOf } from '@airwave/sdk/raid'
import { createRealtime, type Realtime } from '@airwave/sdk/realtime'
import { vodMasterPlaylistUrl } from '@airwave/sdk/video'
import { createActor } from 'xstate'
import type { Mounted } from '../elements'
import { absolutePaths } from '../platformPaths'
import { applyCommand } from './commands'

export interface EmbedPlayerOptions {
  /** The platform's origin: API, media and socket. */
  origin: string
  /** A channel's live, or a video (`vod`). */
  channel?: string
  vod?: number
  muted: boolean
  locale?: string | undefined
  /** In the platform's iframe page (the player fills the frame). */
  frame: boolean
  onEvent: <K extends EmbedEventName>(name: K, detail: EmbedEventMap[K]) => void
}

/** The accent of the host (`--airwave-accent`) on the player's controls. */
const accentStyle = '.aw-player{--aw-player-accent:var(--airwave-accent,#9d8cff)}'

/** One viewer per page load for the platform's counts: a third-party page keeps no id. */
const clientId = () => `embed-${crypto.randomUUID()}`

interface Box {
  player: Player
  ui: PlayerUI
  overlay: HTMLElement
  destroy(): void
}

/** The player and its controls in `host`, words in `locale` (English until they arrive). */
function mountBox(
  host: HTMLElement,
  options: EmbedPlayerOptions,
  playerOptions: Parameters<typeof createPlayer>[1],
  thumbnails?: string,
): Box {
  const box = document.createElement('div')
  if (options.frame) box.style.height = '100%'
  const video = document.createElement('video')
  video.setAttribute('playsinline', '')
  const overlay = document.createElement('div')
  overlay.className = 'aw-player-overlay'
  box.append(video, overlay)
  host.append(box)
  const player = createPlayer(video, playerOptions)
  const { locale } = options
  const mountUI = () =>
    mountPlayerUI(box, player, {
      ...(locale && playerCatalogue.loaded(locale) && { strings: playerCatalogue.loaded(locale) }),
      ...(thumbnails && { thumbnails }),
    })
  let ui = mountUI()
  let gone = false
  if (locale && !playerCatalogue.loaded(locale)) {
    playerCatalogue.load(locale).then(
      () => {
        if (gone) return
        ui.destroy()
        ui = mountUI()
      },
      () => {},
    )
  }
  return {
    player,
    get ui() {
      return ui
    },
    overlay,
    destroy() {
      gone = true
      ui.destroy()
      player.destroy()
      box.remove()
    },
  }
}

/** Forwards the player's events to the host as the embed's (`ready` is the caller's). */
function forward(player: Player, options: EmbedPlayerOptions) {
  player.on('play', () => options.onEvent('play', {}))
  player.on('pause', () => options.onEvent('pause', {}))
  player.on('ended', () => options.onEvent('ended', {}))
  player.on('error', ({ alert }) =>
    options.onEvent('error', { code: alert.code || alert.kind, message: alert.kind }),
  )
}

/**
 * A video in the embed: the player with its seek-bar previews (the video's sprites).
 */
function mountVideo(host: HTMLElement, options: EmbedPlayerOptions & { vod: number }): Mounted {
  const { origin, vod } = options
  const box = mountBox(
    host,
    options,
    { src: vodMasterPlaylistUrl(vod, origin), autoplay: true },
    `${origin}/media/vod/${vod}/sprites/index.vtt`,
  )
  if (options.muted && !box.player.state().muted) box.player.toggleMute()
  forward(box.player, options)
  box.player.on('ready', () => options.onEvent('ready', { vod, live: false }))
  return { command: (command) => applyCommand(box.player, command), destroy: () => box.destroy() }
}

/**
 * A channel's live in the embed, as on the channel page: its status from the socket (the SDK's
 * live-status machine: ON, OFF, OFF_WAITING, stream info refetched when it starts), the
 * player's alerts, and the raid autoplay: a raid counts down over the picture and then plays
 * the raided channel here, in place (a `raid` event tells the host).
 */
function mountLive(host: HTMLElement, options: EmbedPlayerOptions & { channel: string }): Mounted {
  const { origin } = options
  const id = clientId()
  const client = createClient({ baseUrl: origin, endpoints: { live: liveEndpoints }, clientId: id })
  const realtime: Realtime = createRealtime({ baseUrl: origin, clientId: id })
  // The raid's channels carry pictures by the platform's paths: made absolute for this page.
  const raidFeed: Pick<Realtime, 'enter' | 'on'> = {
    enter: (channelId) => realtime.enter(channelId),
    on: (name, handler) => realtime.on(name, (payload) => handler(absolutePaths(payload, origin))),
  }
  let current: { destroy(): void; player?: Player } | undefined
  let destroyed = false

  const watch = (channelId: string) => {
    const live = createActor(
      liveStatusMachine.provide({ actors: liveStatusActors({ realtime, client }) }),
      {
        input: { channelId },
      },
    )
    const raid = createActor(raidMachine.provide({ actors: raidActors({ realtime: raidFeed }) }), {
      input: { channelId },
    })
    let box: Box | undefined
    let state: LiveState = 'loading'
    let raidView:
      | { update(screen: ReturnType<typeof raidScreenOf>): void; destroy(): void }
      | undefined
    let raidLoading = false
    const watching: { destroy(): void; player?: Player } = {
      destroy() {
        live.stop()
        raid.stop()
        raidView?.destroy()
        box?.destroy()
      },
    }
    live.on('live-status', ({ event }) => box?.player.setLiveStatus(event))
    live.on('stream-info', ({ streamInfo }) => box?.player.setStreamInfo(streamInfo))
    live.subscribe((snapshot) => {
      const next = liveStateOf(snapshot)
      if (next === 'loading' || next === state) return
      const first = state === 'loading'
      state = next
      raid.send({ type: 'LIVE', state: next })
      if (first) {
        // The player starts once the live's state is known: an ended live shows its box
        // rather than asking for a playlist that is not there.
        const { streamInfo, access } = snapshot.context
        box = mountBox(host, options, {
          src: liveMasterPlaylistUrl(channelId, origin),
          live: true,
          autoplay: true,
          ...(streamInfo && { streamInfo }),
          ...(access && { access }),
          fetchStreamInfo: () => client.live.getStreamInfo(channelId),
        })
        watching.player = box.player
        if (options.muted && !box.player.state().muted) box.player.toggleMute()
        forward(box.player, options)
        options.onEvent('ready', { channel: channelId, live: next === 'ON' })
      }
      if (next === 'ON') options.onEvent('online', { channel: channelId })
      else options.onEvent('offline', { channel: channelId, waiting: next === 'OFF_WAITING' })
    })
    raid.on('raid', (navigation) => {
      if (destroyed) return
      const target = navigation.channelId
      current?.destroy()
      current = watch(target)
      options.onEvent('raid', { from: channelId, to: target })
    })
    raid.subscribe((snapshot) => {
      const screen = raidScreenOf(snapshot)
      if (raidView) return raidView.update(screen)
      if (screen.state === 'hidden' || raidLoading || !box) return
      // The countdown's code loads the first time a raid shows.
      raidLoading = true
      const overlay = box.overlay
      import('@airwave/player/screens').then(
        ({ mountRaidScreen }) => {
          if (destroyed) return
          raidView = mountRaidScreen(overlay, {
            ...(options.locale && { locale: options.locale }),
            onGo: () => raid.send({ type: 'GO' }),
            onStay: () => raid.send({ type: 'STAY' }),
          })
          raidView.update(raidScreenOf(raid.getSnapshot()))
        },
        () => {
          raidLoading = false
        },
      )
    })
    live.start()
    raid.start()
    return watching
  }

  current = watch(options.channel)
  return {
    command(command) {
      if (current?.player) applyCommand(current.player, command)
    },
    destroy() {
      destroyed = true
      current?.destroy()
      realtime.stop()
    },
  }
}

/**
 * Mounts the embed's player in `host` (a box of the element's shadow root): a channel's live,
 * or a video. Its events go to `onEvent`; `command` takes the host's commands.
 *
 * @example const mounted = mountEmbedPlayer(box, { origin, channel: 'airwave', muted: false, frame: false, onEvent })
 */
export function mountEmbedPlayer(host: HTMLElement, options: EmbedPlayerOptions): Mounted {
  const style = document.createElement('style')
  style.textContent = accentStyle
  host.append(style)
  if (options.vod !== undefined) return mountVideo(host, { ...options, vod: options.vod })
  return mountLive(host, { ...options, channel: options.channel ?? '' })
}
