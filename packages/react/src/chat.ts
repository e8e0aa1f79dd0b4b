// @airwave/react/chat: the live chat and what it stands on (the page's socket, the live info).
// An entry of its own, with its own size budget: a page without a chat never loads the chat
// room, the socket client or the chat's words. What an app with its own client binds for them
// (the chat and live calls, the page's socket) is re-exported, as the main entry re-exports the
// community's.

export { chatEndpoints } from '@airwave/sdk/chat'
export type { Translate } from '@airwave/sdk/i18n'
export { liveEndpoints } from '@airwave/sdk/live'
export { createRealtime, type Realtime, type RealtimeOptions } from '@airwave/sdk/realtime'
export { Chat, type ChatProps } from './chat/Chat'
export { ChatSettings, type ChatSettingsProps } from './chat/ChatSettings'
export { chatStyles } from './chat/chat.styles'
export { chatSettingsStyles } from './chat/chatSettings.styles'
export {
  type ChatSettingsText,
  type ChatText,
  chatSettingsText,
  chatText,
} from './chat/chatText'
export {
  type ChatRoomHandle,
  type ChatRoomState,
  type UseChatOptions,
  useChat,
} from './chat/useChat'
export { type ChatSettingsHandle, useChatSettings } from './chat/useChatSettings'
export { type LiveInfo, type UseLiveInfoOptions, useLiveInfo } from './live/useLiveInfo'
export { type SocketStatus, useSocketStatus } from './realtime/useSocketStatus'
