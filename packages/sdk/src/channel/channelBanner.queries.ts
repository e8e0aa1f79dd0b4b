import type { MutationObserverOptions, QueryClient } from '@tanstack/query-core'
import type { channelEndpoints } from '../contract/channel/channel.endpoints'
import type { ChannelInfo } from '../contract/channel/channel.schemas'
import type { BannerShown, ChannelBanner } from '../contract/channel/channelBanner.schemas'
import type { ApiError } from '../core/apiError'
import type { ClientPart } from '../core/client'
import { channelKeys } from './channel.queries'

type Endpoints = typeof channelEndpoints
type Needs<K extends keyof Endpoints> = ClientPart<'channel', Endpoints, K>
type Cache = Pick<QueryClient, 'setQueryData' | 'invalidateQueries'>

/** A banner to upload: the image file and, optionally, where a click on it leads. */
export interface BannerUpload {
  file: Blob
  fileName?: string
  linkUrl?: string
}

// Banners travel on the channel info (`channelInfoQuery`): each change writes it there, so the
// dashboard and the channel page see it at once, then refreshes it from the server.
const patchInfo = (
  queryClient: Cache,
  channelId: string,
  change: (info: ChannelInfo) => ChannelInfo,
) => {
  queryClient.setQueryData<ChannelInfo>(channelKeys.info(channelId), (info) =>
    info ? change(info) : info,
  )
  // Every cached info of the channel, whatever the spelling of its id a page asked with.
  return queryClient.invalidateQueries({ queryKey: channelKeys.info(channelId).slice(0, 2) })
}

/**
 * Uploads a banner to the member's own channel (`channelId`, theirs).
 *
 * @example mutate({ file: input.files[0] })
 */
export function uploadBannerMutation(
  client: Needs<'uploadBanner'>,
  queryClient: Cache,
  channelId: string,
): MutationObserverOptions<ChannelBanner, ApiError, BannerUpload> {
  return {
    mutationFn: ({ file, fileName, linkUrl }) => {
      const form = new FormData()
      if (linkUrl) form.append('linkUrl', linkUrl)
      form.append('file', file, fileName ?? 'banner')
      return client.channel.uploadBanner(form)
    },
    onSuccess: (banner) =>
      patchInfo(queryClient, channelId, (info) => ({
        ...info,
        channelBannerList: [...(info.channelBannerList ?? []), banner],
      })),
  }
}

/**
 * Removes one of the member's own channel's banners.
 *
 * @example mutate(banner.bannerIdx)
 */
export function deleteBannerMutation(
  client: Needs<'deleteBanner'>,
  queryClient: Cache,
  channelId: string,
): MutationObserverOptions<unknown, ApiError, number> {
  return {
    mutationFn: (bannerIdx) => client.channel.deleteBanner(bannerIdx),
    onSuccess: (_, bannerIdx) =>
      patchInfo(queryClient, channelId, (info) => ({
        ...info,
        channelBannerList: (info.channelBannerList ?? []).filter((b) => b.bannerIdx !== bannerIdx),
      })),
  }
}

/**
 * Shows or hides the banner on the member's own channel page.
 *
 * @example mutate({ isBanner: true })
 */
export function setBannerShownMutation(
  client: Needs<'setBannerShown'>,
  queryClient: Cache,
  channelId: string,
): MutationObserverOptions<BannerShown, ApiError, BannerShown> {
  return {
    mutationFn: (shown) => client.channel.setBannerShown(shown),
    onSuccess: (shown) =>
      patchInfo(queryClient, channelId, (info) => ({ ...info, isBanner: shown.isBanner })),
  }
}
