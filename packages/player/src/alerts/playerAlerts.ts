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

/**
 * Combines the host's access facts, the live status and recovery into what the player shows.
 * A live that is off (or waiting for its end) shows the off box even before any end event, and
 * a media error under an off box or a dialog is not shown: the stream is not expected to play.
 *
 * @example
 * playerAlerts({ access: {}, adultConsent: 'pending', live: { status: 'OFF', alertBox: 'NONE', dialogAlert: 'NONE' } })
 * // { dialog: 'NONE', box: 'OFF' }
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
    ...(off &&
      live.status === 'OFF' && { ended: live.alertBox === 'OFF_FORCE' ? 'forced' : 'normal' }),
  })
  // Waiting for the end still shows the off state; its wording says the streamer may be back.
  const shown = off && live.status === 'OFF_WAITING' && box === 'NONE' ? 'OFF' : box
  const blocked = dialog !== 'NONE' || shown === 'OFF' || shown === 'OFF_FORCE'
  return { dialog, box: shown, ...(input.media && !blocked && { media: input.media }) }
}
