import type { LiveStatus } from '../live/liveStatus.reducer'
import type { AlertState } from '../recovery/hlsRecovery.reducer'
import {
  type AdultConsent,
  type AlertBox,
  alertBoxFor,
  type DialogAlert,
  type DialogAlertInput,
  dialogAlertFor,
} from './alerts'

/**
 * What the host knows about the viewer and the channel, beyond the stream itself: the error that
 * entering the channel answered with, blocks, the viewer's own account, adult flags, a popup.
 *
 * @example player.setAccess({ errorCode: 'CHA43005' }) // the COUNTRY_RESTRICT box
 */
export interface PlayerAccess extends DialogAlertInput {
  streamIsAdult?: boolean
  channelIsAdult?: boolean
  /** The player moved into a popup window; this one stands down. */
  poppedOut?: boolean
}

/** Everything that can stand between the viewer and the picture, most blocking first. */
export interface PlayerAlerts {
  dialog: DialogAlert
  box: AlertBox
  /** Recovery gave up: MEDIA_ERROR (reload) online, NETWORK_ERROR (retry) offline. */
  media?: AlertState
}

export interface PlayerAlertsInput {
  access: PlayerAccess
  adultConsent: AdultConsent
  /** Undefined for a video on demand. */
  live?: {
    status: LiveStatus
    alertBox: 'NONE' | 'OFF' | 'OFF_FORCE'
    dialogAlert: 'NONE' | 'SUSPENDED'
  }
  media?: AlertState
}

/** The boxes of a live that is off: nothing to play, and the controls stay usable. */
export const isOffBox = (box: AlertBox): boolean =>
  box === 'OFF' || box === 'OFF_FORCE' || box === 'OFFLINE'

// An end seen here says how it ended; a live off since the start (no end event) is offline.
const endedOf = (box: 'NONE' | 'OFF' | 'OFF_FORCE') =>
  box === 'OFF_FORCE' ? 'forced' : box === 'OFF' ? 'normal' : 'never'

/**
 * Combines the host's access facts, the live status and recovery into what the player shows.
 * A live that is off since the player started shows the offline box, one that ended the off box
 * (OFF_FORCE when forced), one waiting for its end the off box with its own words; and
 * a media error under an off box or a dialog is not shown: the stream is not expected to play.
 *
 * @example
 * playerAlerts({ access: {}, adultConsent: 'pending', live: { status: 'OFF', alertBox: 'NONE', dialogAlert: 'NONE' } })
 * // { dialog: 'NONE', box: 'OFFLINE' }
 */
export function playerAlerts(input: PlayerAlertsInput): PlayerAlerts {
  const { access, live } = input
  const channelDialog = dialogAlertFor(access)
  const dialog = channelDialog === 'NONE' && live ? live.dialogAlert : channelDialog
  const off = live && live.status !== 'ON' && dialog === 'NONE'
  const box = alertBoxFor({
    ...access,
    adultConsent: input.adultConsent,
    ...(live && { liveStatus: live.status === 'OFF_WAITING' ? 'OFF_WAITING' : live.status }),
    ...(off && live.status === 'OFF' && { ended: endedOf(live.alertBox) }),
  })
  // Waiting for the end still shows the off state; its wording says the streamer may be back.
  const shown = off && live.status === 'OFF_WAITING' && box === 'NONE' ? 'OFF' : box
  const blocked = dialog !== 'NONE' || isOffBox(shown)
  return { dialog, box: shown, ...(input.media && !blocked && { media: input.media }) }
}
