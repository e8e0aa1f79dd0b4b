import { useEffect } from 'react'
import { useSite } from './siteContext'

/**
 * Logs that the page shows a channel's chat (`cin`) and stops showing it (`cout`), through the
 * site's one log client: the statistics count the chat's audience beside the player's.
 *
 * @example useChatPresenceLog(channelId)
 */
export function useChatPresenceLog(channelId: string): void {
  const { logs } = useSite()
  useEffect(() => {
    logs.log('cin', { channelId })
    return () => logs.log('cout', { channelId })
  }, [logs, channelId])
}
