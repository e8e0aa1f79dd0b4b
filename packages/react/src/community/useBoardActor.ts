import { channelKeys } from '@airwave/sdk/channel'
import type { BoardEmitted, Viewer } from '@airwave/sdk/community'
import { type Emitter, useActorEvent } from '../shared/actors/useActorEvent'
import { useViewerSync } from '../shared/actors/useViewerSync'
import { useT } from '../shared/i18n/useT'
import { useAirwave } from '../shared/provider/airwaveContext'

/** The part of a community machine's actor this hook uses. */
interface BoardActor extends Emitter<BoardEmitted> {
  send(event: { type: 'VIEWER'; viewer: Viewer }): void
  getSnapshot(): { context: { viewer: Viewer } }
}

/**
 * Connects a community machine to the provider: `login-required` opens the login prompt,
 * `toast` goes to the toast queue, `rate-limited` (429) shows the "slow down" toast,
 * `unreachable` says the server can't be reached, `blocked` refreshes the block list, and every event reaches
 * `onEvent`. A viewer that signs in or out is sent to the machine as `VIEWER`.
 */
export function useBoardActor(
  actor: BoardActor,
  viewer: Viewer,
  onEvent: ((event: BoardEmitted) => void) | undefined,
) {
  const { promptLogin, toastQueue, queryClient } = useAirwave()
  const t = useT()
  useActorEvent(actor, '*', (event) => {
    if (event.type === 'login-required') promptLogin()
    else if (event.type === 'toast') toastQueue.show(event.message, event.place)
    else if (event.type === 'rate-limited') toastQueue.show(t('toastRateLimited'))
    else if (event.type === 'unreachable') toastQueue.show(t('unreachable'))
    else if (event.type === 'blocked')
      queryClient.invalidateQueries({ queryKey: channelKeys.blocked() })
    onEvent?.(event)
  })
  useViewerSync(actor, viewer)
}
