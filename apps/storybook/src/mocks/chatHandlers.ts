import { chatEndpoints } from '@airwave/sdk/contract'
import { chat } from './chat'
import { route } from './route'

const c = chatEndpoints

/** The chat's calls, answered by the in-memory chat (`chat.ts`). */
export const chatHandlers = [
  route('getChatInfo', c.getChatInfo, () => chat.getChatInfo()),
  route('updateChatInfo', c.updateChatInfo, ({ viewer, body }) =>
    chat.updateChatInfo(viewer, body),
  ),
  route('listBanWords', c.listBanWords, ({ viewer, query }) => chat.listBanWords(viewer, query)),
  route('addBanWord', c.addBanWord, ({ viewer, body }) => chat.addBanWord(viewer, body.word)),
  route('removeBanWord', c.removeBanWord, ({ viewer, params }) =>
    chat.removeBanWord(viewer, Number(params.banWordIdx)),
  ),
  route('sendMessage', c.sendMessage, ({ viewer, body }) => chat.sendMessage(viewer, body.message)),
  route('listMessages', c.listMessages, ({ viewer }) => chat.listMessages(viewer)),
  route('deleteMessage', c.deleteMessage, ({ viewer, params }) =>
    chat.deleteMessage(viewer, params.logIdentity ?? ''),
  ),
  route('blindMessage', c.blindMessage, ({ viewer, params }) =>
    chat.blindMessage(viewer, params.logIdentity ?? ''),
  ),
  route('chatAction', c.chatAction, ({ viewer, body }) =>
    chat.chatAction(viewer, body.targetChannelId, body.action, body.minutes),
  ),
  route('reportMessage', c.reportMessage, ({ viewer, params }) =>
    chat.reportMessage(viewer, params.logIdentity ?? ''),
  ),
  route('listChatBlocks', c.listChatBlocks, ({ viewer }) => chat.listChatBlocks(viewer)),
  route('getChatMe', c.getChatMe, ({ viewer }) => chat.getChatMe(viewer)),
  route('setNicknameColor', c.setNicknameColor, () => chat.setNicknameColor()),
]
