import { focusManager, onlineManager } from '@tanstack/query-core'
import { fromCallback } from 'xstate'

// Its own module: the query layer reads the retry rule (serverReach) without loading xstate.
/**
 * An actor that sends `{ type: 'RETRY' }` to its parent when the browser comes back online or the
 * window regains focus: query-core's `onlineManager` and `focusManager`, the cues react-query
 * refetches on, so a machine's screen and the app's queries come back together. It listens only
 * while invoked (a failed state), and touches no DOM before.
 *
 * @example
 * failed: { invoke: { src: 'recoveryCues' }, on: { RETRY: 'loading' } }
 */
export const recoveryCues = fromCallback<{ type: string }>(({ sendBack }) => {
  const retry = (back: boolean) => {
    if (back) sendBack({ type: 'RETRY' })
  }
  const offOnline = onlineManager.subscribe(retry)
  const offFocus = focusManager.subscribe(retry)
  return () => {
    offOnline()
    offFocus()
  }
})
