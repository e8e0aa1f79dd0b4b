import { describe, expect, it } from 'vitest'
import { channelSync, enterChannel, leaveChannel } from './channelEntries'

describe('channel entries', () => {
  it('counts the users of a channel: only the first enters, only the last leaves', () => {
    const chat = enterChannel({}, 'airwave')
    expect(chat).toEqual({ entries: { airwave: 1 }, first: true })
    const live = enterChannel(chat.entries, 'airwave')
    expect(live).toEqual({ entries: { airwave: 2 }, first: false })
    const chatLeft = leaveChannel(live.entries, 'airwave')
    expect(chatLeft).toEqual({ entries: { airwave: 1 }, last: false })
    expect(leaveChannel(chatLeft.entries, 'airwave')).toEqual({ entries: {}, last: true })
  })

  it('ignores leaving a channel nobody entered', () => {
    const entries = { airwave: 1 }
    expect(leaveChannel(entries, 'viewer1')).toEqual({ entries, last: false })
  })

  it('enters what is missing, and leaves all to drop one', () => {
    expect(channelSync(['a', 'b'], [])).toEqual({ leaveAll: false, enter: ['a', 'b'] })
    expect(channelSync(['a', 'b'], ['a'])).toEqual({ leaveAll: false, enter: ['b'] })
    expect(channelSync(['a'], ['a'])).toEqual({ leaveAll: false, enter: [] })
    expect(channelSync(['b'], ['a', 'b'])).toEqual({ leaveAll: true, enter: ['b'] })
    expect(channelSync([], ['a'])).toEqual({ leaveAll: true, enter: [] })
  })
})
