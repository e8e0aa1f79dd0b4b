import { MutationObserver } from '@tanstack/query-core'
import { describe, expect, it } from 'vitest'
import type { ChannelPage } from '../contract/channel/channel.schemas'
import { ApiError } from '../core/apiError'
import { createQueryClient } from '../core/queryClient'
import {
  blockListState,
  blockListView,
  blockMutation,
  releaseUser,
  unblockMutation,
} from './blockList'
import { channelKeys } from './channel.queries'

const user = (n: number) => ({ channelId: `troll${n}`, nickname: `Troll ${n}` })
const page = (ids: number[], total = ids.length): ChannelPage => ({ items: ids.map(user), total })
const ids = (view: ReturnType<typeof blockListView>) =>
  view.rows.map((row) => `${row.user.channelId}:${row.state}`)

describe('blockListView', () => {
  it('lists the pages in order with the last page total', () => {
    const view = blockListView([page([1, 2], 3), page([3], 3)], new Map(), new Map())
    expect(ids(view)).toEqual(['troll1:blocked', 'troll2:blocked', 'troll3:blocked'])
    expect(view.total).toBe(3)
  })

  it('is empty with a total of 0 before any page', () => {
    expect(blockListView([], new Map(), new Map())).toEqual({ rows: [], total: 0 })
  })

  it('keeps an unblocked user in its place, to block again', () => {
    const order = new Map<string, number>()
    blockListView([page([1, 2, 3])], new Map(), order)
    const released = releaseUser(new Map(), user(2), true)
    const view = blockListView([page([1, 3])], released, order)
    expect(ids(view)).toEqual(['troll1:blocked', 'troll2:unblocked', 'troll3:blocked'])
    expect(view.total).toBe(2)
  })

  it('keeps a user blocked again in its first place though the server lists it last', () => {
    const order = new Map<string, number>()
    blockListView([page([1, 2, 3])], new Map(), order)
    const released = releaseUser(releaseUser(new Map(), user(1), true), user(1), false)
    expect(released.size).toBe(0)
    const view = blockListView([page([2, 3, 1])], released, order)
    expect(ids(view)).toEqual(['troll1:blocked', 'troll2:blocked', 'troll3:blocked'])
  })

  it('shows a released user the server lists again as blocked', () => {
    const released = releaseUser(new Map(), user(1), true)
    const view = blockListView([page([1])], released, new Map())
    expect(ids(view)).toEqual(['troll1:blocked'])
  })

  it('puts users of a new page after those already shown', () => {
    const order = new Map<string, number>()
    blockListView([page([1, 2], 3)], new Map(), order)
    const released = releaseUser(new Map(), user(1), true)
    const view = blockListView([page([2, 3], 2), page([4], 2)], released, order)
    expect(ids(view)).toEqual([
      'troll1:unblocked',
      'troll2:blocked',
      'troll3:blocked',
      'troll4:blocked',
    ])
  })
})

describe('releaseUser', () => {
  it('returns a new map and leaves the old one', () => {
    const before = new Map()
    const after = releaseUser(before, user(1), true)
    expect(before.size).toBe(0)
    expect([...after.keys()]).toEqual(['troll1'])
  })
})

describe('blockListState', () => {
  it('is loading, then error, empty or ready', () => {
    expect(blockListState({ isPending: true, isError: false }, 0)).toBe('loading')
    expect(blockListState({ isPending: false, isError: true }, 0)).toBe('error')
    expect(blockListState({ isPending: false, isError: false }, 0)).toBe('empty')
    expect(blockListState({ isPending: false, isError: false }, 2)).toBe('ready')
  })
})

describe('blockMutation and unblockMutation', () => {
  it('call the endpoint with the channel id and refresh the blocked list', async () => {
    const calls: string[] = []
    const client = {
      channel: {
        block: async (input: { channelId: string }) => {
          calls.push(`block ${input.channelId}`)
        },
        unblock: async (input: { channelId: string }) => {
          calls.push(`unblock ${input.channelId}`)
        },
      },
    }
    const queryClient = createQueryClient()
    queryClient.setQueryData(channelKeys.blocked(), { pages: [], pageParams: [] })
    const blocked = () => queryClient.getQueryState(channelKeys.blocked())?.isInvalidated
    await new MutationObserver(queryClient, blockMutation(client, queryClient)).mutate('troll1')
    expect(blocked()).toBe(true)
    queryClient.setQueryData(channelKeys.blocked(), { pages: [], pageParams: [] })
    expect(blocked()).toBe(false)
    await new MutationObserver(queryClient, unblockMutation(client, queryClient)).mutate('troll2')
    expect(blocked()).toBe(true)
    expect(calls).toEqual(['block troll1', 'unblock troll2'])
  })

  it('reports the block limit as the max-blocked kind and leaves the list', async () => {
    const client = {
      channel: {
        block: async () => {
          throw new ApiError(409, 'CHA30048', 'Maximum blocked users exceeded')
        },
      },
    }
    const queryClient = createQueryClient()
    queryClient.setQueryData(channelKeys.blocked(), { pages: [], pageParams: [] })
    const observer = new MutationObserver(queryClient, blockMutation(client, queryClient))
    await expect(observer.mutate('troll101')).rejects.toBeInstanceOf(ApiError)
    expect(observer.getCurrentResult().error?.kind).toBe('max-blocked')
    expect(queryClient.getQueryState(channelKeys.blocked())?.isInvalidated).toBe(false)
  })
})
