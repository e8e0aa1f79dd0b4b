/** Full-screen dialogs that stop the player (spec "Player alert states"). */
export type DialogAlert =
  | 'NONE'
  | 'BLACK'
  | 'SUSPENDED'
  | 'DELETED'
  | 'VIEWER_SUSPENDED'
  | 'FORCED_LOGOUT'

/** Boxes drawn over the player (spec "Alert-box states"). */
export type AlertBox =
  | 'NONE'
  | 'OFFLINE'
  | 'OFF'
  | 'OFF_FORCE'
  | 'ADULT'
  | 'COUNTRY_RESTRICT'
  | 'PLAYER_POPUP'

/** The error codes the alerts react to (spec section 8). @example ALERT_ERROR_CODES.deletedChannel // 'CHA30071' */
const ALERT_ERROR_CODES = {
  deletedChannel: 'CHA30071',
  suspendedChannel: 'CHA30068',
  blacklisted: 'CHA30016',
  categoryRestrictedInRegion: 'CHA43005',
} as const

export interface DialogAlertInput {
  /** Code of the error that entering the channel answered with, if any. */
  errorCode?: string
  /** `myChannelRelatedInfo.isBlock`: the channel blocked this viewer. */
  isBlock?: boolean
  /** The viewer's own account was suspended (an event from the session). */
  viewerSuspended?: boolean
  /** The session was ended elsewhere. */
  forcedLogout?: boolean
}

/**
 * Which dialog the player shows. The viewer's own situation comes first (forced logout, then
 * suspension), then the channel's: deleted, suspended, viewer blacklisted.
 *
 * @example dialogAlertFor({ errorCode: 'CHA30071' }) // 'DELETED'
 */
export function dialogAlertFor(input: DialogAlertInput): DialogAlert {
  if (input.forcedLogout) return 'FORCED_LOGOUT'
  if (input.viewerSuspended) return 'VIEWER_SUSPENDED'
  if (input.errorCode === ALERT_ERROR_CODES.deletedChannel) return 'DELETED'
  if (input.errorCode === ALERT_ERROR_CODES.suspendedChannel) return 'SUSPENDED'
  if (input.errorCode === ALERT_ERROR_CODES.blacklisted || input.isBlock) return 'BLACK'
  return 'NONE'
}

/** Where the viewer stands on the adult notice. */
export type AdultConsent = 'pending' | 'agreed'

export interface AlertBoxInput {
  errorCode?: string
  /** Live status; OFF and OFF_FORCE boxes come from `ended`. */
  liveStatus?: 'ON' | 'OFF' | 'OFF_WAITING'
  /**
   * Why the live is off: `normal` (an end seen here) shows OFF, `forced` OFF_FORCE, `never`
   * (off since the player started, no end seen) OFFLINE.
   */
  ended?: 'normal' | 'forced' | 'never'
  streamIsAdult?: boolean
  channelIsAdult?: boolean
  adultConsent?: AdultConsent
  /** The player moved into a popup window; this one stands down. */
  poppedOut?: boolean
}

/**
 * Whether the adult notice shows: the stream or the channel is adult, the viewer has not
 * agreed yet, and the live is not waiting for its end.
 *
 * @example isAdultAlertShown({ streamIsAdult: true, liveStatus: 'ON' }) // true
 */
export function isAdultAlertShown(input: AlertBoxInput): boolean {
  return (
    (input.streamIsAdult === true || input.channelIsAdult === true) &&
    input.adultConsent !== 'agreed' &&
    input.liveStatus !== 'OFF_WAITING'
  )
}

/**
 * Which box covers the player, most blocking first: a region restriction, the live's end,
 * the adult notice, then the popup notice.
 *
 * @example alertBoxFor({ errorCode: 'CHA43005' }) // 'COUNTRY_RESTRICT'
 */
export function alertBoxFor(input: AlertBoxInput): AlertBox {
  if (input.errorCode === ALERT_ERROR_CODES.categoryRestrictedInRegion) return 'COUNTRY_RESTRICT'
  if (input.liveStatus === 'OFF' && input.ended === 'forced') return 'OFF_FORCE'
  if (input.liveStatus === 'OFF' && input.ended === 'normal') return 'OFF'
  if (input.liveStatus === 'OFF' && input.ended === 'never') return 'OFFLINE'
  if (isAdultAlertShown(input)) return 'ADULT'
  if (input.poppedOut) return 'PLAYER_POPUP'
  return 'NONE'
}

/**
 * The viewer's answer to the adult notice: agreeing clears it; going back leaves the page
 * (the host navigates) and the notice stays for next time.
 *
 * @example answerAdultAlert('back') // { consent: 'pending', leave: true }
 */
export function answerAdultAlert(answer: 'agree' | 'back'): {
  consent: AdultConsent
  leave: boolean
} {
  return answer === 'agree'
    ? { consent: 'agreed', leave: false }
    : { consent: 'pending', leave: true }
}
