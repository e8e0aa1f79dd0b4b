import { ChatSettings } from '@airwave/react/chat'
import { Link } from 'react-router'
import { useModerationText } from '../../i18n/moderation'
import { DashboardPage } from '../../layout/DashboardPage'

/**
 * `/dashboard/chat/chat-ban`: the channel's chat ban words (200 a page, add, remove), the kit's
 * own list. `/dashboard/chat` keeps the notice, the rules, ice, slow mode and URL chat; each
 * page links the other, so nothing is on both.
 */
export function ChatBanPage() {
  const words = useModerationText()
  return (
    <DashboardPage permission="chat" title={words.chatBanTitle}>
      {(channelId) => (
        <div className="aw-site-moderation">
          <p className="aw-site-muted">
            {words.chatBanBody} <Link to="/dashboard/chat">{words.chatSettingsLink}</Link>
          </p>
          <ChatSettings channelId={channelId} part="banWords" />
        </div>
      )}
    </DashboardPage>
  )
}
