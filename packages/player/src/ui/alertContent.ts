import type { DialogAlert } from '../alerts/alerts'
import type { PlayerState } from '../player'
import type { PlayerAlertKey, PlayerStrings } from './strings'

/** A button of an alert; what pressing it does is the UI's business. */
export type AlertAction = 'ok' | 'agree' | 'back' | 'reload' | 'retry'

/** What the alert layer shows: one alert at a time, the most blocking. */
export interface AlertContent {
  key: PlayerAlertKey
  /** Dialogs stop the player and need an answer; boxes and errors inform. */
  role: 'alertdialog' | 'alert'
  title: string
  text: string
  code?: string
  actions: { action: AlertAction; label: string }[]
}

const dialogs: readonly DialogAlert[] = [
  'BLACK',
  'SUSPENDED',
  'DELETED',
  'VIEWER_SUSPENDED',
  'FORCED_LOGOUT',
]

/**
 * Picks the alert to show from the player's state: a dialog first (with OK), then a box (the
 * adult box with agree and back; OFF_WAITING's own words while the live waits for its end),
 * then a media error with its code (reload) or a network error (retry). Undefined when the
 * picture is free.
 *
 * @example alertContent(player.state(), defaultPlayerStrings)?.title
 */
export function alertContent(
  state: Pick<PlayerState, 'alerts' | 'live'>,
  strings: PlayerStrings,
): AlertContent | undefined {
  const { dialog, box, media } = state.alerts
  const make = (
    key: PlayerAlertKey,
    role: AlertContent['role'],
    actions: AlertAction[],
    code?: string,
  ): AlertContent => {
    const [title, text] = strings.alerts[key]
    return {
      key,
      role,
      title,
      text,
      ...(code !== undefined && { code: strings.errorCode.replace('{code}', code) }),
      actions: actions.map((action) => ({ action, label: strings[action] })),
    }
  }
  if (dialogs.includes(dialog)) return make(dialog as PlayerAlertKey, 'alertdialog', ['ok'])
  if (box === 'ADULT') return make('ADULT', 'alertdialog', ['agree', 'back'])
  if (box === 'OFF' && state.live?.status === 'OFF_WAITING') return make('OFF_WAITING', 'alert', [])
  if (box !== 'NONE') return make(box, 'alert', [])
  if (media?.kind === 'MEDIA_ERROR') return make('MEDIA_ERROR', 'alert', ['reload'], media.code)
  if (media) return make('NETWORK_ERROR', 'alert', ['retry'])
  return undefined
}
