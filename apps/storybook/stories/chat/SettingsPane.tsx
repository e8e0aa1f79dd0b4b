import { ChatSettings, type ChatSettingsProps } from '@airwave/react/chat'
import { useViewer } from '../../src/decorators/withAirwave'

/** The chat settings as the toolbar's role sees them, in a dashboard's column. */
export function SettingsPane(props: Omit<ChatSettingsProps, 'viewer'>) {
  return (
    <div style={{ maxWidth: 640 }}>
      <ChatSettings {...props} viewer={useViewer()} />
    </div>
  )
}
