import type { Viewer } from '@airwave/sdk/community'
import {
  channelEmoticonListQuery,
  type EmoticonAccess,
  emoticonAccess,
  emoticonListQuery,
  needsChannelEmoticons,
  userEmoticonsQuery,
} from '@airwave/sdk/emoticon'
import { useQuery } from '@tanstack/react-query'
import { useMemo } from 'react'
import { useChannelInfo } from '../channel/useChannelInfo'
import { useAirwave, useCalls } from '../shared/provider/airwaveContext'

/** The SDK's emoticon access, with the streamer's name for the subscribe guide. */
export interface EmoticonCatalog extends EmoticonAccess {
  streamerName: string
}

/**
 * The emoticons of `channelId` for `viewer` from three queries: the default list (kept an
 * hour), the channel's subscriber emoticons (only for a non-subscriber of a monetized channel,
 * as the SDK's `needsChannelEmoticons` says) and, for a member, the ones they unlocked. The
 * rules (what is locked, what rich text may show) are the SDK's `emoticonAccess`.
 */
export function useEmoticonCatalog(channelId: string, viewer: Viewer): EmoticonCatalog {
  const { queryClient } = useAirwave()
  const client = useCalls('useEmoticonCatalog', 'emoticon')
  const viewerChannelId = viewer.status === 'member' ? viewer.channelId : undefined
  const groups = useQuery(emoticonListQuery(client), queryClient).data
  const info = useChannelInfo(channelId).data
  const channel = useQuery(
    {
      ...channelEmoticonListQuery(client, channelId),
      enabled: needsChannelEmoticons({
        channelId,
        viewerChannelId,
        isSubscriber: info?.myChannelRelatedInfo?.isSubscriber,
        isMonetized: info?.isMonetize === true || info?.isTemporaryMonetized === true,
      }),
    },
    queryClient,
  ).data
  const user = useQuery(
    {
      ...userEmoticonsQuery(client, channelId),
      enabled: viewerChannelId !== undefined && channelId !== '',
    },
    queryClient,
  ).data
  return useMemo(
    () => ({
      ...emoticonAccess({ groups, channel, user, viewerChannelId }),
      streamerName: channel?.nickName ?? info?.nickname ?? channelId,
    }),
    [groups, channel, user, viewerChannelId, channelId, info?.nickname],
  )
}
