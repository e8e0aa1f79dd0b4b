import type { MutationObserverOptions, QueryClient } from '@tanstack/query-core'
import { blockedChannelIdsQuery, channelKeys } from '../channel/channel.queries'
import type { chatEndpoints } from '../contract/chat/chat.endpoints'
import {
  BAN_WORD_PAGE_SIZE,
  type NicknameColor,
  type StreamerChatInfo,
} from '../contract/chat/chat.schemas'
import type { ApiError } from '../core/apiError'
import { callQuery } from '../core/callQuery'
import type { ClientPart } from '../core/client'

type Endpoints = typeof chatEndpoints
/** The part of a bound client a query calls; a full client fits. */
type Needs<K extends keyof Endpoints> = ClientPart<'chat', Endpoints, K>

/**
 * Cache keys of a channel's chat settings, ban words and the member's rights in it.
 *
 * @example
 * queryClient.invalidateQueries({ queryKey: chatKeys.banWords('airwave') })
 */
export const chatKeys = {
  all: ['chat'] as const,
  info: (channelId: string) => ['chat', 'info', channelId] as const,
  me: (channelId: string) => ['chat', 'me', channelId] as const,
  banWords: (channelId: string) => ['chat', 'banWords', channelId] as const,
  banWordPage: (channelId: string, page: number) => ['chat', 'banWords', channelId, page] as const,
  blockedIds: () => channelKeys.blockedIds(),
}

/**
 * A channel's chat settings: notice, rules, ice and slow mode (the settings form reads it; the
 * chat room gets it itself, then from CHAT_INFO).
 *
 * @example
 * const info = await queryClient.fetchQuery(chatInfoQuery(client, 'airwave'))
 */
export function chatInfoQuery(client: Needs<'getChatInfo'>, channelId: string) {
  return callQuery(chatKeys.info(channelId), (signal) =>
    client.chat.getChatInfo(channelId, { signal }),
  )
}

/**
 * The signed-in member in a channel's chat: level, colour and rights. Load it only for a
 * signed-in member.
 *
 * @example
 * const me = await queryClient.fetchQuery(chatMeQuery(client, 'airwave'))
 */
export function chatMeQuery(client: Needs<'getChatMe'>, channelId: string) {
  return callQuery(chatKeys.me(channelId), (signal) => client.chat.getChatMe(channelId, { signal }))
}

/**
 * One page of a channel's ban words, 200 a page (the spec's page size), oldest first.
 *
 * @example
 * const page = await queryClient.fetchQuery(banWordPageQuery(client, 'airwave', 1))
 */
export function banWordPageQuery(client: Needs<'listBanWords'>, channelId: string, page: number) {
  return callQuery(chatKeys.banWordPage(channelId, page), (signal) =>
    client.chat.listBanWords(channelId, { page, limit: BAN_WORD_PAGE_SIZE }, { signal }),
  )
}

/**
 * The channel ids the member blocked (the channel domain's `blockedChannelIdsQuery`): the chat
 * leaves out their messages (accounts-platform.md section 4).
 *
 * @example
 * const blocked = await queryClient.fetchQuery(chatBlockedIdsQuery(client))
 */
export const chatBlockedIdsQuery = blockedChannelIdsQuery

/**
 * Saves changed chat settings (see `chatInfoPatch`); the saved settings answered replace the
 * cached ones.
 *
 * @example
 * const save = new MutationObserver(queryClient, updateChatInfoMutation(client, queryClient, 'airwave'))
 * await save.mutate({ isChatIce: true })
 */
export function updateChatInfoMutation(
  client: Needs<'updateChatInfo'>,
  queryClient: QueryClient,
  channelId: string,
): MutationObserverOptions<StreamerChatInfo, ApiError, Partial<StreamerChatInfo>> {
  return {
    mutationFn: (patch) => client.chat.updateChatInfo(channelId, patch),
    onSuccess: (saved) => queryClient.setQueryData(chatKeys.info(channelId), saved),
  }
}

// A change of a channel's ban words: once done, its ban-word pages are read again.
function banWordMutation<Output, Input>(
  queryClient: QueryClient,
  channelId: string,
  change: (input: Input) => Promise<Output>,
): MutationObserverOptions<Output, ApiError, Input> {
  return {
    mutationFn: change,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: chatKeys.banWords(channelId) }),
  }
}

/**
 * Adds a ban word, then refreshes the ban-word pages.
 *
 * @example
 * await new MutationObserver(queryClient, addBanWordMutation(client, queryClient, 'airwave')).mutate('spam')
 */
export function addBanWordMutation(
  client: Needs<'addBanWord'>,
  queryClient: QueryClient,
  channelId: string,
) {
  return banWordMutation(queryClient, channelId, (word: string) =>
    client.chat.addBanWord(channelId, { word: word.trim() }),
  )
}

/**
 * Removes a ban word by its index, then refreshes the ban-word pages.
 *
 * @example
 * await new MutationObserver(queryClient, removeBanWordMutation(client, queryClient, 'airwave')).mutate(3)
 */
export function removeBanWordMutation(
  client: Needs<'removeBanWord'>,
  queryClient: QueryClient,
  channelId: string,
) {
  return banWordMutation(queryClient, channelId, (banWordIdx: number) =>
    client.chat.removeBanWord(channelId, banWordIdx),
  )
}

/**
 * Saves the member's own nickname colour (one of the 26), then refreshes their rights in every
 * chat (`getChatMe` answers the colour shown there).
 *
 * @example
 * await new MutationObserver(queryClient, nicknameColorMutation(client, queryClient)).mutate('teal')
 */
export function nicknameColorMutation(
  client: Needs<'setNicknameColor'>,
  queryClient: QueryClient,
): MutationObserverOptions<unknown, ApiError, NicknameColor> {
  return {
    mutationFn: (color) => client.chat.setNicknameColor({ color }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: [...chatKeys.all, 'me'] }),
  }
}
