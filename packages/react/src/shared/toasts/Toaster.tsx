import type { ToastPlace } from '@airwave/sdk'
import { useT } from '../i18n/useT'
import { TOAST_DURATION, ToastList } from './ToastList'

export { TOAST_DURATION } from './ToastList'

export interface ToasterProps {
  /** Default 'default'; the chat room, the gift and subscribe popups, widgets keep their own. */
  place?: ToastPlace
  /** Milliseconds each toast stays; default {@link TOAST_DURATION}. */
  duration?: number
}

/**
 * Shows the toasts of one place from the provider's SDK queue (at most two, no repeated text:
 * the SDK's rules) in a polite live region. Each leaves after `duration` or from its close
 * button; pointing at it or focusing it holds it, and the time starts over when left.
 *
 * @example
 * <AirwaveProvider client={client} onLoginRequired={login}>
 *   <Board />
 *   <Toaster />
 * </AirwaveProvider>
 */
export function Toaster({ place = 'default', duration = TOAST_DURATION }: ToasterProps) {
  const t = useT()
  return (
    <ToastList
      place={place}
      duration={duration}
      label={t('notifications')}
      closeLabel={t('close')}
    />
  )
}
