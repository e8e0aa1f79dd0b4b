import { MutationObserver, QueryObserver } from '@tanstack/query-core'
import { describe, expect, it } from 'vitest'
import type { ChannelInfo } from '../contract/channel/channel.schemas'
import { bannerFileProblem } from '../contract/channel/channelBanner.schemas'
import { createQueryClient } from '../core/queryClient'
import { channelInfoQuery, channelKeys } from './channel.queries'
import {
  deleteBannerMutation,
  setBannerShownMutation,
  uploadBannerMutation,
} from './channelBanner.queries'

const base: ChannelInfo = {
  channelId: 'star',
  nickname: 'Star',
  isMonetize: false,
  isTemporaryMonetized: false,
  isRevenueExceeded: false,
  isBanner: false,
  isVisibleVod: false,
  channelBannerList: [{ bannerIdx: 1, imageUrl: '/uploads/a.png' }],
}

describe('banner mutations', () => {
  it('send the file as multipart and keep the channel info in step', async () => {
    let info: ChannelInfo = base
    const sent: unknown[] = []
    const client = {
      channel: {
        getChannelInfo: async () => ({ streamerChannelInfo: info }),
        uploadBanner: async (form: FormData) => {
          sent.push(form.get('linkUrl'), (form.get('file') as File).name)
          const banner = { bannerIdx: 2, imageUrl: '/uploads/b.png' }
          info = { ...info, channelBannerList: [...(info.channelBannerList ?? []), banner] }
          return banner
        },
        deleteBanner: async (bannerIdx: string | number) => {
          info = {
            ...info,
            channelBannerList: (info.channelBannerList ?? []).filter(
              (b) => b.bannerIdx !== Number(bannerIdx),
            ),
          }
          return null
        },
        setBannerShown: async ({ isBanner }: { isBanner: boolean }) => {
          info = { ...info, isBanner }
          return { isBanner }
        },
      },
    }
    const queryClient = createQueryClient()
    const observer = new QueryObserver(queryClient, channelInfoQuery(client, 'star'))
    const stop = observer.subscribe(() => {})
    await observer.refetch()
    const cached = () => queryClient.getQueryData<ChannelInfo>(channelKeys.info('star'))

    const upload = new MutationObserver(
      queryClient,
      uploadBannerMutation(client, queryClient, 'star'),
    )
    await upload.mutate({
      file: new Blob([new Uint8Array([1])], { type: 'image/png' }),
      fileName: 'b.png',
      linkUrl: 'https://example.com/',
    })
    expect(sent).toEqual(['https://example.com/', 'b.png'])
    expect(cached()?.channelBannerList?.map((b) => b.bannerIdx)).toEqual([1, 2])

    await new MutationObserver(
      queryClient,
      setBannerShownMutation(client, queryClient, 'star'),
    ).mutate({ isBanner: true })
    expect(cached()?.isBanner).toBe(true)

    await new MutationObserver(
      queryClient,
      deleteBannerMutation(client, queryClient, 'star'),
    ).mutate(1)
    expect(cached()?.channelBannerList?.map((b) => b.bannerIdx)).toEqual([2])
    stop()
  })
})

describe('bannerFileProblem', () => {
  it('names a wrong type or a file over 20 MB', () => {
    expect(bannerFileProblem({ type: 'image/svg+xml', size: 10 })).toBe('type')
    expect(bannerFileProblem({ type: 'image/png', size: 20 * 1024 * 1024 + 1 })).toBe('size')
    expect(bannerFileProblem({ type: 'image/webp', size: 20 * 1024 * 1024 })).toBeUndefined()
  })
})
