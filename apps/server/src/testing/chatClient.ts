import { createClient } from '@airwave/sdk'
import { channelEndpoints } from '@airwave/sdk/channel'
import { chatEndpoints } from '@airwave/sdk/chat'

/**
 * The SDK's client over the chat and channel endpoints; with a token, every call carries it.
 *
 * @example
 * const chat = chatClient(server.url, owner.token)
 * await chat.chat.sendMessage('owner', { message: 'hi' })
 */
export function chatClient(baseUrl: string, token?: string) {
  const signed: typeof fetch = (input, init) =>
    fetch(input, {
      ...init,
      headers: { ...(init?.headers as Record<string, string>), authorization: `Bearer ${token}` },
    })
  return createClient({
    baseUrl,
    endpoints: { chat: chatEndpoints, channel: channelEndpoints },
    ...(token ? { fetch: signed } : {}),
  })
}
