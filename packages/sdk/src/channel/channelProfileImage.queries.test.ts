import { MutationObserver, QueryObserver } from '@tanstack/query-core'
import { describe, expect, it } from 'vitest'
import type { ChannelInfo } from '../contract/channel/channel.schemas'
import {
  CHANNEL_PROFILE_IMAGE_FILE_MAX,
  isGeneratedProfileImage,
  profileImageFileProblem,
} from '../contract/channel/channelProfileImage.schemas'
import { createQueryClient } from '../core/queryClient'
import { channelInfoQuery, channelKeys, myChannelQuery } from './channel.queries'
import {
  deleteProfileImageMutation,
  uploadProfileImageMutation,
} from './channelProfileImage.queries'

const base: ChannelInfo = {
  channelId: 'star',
  nickname: 'Star',
  isMonetize: false,
  isTemporaryMonetized: false,
  isRevenueExceeded: false,
  channelProfileImg: '/media/avatar/star.svg',
}

describe('profile image mutations', () => {
  it('send the file as multipart, write the new picture and read every view of it again', async () => {
    let picture = '/media/avatar/star.svg'
    let myChannelReads = 0
    const sent: unknown[] = []
    const client = {
      channel: {
        getChannelInfo: async () => ({
          streamerChannelInfo: { ...base, channelProfileImg: picture },
        }),
        getMyChannel: async () => {
          myChannelReads++
          return {
            channel: { channelId: 'star', nickname: 'Star', channelProfileImg: picture },
            userInfo: { email: 'star@example.com' },
          }
        },
        uploadProfileImage: async (form: FormData) => {
          const file = form.get('file') as File
          sent.push(file.name, file.type)
          picture = '/uploads/new.png'
          return { channelProfileImg: picture }
        },
        deleteProfileImage: async () => {
          picture = '/media/avatar/star.svg'
          return { channelProfileImg: picture }
        },
      },
    }
    const queryClient = createQueryClient()
    const info = new QueryObserver(queryClient, channelInfoQuery(client, 'star'))
    const mine = new QueryObserver(queryClient, myChannelQuery(client))
    const stops = [info.subscribe(() => {}), mine.subscribe(() => {})]
    await Promise.all([info.refetch(), mine.refetch()])
    const reads = myChannelReads
    const cached = () => queryClient.getQueryData<ChannelInfo>(channelKeys.info('star'))

    await new MutationObserver(
      queryClient,
      uploadProfileImageMutation(client, queryClient, 'star'),
    ).mutate({ file: new Blob([new Uint8Array([1])], { type: 'image/png' }), fileName: 'me.png' })
    expect(sent).toEqual(['me.png', 'image/png'])
    expect(cached()?.channelProfileImg).toBe('/uploads/new.png')
    // The header's and the dashboard picker's own channel is read again.
    expect(myChannelReads).toBe(reads + 1)
    expect(mine.getCurrentResult().data?.channel?.channelProfileImg).toBe('/uploads/new.png')

    await new MutationObserver(
      queryClient,
      deleteProfileImageMutation(client, queryClient, 'star'),
    ).mutate()
    expect(cached()?.channelProfileImg).toBe('/media/avatar/star.svg')
    expect(mine.getCurrentResult().data?.channel?.channelProfileImg).toBe('/media/avatar/star.svg')
    for (const stop of stops) stop()
  })
})

describe('profileImageFileProblem', () => {
  it('names a wrong type or a file over 5 MB', () => {
    expect(profileImageFileProblem({ type: 'image/svg+xml', size: 10 })).toBe('type')
    expect(
      profileImageFileProblem({ type: 'image/png', size: CHANNEL_PROFILE_IMAGE_FILE_MAX + 1 }),
    ).toBe('size')
    expect(
      profileImageFileProblem({ type: 'image/jpeg', size: CHANNEL_PROFILE_IMAGE_FILE_MAX }),
    ).toBeUndefined()
    expect(CHANNEL_PROFILE_IMAGE_FILE_MAX).toBe(5 * 1024 * 1024)
  })
})

describe('isGeneratedProfileImage', () => {
  it('tells the generated picture (or none) from an uploaded one', () => {
    expect(isGeneratedProfileImage('https://tv.example.com/media/avatar/star.svg')).toBe(true)
    expect(isGeneratedProfileImage('/media/avatar/star.svg')).toBe(true)
    expect(isGeneratedProfileImage(null)).toBe(true)
    expect(isGeneratedProfileImage('https://tv.example.com/uploads/a.png')).toBe(false)
    expect(isGeneratedProfileImage('https://cdn.example.com/media/avatar/x.svg.png')).toBe(false)
  })
})
