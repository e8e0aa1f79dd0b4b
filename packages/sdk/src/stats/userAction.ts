import { LOG_TEXT_MAX } from '../contract/stats/log.schemas'
import type { ThumbnailCard } from '../contract/video/video.schemas'
import { cardView } from '../video/thumbnailCard'
import type { LogFields } from './logClient'

// The `useraction` log (accounts-platform.md section 7, viewing.md section 7: clientType,
// viewSourceType, action, actionTarget, idx, title, etcData): which of a viewer's actions are
// logged, under which action name, and from where. The spec names the fields, not the values;
// these are ours. Every app (the site, the embed, an overlay) sends them through its one log
// client: `logs.log('useraction', userActionLog(action))`.

/**
 * Where the viewer was when they acted (`viewSourceType`): the home page, a live or video
 * list, the following page, a category, search results, a channel's page, a video's page, a
 * community post.
 *
 * @example const source: ViewSource = 'home'
 */
export type ViewSource =
  | 'home'
  | 'live'
  | 'videos'
  | 'following'
  | 'category'
  | 'search'
  | 'channel'
  | 'video'
  | 'post'

/**
 * A viewer's action worth counting: following or unfollowing a channel, sharing a post, a
 * video or a channel, opening a card from a list (with its place in the list, from 0), opening
 * a channel's cheer or subscribe dialog.
 *
 * @example const action: UserAction = { type: 'follow', channelId: 'kim', source: 'video' }
 */
export type UserAction =
  | { type: 'follow' | 'unfollow'; channelId: string; source: ViewSource }
  | {
      type: 'share'
      target: 'post' | 'video' | 'channel'
      idx?: number | undefined
      channelId: string
      source: ViewSource
    }
  | { type: 'openCard'; card: ThumbnailCard; position?: number | undefined; source: ViewSource }
  | { type: 'openCheer' | 'openSubscribe'; channelId: string; source: ViewSource }

/** The `action` each is logged as. */
const ACTION_NAMES = {
  follow: 'follow',
  unfollow: 'unfollow',
  share: 'share',
  openCard: 'card_click',
  openCheer: 'cheer_open',
  openSubscribe: 'subscribe_open',
} as const satisfies Record<UserAction['type'], string>

const cut = (text: string | undefined, max: number) =>
  text === undefined ? undefined : text.slice(0, max)

/**
 * The `useraction` payload of an action: its action name, where it happened
 * (`viewSourceType`), what it acted on (`actionTarget`: `channel`, `post`, `video`, `live`,
 * with `idx` and `title` when it has them) and its channel.
 *
 * @example
 * logs.log('useraction', userActionLog({ type: 'follow', channelId: 'kim', source: 'video' }))
 * // { action: 'follow', viewSourceType: 'video', actionTarget: 'channel', channelId: 'kim' }
 */
export function userActionLog(action: UserAction): LogFields {
  const base = { action: ACTION_NAMES[action.type], viewSourceType: action.source }
  switch (action.type) {
    case 'follow':
    case 'unfollow':
    case 'openCheer':
    case 'openSubscribe':
      return {
        ...base,
        actionTarget: 'channel',
        channelId: cut(action.channelId, LOG_TEXT_MAX.channelId),
      }
    case 'share':
      return {
        ...base,
        actionTarget: action.target,
        channelId: cut(action.channelId, LOG_TEXT_MAX.channelId),
        ...(action.idx === undefined ? {} : { idx: action.idx }),
      }
    case 'openCard': {
      const { card } = action
      const view = cardView(card)
      const idx = view.kind === 'video' ? (card.vodNo ?? card.idx) : card.idx
      return {
        ...base,
        actionTarget: view.kind,
        channelId: cut(view.channelId, LOG_TEXT_MAX.channelId),
        ...(idx === undefined ? {} : { idx }),
        ...(view.title ? { title: cut(view.title, LOG_TEXT_MAX.title) } : {}),
        ...(action.position === undefined ? {} : { etcData: { position: action.position } }),
      }
    }
  }
}
