import {
  type FollowNotification,
  type NotificationRecord,
  type NotificationSetting,
  notificationEndpoints,
} from '@airwave/sdk/contract'
import { member, page, Refusal } from './backend'
import { CDN_ORIGIN } from './cdn'
import { memberRoute, route } from './route'

// The member's notifications as the reference server answers them: the badge (new since the
// panel was last opened), the records newest first 20 a page, the switches by kind and by
// followed channel (API1002 past a few switches).

/** What a notification story starts from (`parameters.notification`). */
export interface NotificationScenario {
  /** How many records; default 6. */
  records?: number
  /** How many of them are new (the badge) and unread; default 3. */
  unread?: number
  /** How many followed channels; default 4. */
  follows?: number
  /** Follow switches allowed before API1002; default many. */
  switchLimit?: number
}

const KINDS = ['LIVE', 'COMMENT_REPLY', 'MENTION'] as const
const PEOPLE = [
  ['airwave', 'Airwave', 'Road trip stream: day 3 on the coast'],
  ['viewer2', 'Joon', 'Totally agree, that clutch was unreal!'],
  ['viewer3', 'Ploy', '@viewer1 you have to see this replay'],
  ['viewer4', 'Lin', 'Speedrun attempts, any% glitchless'],
  ['viewer5', 'Haru', 'Thanks for the tips on the boss fight'],
] as const

const state = {
  records: [] as NotificationRecord[],
  badge: 0,
  settings: { live: true, reply: true, mention: true } as Required<NotificationSetting>,
  follows: [] as FollowNotification[],
  switches: 0,
  switchLimit: Number.POSITIVE_INFINITY,
}

/**
 * Starts the notifications over from the story's scenario.
 *
 * @example resetNotifications({ records: 30, unread: 120 })
 */
export function resetNotifications(scenario: NotificationScenario = {}): void {
  const count = scenario.records ?? 6
  const unread = scenario.unread ?? 3
  const now = Date.now()
  state.records = Array.from({ length: count }, (_, i) => {
    const [channelId, nickname, content] = PEOPLE[i % PEOPLE.length] ?? PEOPLE[0]
    return {
      recordId: count - i,
      type: KINDS[i % KINDS.length],
      content,
      channelId,
      nickname,
      profileUrl: i % 2 === 0 ? `${CDN_ORIGIN}/picture/${(i * 70) % 360}/${nickname}.svg` : null,
      linkUrl: i % 3 === 0 ? `/${channelId}` : `/airwave/community/${i + 1}`,
      isRead: i >= unread,
      createDate: new Date(now - (i * 47 + 2) * 60_000).toISOString(),
    }
  })
  state.badge = unread
  state.settings = { live: true, reply: true, mention: true }
  state.follows = Array.from({ length: scenario.follows ?? 4 }, (_, i) => {
    const [channelId, nickname] = PEOPLE[i % PEOPLE.length] ?? PEOPLE[0]
    return { channelId: `${channelId}${i >= PEOPLE.length ? i : ''}`, nickname, enable: i !== 1 }
  })
  state.switches = 0
  state.switchLimit = scenario.switchLimit ?? Number.POSITIVE_INFINITY
}

const n = notificationEndpoints
const find = (id: string) => {
  const record = state.records.find((r) => String(r.recordId) === id)
  if (!record) throw new Refusal('NOT_FOUND', 'No notification has this id')
  return record
}
const switchFollow = (viewer: string | undefined, channelId: string, enable: boolean) => {
  member(viewer)
  if (++state.switches > state.switchLimit) {
    throw new Refusal('API1002', 'Too many channel notification requests')
  }
  const follow = state.follows.find((f) => f.channelId === channelId)
  if (!follow) throw new Refusal('CHA30006', 'You do not follow this channel')
  follow.enable = enable
  return null
}

export const notificationHandlers = [
  memberRoute('getBadge', n.getBadge, () => ({ hasNew: state.badge > 0, count: state.badge })),
  memberRoute('clearBadge', n.clearBadge, () => {
    state.badge = 0
    return null
  }),
  memberRoute('listRecords', n.listRecords, ({ query }) => {
    const items = page(state.records, query.page, query.limit)
    return {
      recordList: items,
      totalCnt: state.records.length,
      hasNext: query.page * query.limit < state.records.length,
    }
  }),
  memberRoute('readAllRecords', n.readAllRecords, () => {
    state.records = state.records.map((r) => ({ ...r, isRead: true }))
    return null
  }),
  memberRoute('readRecord', n.readRecord, ({ params }) => {
    find(String(params.recordId)).isRead = true
    return null
  }),
  memberRoute('deleteRecord', n.deleteRecord, ({ params }) => {
    const record = find(String(params.recordId))
    state.records = state.records.filter((r) => r !== record)
    return null
  }),
  memberRoute('getSettings', n.getSettings, () => state.settings),
  memberRoute('updateSettings', n.updateSettings, ({ body }) => {
    state.settings = { ...state.settings, ...body } as Required<NotificationSetting>
    return null
  }),
  memberRoute('listFollowSettings', n.listFollowSettings, ({ query }) => ({
    list: page(state.follows, query.page, query.limit),
    totalCnt: state.follows.length,
    currentPage: query.page,
  })),
  route('updateFollowSettings', n.updateFollowSettings, ({ viewer, body }) =>
    switchFollow(viewer, body.channelId, body.enable),
  ),
  route('setFollowNotification', n.setFollowNotification, ({ viewer, body }) =>
    switchFollow(viewer, body.channelId, body.enable),
  ),
]
