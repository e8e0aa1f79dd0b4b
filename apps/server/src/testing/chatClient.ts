import { channelEndpoints } from '@airwave/sdk/channel'
import { chatEndpoints } from '@airwave/sdk/chat'
import { signedClient } from './sdkClient'

/**
 * The SDK's client over the chat and channel endpoints; with a token, every call carries it.
 *
 * @example
 * const chat = chatClient(server.url, owner.token)
 * await chat.chat.sendMessage('owner', { message: 'hi' })
 */
export function chatClient(baseUrl: string, token?: string) {
  return signedClient(baseUrl, { chat: chatEndpoints, channel: channelEndpoints }, token)
}
