import type { ThumbnailCard, VideoFileType } from '../contract/video/video.schemas'
import { isOwner, type Viewer } from '../core/viewer'
import { formatCompactNumber } from '../format/compactNumber'

/** What a card's menu offers, in the order shown. */
export type CardAction = 'edit' | 'delete' | 'notInterested' | 'report'

/** Where the card is shown and who looks at it: what its menu depends on. */
export interface CardMenuContext {
  viewer: Viewer
  /** The channel of the page's video list (`/{channelId}/video`), when the card is on one. */
  videoListOf?: string | undefined
  /** The viewer manages that channel. */
  manager?: boolean | undefined
  /** The viewer is in restricted mode (see {@link isRestricted}). */
  restricted?: boolean | undefined
}

/**
 * A card's menu (viewing.md section 2, "Thumbnail cards"): the owner or a manager on their
 * channel's video list (`/{channelId}/video`) edits and deletes its videos (delete asks first:
 * {@link cardActionConfirms}); a viewer in restricted mode only reports; everyone else marks
 * the channel not interested and reports. A guest sees the same and is asked to log in on
 * acting (the binding's job).
 *
 * @example
 * cardMenu(card, { viewer, videoListOf: 'kim' }) // ['edit', 'delete'] for kim on /kim/video
 */
export function cardMenu(card: ThumbnailCard, context: CardMenuContext): CardAction[] {
  const { viewer, videoListOf, manager, restricted } = context
  const onOwnList =
    videoListOf !== undefined &&
    card.isExist === true &&
    card.channelId === videoListOf &&
    (isOwner(viewer, videoListOf) || (manager === true && viewer.status === 'member'))
  if (onOwnList) return ['edit', 'delete']
  if (restricted) return ['report']
  return ['notInterested', 'report']
}

/**
 * Whether an action asks for confirmation first (deleting a video does).
 *
 * @example cardActionConfirms('delete') // true
 */
export function cardActionConfirms(action: CardAction): boolean {
  return action === 'delete'
}

/**
 * Restricted mode: the viewer entered a channel page, or the card's channel is in the
 * real-time block list.
 *
 * @example isRestricted({ onChannelPage: false, blocked: ['troll'] }, 'troll') // true
 */
export function isRestricted(
  where: { onChannelPage?: boolean | undefined; blocked?: readonly string[] | undefined },
  channelId: string | undefined,
): boolean {
  if (where.onChannelPage) return true
  return channelId !== undefined && (where.blocked ?? []).includes(channelId)
}

/** What a card shows over its picture, as `data-state`: the adult and blind covers. */
export type CardState = 'default' | 'adult' | 'blind'

/** Everything a card renders, worked out from the card's fields. */
export interface CardView {
  kind: 'live' | 'video'
  /** The link: the channel for a live, `/video/{vodNo}` for a video. */
  href: string
  title: string
  nickname: string
  channelId: string | undefined
  /** The badge: the viewers of a live (compact from 10,000), the length of a video. */
  badge: string
  /** For the badge's accessible name: viewers as a number, or the length in seconds. */
  viewers: number | undefined
  seconds: number | undefined
  state: CardState
  fileType: VideoFileType | undefined
  category: { name: string; href: string } | undefined
  tags: string[]
  thumbnail: string | undefined
  profileUrl: string | undefined
  createDate: string | undefined
}

/**
 * A length in seconds as a player shows it: `m:ss`, or `h:mm:ss` from an hour.
 *
 * @example formatDuration(3723) // '1:02:03'
 * @example formatDuration(65) // '1:05'
 */
export function formatDuration(seconds: number): string {
  const total = Math.max(0, Math.floor(seconds))
  const h = Math.floor(total / 3600)
  const m = Math.floor((total % 3600) / 60)
  const s = String(total % 60).padStart(2, '0')
  return h > 0 ? `${h}:${String(m).padStart(2, '0')}:${s}` : `${m}:${s}`
}

/**
 * What a card shows: live or video (`isExist` true means a VOD), its link and badge, the adult
 * cover (the tag's `isAdult`) unless the viewer agreed to adult content, the blind cover
 * (`isBlind`, before the adult one), its category and tags.
 *
 * @example
 * cardView({ idx: 1, isExist: true, vodNo: 9, duration: 65, title: 'Finals' }).badge // '1:05'
 */
export function cardView(
  card: ThumbnailCard,
  options: { locale?: string; adultAgreed?: boolean } = {},
): CardView {
  const kind = card.isExist === true ? 'video' : 'live'
  const viewers = kind === 'live' ? (card.viewer ?? 0) : undefined
  const seconds = kind === 'video' ? card.duration : undefined
  const badge =
    viewers !== undefined
      ? formatCompactNumber(viewers, options.locale)
      : seconds !== undefined
        ? formatDuration(seconds)
        : ''
  const state: CardState = card.isBlind
    ? 'blind'
    : card.tagInfo?.isAdult && !options.adultAgreed
      ? 'adult'
      : 'default'
  const category = card.categoryInfo?.name
    ? {
        name: card.categoryInfo.name,
        href: `/category/${encodeURIComponent(card.categoryInfo.pathName ?? card.categoryInfo.name)}`,
      }
    : undefined
  const href =
    kind === 'video' ? `/video/${card.vodNo ?? card.idx ?? ''}` : `/${card.channelId ?? ''}`
  return {
    kind,
    href,
    title: card.title ?? '',
    nickname: card.nickname ?? card.channelId ?? '',
    channelId: card.channelId,
    badge,
    viewers,
    seconds,
    state,
    fileType: card.fileType,
    category,
    tags: card.tagInfo?.categoryTagList ?? [],
    thumbnail: card.thumbnail,
    profileUrl: card.profileUrl,
    createDate: card.createDate,
  }
}

/**
 * The tag search's link.
 *
 * @example tagHref('fps') // '/search/tag/fps'
 */
export function tagHref(tag: string): string {
  return `/search/tag/${encodeURIComponent(tag)}`
}
