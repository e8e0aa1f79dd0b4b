// @airwave/react/chat: the live chat and what it stands on (the page's socket, the live info).
// An entry of its own, with its own size budget: a page without a chat never loads the chat
// room, the socket client or the chat's words.

export { Chat, type ChatProps } from './chat/Chat'
export { ChatSettings, type ChatSettingsProps } from './chat/ChatSettings'
export { chatStyles } from './chat/chat.styles'
export {
  type ChatSettingsText,
  type ChatText,
  chatSettingsText,
  chatText,
  type Translate,
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
