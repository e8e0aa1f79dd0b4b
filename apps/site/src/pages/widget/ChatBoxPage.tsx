import type { ChatMessage } from '@airwave/sdk/chat'
import {
  CHAT_BOX_ANIMATIONS,
  TEST_CHAT_MAX_LENGTH,
  WIDGET_SETTING_LIMITS,
} from '@airwave/sdk/widget'
import { ChatBoxView } from '@airwave/widgets/overlays'
import { type FormEvent, useState } from 'react'
import { useWidgetWords } from '../../i18n/widget'
import { SendRow, useCallNote } from './callNote'
import {
  CheckField,
  LocaleField,
  LookFields,
  NumberField,
  Panel,
  SelectField,
  TextField,
} from './fields'
import { SettingsRow, useSettingsDraft } from './settingsDraft'
import { SingleWidgetPage, type WidgetSectionContext } from './WidgetFrame'
import type { WidgetClient } from './widgetAdmin'

const line = (
  id: number,
  viewerId: string,
  nickname: string,
  level: number,
  color: string,
  message: string,
): ChatMessage => ({
  type: 'CHAT_MESSAGE',
  logIdentity: `sample-${id}`,
  channelId: 'sample',
  viewerInfo: { viewerId, level, chatNickname: nickname },
  nicknameColor: color,
  message,
})

/** The preview's chat: a streamer, a manager, a subscriber and a viewer. */
const SAMPLE_CHAT: ChatMessage[] = [
  line(1, 'airwave', 'Airwave', 2, 'streamer', 'Welcome in, everyone!'),
  line(2, 'mina', 'Mina', 16, 'teal', 'first time catching the live, hi!'),
  line(3, 'kim', 'Kim', 4, 'manager', 'Reminder: be kind in chat.'),
  line(4, 'lee', 'Lee', 0, 'coral', 'that last round was unreal'),
  line(5, 'park', 'Park', 80, 'violet', 'gg'),
]

/**
 * The chat box's page (`/dashboard/widget/chatbox`): its URL and health, a test chat line,
 * and its look with a live preview.
 */
export function ChatBoxPage() {
  const words = useWidgetWords()
  return <SingleWidgetPage kind="chatbox" title={words.chatBox} Body={ChatBoxBody} />
}

function ChatBoxBody(context: WidgetSectionContext<'chatbox'>) {
  return (
    <>
      <TestChatPanel client={context.client} />
      <ChatSettingsPanel {...context} />
    </>
  )
}

function TestChatPanel({ client }: { client: WidgetClient }) {
  const words = useWidgetWords()
  const [message, setMessage] = useState('Hello from the emulator!')
  const { note, run } = useCallNote()
  const send = (event: FormEvent) => {
    event.preventDefault()
    if (!message.trim()) return
    void run(async () => {
      await client.test({ kind: 'chatbox', message })
      return words.testChatSent
    })
  }
  return (
    <Panel title={words.testHeading}>
      <form className="aw-site-form" onSubmit={send}>
        <TextField
          label={words.testChatLine}
          value={message}
          maxLength={TEST_CHAT_MAX_LENGTH}
          onChange={setMessage}
        />
        <SendRow label={words.testChatSend} note={note} />
      </form>
    </Panel>
  )
}

function ChatSettingsPanel(context: WidgetSectionContext<'chatbox'>) {
  const words = useWidgetWords()
  const draft = useSettingsDraft(context)
  const { draft: settings, set, field } = draft
  return (
    <SettingsRow draft={draft} preview={<ChatBoxView entries={SAMPLE_CHAT} settings={settings} />}>
      <div className="aw-site-widget-fields">
        <LookFields value={settings} size={WIDGET_SETTING_LIMITS.chatbox.textSize} onChange={set} />
        <NumberField
          label={words.chatMaxLines}
          {...field('maxLines')}
          {...WIDGET_SETTING_LIMITS.chatbox.maxLines}
        />
        <NumberField
          label={words.chatHideAfter}
          {...field('hideAfter')}
          {...WIDGET_SETTING_LIMITS.chatbox.hideAfter}
        />
        <SelectField
          label={words.animation}
          {...field('animation')}
          options={CHAT_BOX_ANIMATIONS.map((value) => ({
            value,
            label: words[`animation_${value}`],
          }))}
        />
        <CheckField
          label={words.chatBadges}
          checked={settings.showBadges}
          onChange={(showBadges) => set({ showBadges })}
        />
        <CheckField
          label={words.chatNicknameColor}
          checked={settings.nicknameColor}
          onChange={(nicknameColor) => set({ nicknameColor })}
        />
        <LocaleField {...field('locale')} />
      </div>
    </SettingsRow>
  )
}
