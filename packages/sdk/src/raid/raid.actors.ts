import { fromCallback } from 'xstate'
import type { liveEndpoints } from '../contract/live/live.endpoints'
import type { Raid } from '../contract/raid/raid.schemas'
import { sameChannelId } from '../core/channelId'
import type { BoundGroups } from '../core/client'
import { type CallArgs, fromCall } from '../core/fromCall'
import type { Realtime } from '../realtime/createRealtime'

/** The part of the page's real-time connection the raid machines use. */
export type RaidRealtime = Pick<Realtime, 'enter' | 'on'>

/**
 * The `raidFeed` actor of {@link raidMachine}: enters the channel on the page's socket (left
 * again when the machine stops or switches channel) and passes on its room's VIEWER_RAID. An
 * event that names another raiding channel (a page in two rooms) is not this one's.
 *
 * @example raidMachine.provide({ actors: { raidFeed: raidFeed(realtime) } })
 */
export function raidFeed(realtime: RaidRealtime) {
  return fromCallback<{ type: string }, { channelId: string }>(({ input, sendBack }) => {
    const { channelId } = input
    const off = realtime.on('VIEWER_RAID', (event) => {
      if (event.channelId !== undefined && !sameChannelId(event.channelId, channelId)) return
      sendBack({ type: 'FEED.RAID', raidChannelData: event.raidChannelData })
    })
    const leave = realtime.enter(channelId)
    return () => {
      off()
      leave()
    }
  })
}

/**
 * The actors of {@link raidMachine} over the page's socket.
 *
 * @example raidMachine.provide({ actors: raidActors({ realtime }) })
 */
export function raidActors({ realtime }: { realtime: RaidRealtime }) {
  return { raidFeed: raidFeed(realtime) }
}

/** The part of a bound client a streamer's raid calls; a full client fits. */
export type RaidLauncherClient = {
  live: Pick<BoundGroups<{ live: typeof liveEndpoints }>['live'], 'viewerRaid'>
}

/**
 * The actors of {@link raidLauncherMachine}: RAID_AVAILABILITY from the streamer's signed-in
 * socket (the server sends it to the member, whichever page they are on), and the raid call.
 *
 * @example raidLauncherMachine.provide({ actors: raidLauncherActors({ realtime, client }) })
 */
export function raidLauncherActors({
  realtime,
  client,
}: {
  realtime: Pick<Realtime, 'on'>
  client: RaidLauncherClient
}) {
  return {
    availabilityFeed: fromCallback<{ type: string }>(({ sendBack }) =>
      realtime.on('RAID_AVAILABILITY', ({ isRaidAvailable }) =>
        sendBack({ type: 'FEED.AVAILABILITY', isRaidAvailable }),
      ),
    ),
    startRaid: fromCall(
      ({ input, signal }: CallArgs<{ raidChannelId: string }>): Promise<Raid> =>
        client.live.viewerRaid({ raidChannelId: input.raidChannelId }, { signal }),
    ),
  }
}
