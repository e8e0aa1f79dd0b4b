import { ChatSettings } from '@airwave/react/chat'
import { Link } from 'react-router'
import { useSite } from '../app/siteContext'
import { useModerationText } from '../i18n/moderation'
import { DashboardPage } from '../layout/DashboardPage'

/**
 * The streamer's chat settings (`/dashboard/chat`): notice, rules, ice mode, URL chat and slow
 * mode, for the signed-in member's own channel. The ban words have their page
 * (`/dashboard/chat/chat-ban`), linked here. The server checks every change.
 */
export function DashboardChatPage() {
  const { text } = useSite()
  const words = useModerationText()
  return (
    <DashboardPage permission="chat" title={text.dashboardChatTitle}>
      {(channelId) => (
        <>
          <p>
            <Link to="/dashboard/chat/chat-ban">{words.banWordsLink}</Link>
          </p>
          <ChatSettings channelId={channelId} part="settings" />
        </>
      )}
    </DashboardPage>
  )
}
