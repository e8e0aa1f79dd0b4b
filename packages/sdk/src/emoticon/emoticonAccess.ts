import type {
  Emoticon,
  EmoticonList,
  StreamerEmoticons,
  UserEmoticons,
} from '../contract/emoticon/emoticon.schemas'
import type { RichTextEmoticon } from '../richText/richText.types'

/** A subscriber emoticon with the streamer it belongs to. */
export interface SubscriberEmoticon extends Emoticon {
  channelId: string
}

/** What a viewer may pick and see in one channel. */
export interface EmoticonAccess {
  /** The default groups' emoticons, group after group. */
  others: Emoticon[]
  /** The channel's subscriber emoticons, then those of the streamers the member subscribes to. */
  subscriber: SubscriberEmoticon[]
  /** A subscriber emoticon the viewer may not use: picking it opens the subscribe guide. */
  isLocked(keyword: string): boolean
  /** Whether the viewer subscribes to `channelId` (a streamer always has their own). */
  isSubscriber(channelId: string | undefined): boolean
  /** Every known emoticon by keyword, as `renderRichText` takes them. */
  lookup: Map<string, RichTextEmoticon>
}

export interface EmoticonAccessInput {
  /** The default list (`emoticonListQuery`). */
  groups?: EmoticonList | undefined
  /** The channel's subscriber emoticons (`channelEmoticonListQuery`). */
  channel?: StreamerEmoticons | undefined
  /** The member's unlocked emoticons (`userEmoticonsQuery`); none for an anonymous viewer. */
  user?: UserEmoticons | undefined
  /** The viewer's own channel, if a member. */
  viewerChannelId?: string | undefined
}

/**
 * The emoticons a viewer may use in a channel (community.md sections 4 and 5): subscriber
 * emoticons are locked unless the viewer subscribes to their streamer, owns the channel, or has
 * the key unlocked; rich text drops them for non-subscribers.
 *
 * @example
 * const access = emoticonAccess({ groups, channel, user, viewerChannelId: 'mina' })
 * if (access.isLocked('kimHi')) openSubscribeGuide()
 */
export function emoticonAccess(input: EmoticonAccessInput): EmoticonAccess {
  const { groups, channel, user, viewerChannelId } = input
  const others = Object.values(groups ?? {}).flatMap((group) => group.emoticons)
  const subscribedTo = new Set(user?.subStreamerEmoticonList.map((list) => list.channelId))
  const unlockedKeys = new Set(user?.emoticonKeys)
  const lists = [
    ...(channel ? [channel] : []),
    ...(user?.subStreamerEmoticonList ?? []).filter(
      (list) => list.channelId !== channel?.channelId,
    ),
  ]
  const subscriber: SubscriberEmoticon[] = []
  const seen = new Set<string>()
  for (const list of lists) {
    for (const emoticon of list.emoticons) {
      if (seen.has(emoticon.emoticonKeyword)) continue
      seen.add(emoticon.emoticonKeyword)
      subscriber.push({ ...emoticon, channelId: list.channelId })
    }
  }
  const ownerOf = new Map(subscriber.map((e) => [e.emoticonKeyword, e.channelId]))
  const isSubscriber = (owner: string | undefined) =>
    owner !== undefined && (subscribedTo.has(owner) || owner === viewerChannelId)
  const isLocked = (keyword: string) => {
    const owner = ownerOf.get(keyword)
    return owner !== undefined && !isSubscriber(owner) && !unlockedKeys.has(keyword)
  }
  const lookup = new Map<string, RichTextEmoticon>()
  for (const emoticon of others) {
    lookup.set(emoticon.emoticonKeyword, { url: emoticon.emoticonImgUrl })
  }
  for (const emoticon of subscriber) {
    lookup.set(emoticon.emoticonKeyword, {
      url: emoticon.emoticonImgUrl,
      subscriberOnly: true,
      channelId: emoticon.channelId,
    })
  }
  return { others, subscriber, isLocked, isSubscriber, lookup }
}

export interface ChannelEmoticonNeed {
  /** The channel whose subscriber emoticons the picker would show. */
  channelId: string
  /** The viewer's own channel, if a member. */
  viewerChannelId?: string | undefined
  /** The channel info's `myChannelRelatedInfo.isSubscriber`. */
  isSubscriber?: boolean | undefined
  /** The channel info's `isMonetize` (or `isTemporaryMonetized`). */
  isMonetized?: boolean | undefined
}

/**
 * Whether to fetch a channel's subscriber emoticon list (viewing.md section 4): only for a
 * viewer who does not subscribe to a monetized channel, so that the picker can show them
 * locked. A streamer counts as a subscriber on their own channel; a subscriber's emoticons come
 * with their user emoticon info. Fetch it once, with no retry (`channelEmoticonListQuery`).
 *
 * @example
 * const enabled = needsChannelEmoticons({ channelId: 'kim', viewerChannelId: 'mina', isMonetized: true }) // true
 */
export function needsChannelEmoticons(need: ChannelEmoticonNeed): boolean {
  const { channelId, viewerChannelId, isSubscriber = false, isMonetized = false } = need
  if (channelId === '' || !isMonetized) return false
  return !isSubscriber && channelId !== viewerChannelId
}
