import { BLOCK_LIMIT } from '@airwave/sdk/contract'
import { member, page, Refusal, store } from './backend'
import { BOARD, nicknameOf } from './people'

/** Channels: their info, the signed-in member, and the member's blocked list. */
export const channels = {
  // The board's channel is monetized (it has subscriber emoticons); the viewer's subscription
  // decides whether the picker fetches its list (viewing.md section 4).
  getChannelInfo: (channelId: string, viewer?: string) => ({
    streamerChannelInfo: {
      channelId,
      nickname: nicknameOf(channelId),
      channelProfileImg: null,
      isMonetize: channelId === BOARD,
      myChannelRelatedInfo: viewer
        ? { isSubscriber: store.data.subscribers.has(member(viewer)) }
        : null,
    },
  }),
  getMyChannel(viewer: string | undefined) {
    const channelId = member(viewer)
    return {
      channel: { channelId, nickname: nicknameOf(channelId), channelProfileImg: null },
      userInfo: { email: `${channelId}@airwave.test`, signUpDate: '2026-01-15T09:00:00.000Z' },
    }
  },
  listBlocked(viewer: string | undefined, q: { page: number; limit: number }) {
    const blocked = store.data.blocks.get(member(viewer)) ?? []
    return {
      items: page(blocked, q.page, q.limit).map((channelId) => ({
        channelId,
        nickname: nicknameOf(channelId),
        channelProfileImg: null,
      })),
      total: blocked.length,
    }
  },
  block(viewer: string | undefined, channelId: string) {
    const who = member(viewer)
    if (who === channelId) throw new Refusal('CHA30017', 'You cannot block yourself')
    const blocked = store.data.blocks.get(who) ?? []
    if (blocked.includes(channelId)) throw new Refusal('CHA30025', 'Already blocked')
    if (blocked.length >= BLOCK_LIMIT) throw new Refusal('CHA30048', 'Too many blocked users')
    store.data.blocks.set(who, [channelId, ...blocked])
  },
  unblock(viewer: string | undefined, channelId: string) {
    const who = member(viewer)
    store.data.blocks.set(
      who,
      (store.data.blocks.get(who) ?? []).filter((id) => id !== channelId),
    )
  },
}

/** The emoticon lists: default groups, the board's subscriber emoticons, the member's keys. */
export const emoticons = {
  listEmoticons: () => store.data.emoticons,
  listChannelEmoticons: (channelId: string) => ({
    ...store.data.channelEmoticons,
    channelId,
    emoticons: channelId === BOARD ? store.data.channelEmoticons.emoticons : [],
  }),
  getUserEmoticons(viewer: string | undefined) {
    const subscribed = store.data.subscribers.has(member(viewer))
    return {
      emoticonKeys: subscribed
        ? store.data.channelEmoticons.emoticons.map((e) => e.emoticonKeyword)
        : [],
      subStreamerEmoticonList: subscribed ? [store.data.channelEmoticons] : [],
    }
  },
}
