import type { ApiError } from '@airwave/sdk'
import {
  type ChatMe,
  type ChatSettingsRights,
  chatInfoQuery,
  chatMeQuery,
  chatSettingsRights,
  type StreamerChatInfo,
  updateChatInfoMutation,
} from '@airwave/sdk/chat'
import {
  type UseMutationResult,
  type UseQueryResult,
  useMutation,
  useQuery,
} from '@tanstack/react-query'
import { useAirwave, useCalls } from '../shared/provider/airwaveContext'

export interface ChatSettingsHandle {
  info: UseQueryResult<StreamerChatInfo>
  me: UseQueryResult<ChatMe>
  /** What the member may change (the SDK's `chatSettingsRights` over `me`). */
  rights: ChatSettingsRights
  /** Saves a patch (`chatInfoPatch`); the answer replaces the cached settings. */
  save: UseMutationResult<StreamerChatInfo, ApiError, Partial<StreamerChatInfo>>
}

/**
 * A channel's chat settings for its streamer or managers: the saved settings, the member's
 * rights in the chat, and the save. `enabled` false for an anonymous viewer (nothing loads).
 *
 * @example
 * const { info, rights, save } = useChatSettings('airwave')
 * save.mutate({ slowModeSeconds: 10 })
 */
export function useChatSettings(channelId: string, enabled = true): ChatSettingsHandle {
  const { queryClient } = useAirwave()
  const client = useCalls('useChatSettings', 'chat')
  const info = useQuery({ ...chatInfoQuery(client, channelId), enabled }, queryClient)
  const me = useQuery({ ...chatMeQuery(client, channelId), enabled }, queryClient)
  const save = useMutation(updateChatInfoMutation(client, queryClient, channelId), queryClient)
  return { info, me, rights: chatSettingsRights(me.data), save }
}
