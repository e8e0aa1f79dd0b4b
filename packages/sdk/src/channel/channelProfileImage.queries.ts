import type { MutationObserverOptions, QueryClient } from '@tanstack/query-core'
import { accountKeys } from '../account/account.queries'
import { communityKeys } from '../community/community.queries'
import type { channelEndpoints } from '../contract/channel/channel.endpoints'
import type { ChannelInfo } from '../contract/channel/channel.schemas'
import type { ChannelProfileImage } from '../contract/channel/channelProfileImage.schemas'
import type { ApiError } from '../core/apiError'
import { refreshCardLists } from '../core/cardLists'
import type { ClientPart } from '../core/client'
import { channelKeys } from './channel.queries'

type Endpoints = typeof channelEndpoints
type Needs<K extends keyof Endpoints> = ClientPart<'channel', Endpoints, K>
type Cache = Pick<QueryClient, 'setQueryData' | 'invalidateQueries'>

/** A profile image to upload: the image file and, optionally, its name. */
export interface ProfileImageUpload {
  file: Blob
  fileName?: string
}

/**
 * The channel's picture shows wherever the channel does: its info (the dashboard, the channel
 * page), the member's own channel (the header, the dashboard's picker), the account's channel
 * switch, the card lists and the community's posts and comments. The new address is written on
 * the channel's info at once, then all of these are read again.
 */
function pictureChanged(queryClient: Cache, channelId: string, picture: ChannelProfileImage) {
  queryClient.setQueryData<ChannelInfo>(channelKeys.info(channelId), (info) =>
    info ? { ...info, channelProfileImg: picture.channelProfileImg } : info,
  )
  return Promise.all([
    // Every cached info of a channel, whatever the spelling of its id a page asked with.
    queryClient.invalidateQueries({ queryKey: channelKeys.info(channelId).slice(0, 2) }),
    queryClient.invalidateQueries({ queryKey: channelKeys.mine() }),
    queryClient.invalidateQueries({ queryKey: accountKeys.channels() }),
    queryClient.invalidateQueries({ queryKey: communityKeys.all }),
    refreshCardLists(queryClient),
  ])
}

/**
 * Uploads the profile image of the member's own channel (`channelId`, theirs).
 *
 * @example mutate({ file: input.files[0], fileName: input.files[0].name })
 */
export function uploadProfileImageMutation(
  client: Needs<'uploadProfileImage'>,
  queryClient: Cache,
  channelId: string,
): MutationObserverOptions<ChannelProfileImage, ApiError, ProfileImageUpload> {
  return {
    mutationFn: ({ file, fileName }) => {
      const form = new FormData()
      form.append('file', file, fileName ?? 'profile')
      return client.channel.uploadProfileImage(form)
    },
    onSuccess: (picture) => pictureChanged(queryClient, channelId, picture),
  }
}

/**
 * Removes the profile image of the member's own channel: it shows its generated picture again.
 *
 * @example mutate()
 */
export function deleteProfileImageMutation(
  client: Needs<'deleteProfileImage'>,
  queryClient: Cache,
  channelId: string,
): MutationObserverOptions<ChannelProfileImage, ApiError, void> {
  return {
    mutationFn: () => client.channel.deleteProfileImage(),
    onSuccess: (picture) => pictureChanged(queryClient, channelId, picture),
  }
}
