import { type UserAction, userActionLog } from '@airwave/sdk/stats'
import { useCallback } from 'react'
import { useSite } from './siteContext'

/**
 * Logs a viewer's action (`useraction`) through the site's one log client; what each action
 * is logged as is the SDK's (`userActionLog`).
 *
 * @example const logAction = useUserActionLog(); logAction({ type: 'follow', channelId, source: 'video' })
 */
export function useUserActionLog(): (action: UserAction) => void {
  const { logs } = useSite()
  return useCallback((action) => logs.log('useraction', userActionLog(action)), [logs])
}
