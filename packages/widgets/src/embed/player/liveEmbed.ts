import type { Player } from '@airwave/player'
import { createClient } from '@airwave/sdk'
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
import { createActor } from 'xstate'
import type { Mounted } from '../mounted'
import { absolutePaths } from '../platformPaths'
import { applyCommand } from './commands'
import { type Box, clientId, type EmbedPlayerOptions, forward, mountBox } from './playerBox'

/**
 * A channel's live in the embed, as on the channel page: its status from the socket (the SDK's
 * live-status machine: ON, OFF, OFF_WAITING, stream info refetched when it starts), the
 * player's alerts, and the raid autoplay: a raid counts down over the picture and then plays
 * the raided channel here, in place (a `raid` event tells the host).
 */
export function mountLive(
  host: HTMLElement,
  options: EmbedPlayerOptions & { channel: string },
): Mounted {
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
