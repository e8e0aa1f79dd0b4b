import type { LiveStatus, LiveStatusContext } from '../live/liveStatus.reducer'
import type { AlertState } from '../recovery/hlsRecovery.reducer'
import type { AdultConsent } from './alerts'
import { isOffBox, type PlayerAccess, type PlayerAlerts, playerAlerts } from './playerAlerts'

/** The live status as the gate reads it, straight from the live status machine. */
export interface LiveAlertSource {
  status: LiveStatus
  context: Pick<LiveStatusContext, 'alertBox' | 'dialogAlert'>
}

/** What the player knows of the viewer and the channel, and what it lets play. */
export interface AlertGate {
  /** Merges facts the host learned (an error code, a block, a suspension…). */
  setAccess(next: PlayerAccess): void
  /** Stream info's `isAdult` becomes the stream's adult flag. */
  noteStreamInfo(info: { isAdult?: boolean }): void
  answerAdult(answer: 'agree' | 'back'): void
  alerts(media?: AlertState): PlayerAlerts
  /** A dialog, the adult notice, a region restriction or a popup elsewhere: nothing may play. */
  blocked(): boolean
}

/**
 * Holds the host's access facts and the adult consent, and combines them with the live status
 * into the alerts shown. An ended live does not block: it has nothing to play, and its controls
 * (volume, fullscreen) stay usable.
 *
 * @example
 * const gate = createAlertGate({ errorCode: 'CHA43005' }, () => undefined)
 * gate.blocked() // true: COUNTRY_RESTRICT
 */
export function createAlertGate(
  initial: PlayerAccess = {},
  live: () => LiveAlertSource | undefined,
): AlertGate {
  let access: PlayerAccess = { ...initial }
  let adultConsent: AdultConsent = 'pending'
  const alerts = (media?: AlertState) => {
    const source = live()
    return playerAlerts({
      access,
      adultConsent,
      ...(source && {
        live: {
          status: source.status,
          alertBox: source.context.alertBox,
          dialogAlert: source.context.dialogAlert,
        },
      }),
      ...(media && { media }),
    })
  }
  return {
    setAccess(next) {
      access = { ...access, ...next }
    },
    noteStreamInfo(info) {
      if (info.isAdult !== undefined) access = { ...access, streamIsAdult: info.isAdult }
    },
    answerAdult(answer) {
      if (answer === 'agree') adultConsent = 'agreed'
    },
    alerts,
    blocked() {
      const { dialog, box } = alerts()
      return dialog !== 'NONE' || (box !== 'NONE' && !isOffBox(box))
    },
  }
}
