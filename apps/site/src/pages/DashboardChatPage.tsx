import { ChatSettings } from '@airwave/react/chat'
import { useSite } from '../app/siteContext'
import { DashboardPage } from '../layout/DashboardPage'

/**
 * The streamer's chat settings (`/dashboard/chat`): notice, rules, ice mode, URL chat, slow
 * mode and ban words, for the signed-in member's own channel. The server checks every change.
 */
export function DashboardChatPage() {
  const { text } = useSite()
  return (
    <DashboardPage title={text.dashboardChatTitle}>
      {(channelId) => <ChatSettings channelId={channelId} />}
    </DashboardPage>
  )
}
