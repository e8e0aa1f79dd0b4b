import { describe, expect, it } from 'vitest'
import * as z from 'zod/mini'
import { raidSchema } from './raid.schemas'

describe('raid contract', () => {
  it('reads raid fields', () => {
    const raid = z.parse(raidSchema, {
      raidFromChannelId: 'a1b2',
      raidChannelId: 'c3d4',
      raidKey: 'k',
      autoplayRaidChannelList: [{ channelId: 'e5f6' }],
    })
    expect(raid.autoplayRaidChannelList).toHaveLength(1)
  })
})
