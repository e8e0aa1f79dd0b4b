import { failure, success } from '@airwave/sdk/contract'
import type { Subscriber, SubscriberBadge, SubscriberNameColor } from '@airwave/sdk/subscription'
import { itemEndpoints } from '@airwave/sdk/wallet'
import { delay, HttpResponse, http } from 'msw'
import { behaviourOf, noteAnswered, store } from './backend'
import { CDN_ORIGIN } from './cdn'
import { API_ORIGIN, memberRoute, route } from './route'

// The streamer's subscriber pages as the reference server answers them: the subscribers
// (active and past, 20 a page), the revenue, the badges by months, the emoticons (the board's
// list the picker reads too) and the name-colour settings. Uploads are multipart, so they are
// answered here from the form itself.

/** What a subscriber story starts from (`parameters.subscribers`). */
export interface SubscriberScenario {
  /** How many active subscribers; default 4. */
  active?: number
  /** How many past ones; default 2. */
  past?: number
  /** The badges' months; default 1 and 12. */
  badges?: number[]
  /** How many emoticons the board has; default 3 (the demo's). */
  emoticons?: number
  /** An upload's refusal code, as the server would answer a file it refuses. */
  uploadRefusal?: string
  /** The name-colour settings; default on, five colours. */
  nameColor?: SubscriberNameColor
}

const NAMES = ['Mina', 'Joon', 'Aiko', 'Somchai', 'Wei', 'Lena', 'Ravi', 'Nora']

const state = {
  subscribers: [] as Subscriber[],
  badges: [] as SubscriberBadge[],
  uploadRefusal: undefined as string | undefined,
  nameColor: { enabled: true, colors: [] } as SubscriberNameColor,
}

const picture = (label: string) => `${CDN_ORIGIN}/glyph/${encodeURIComponent(label)}.svg`

function subscriber(i: number, past: boolean): Subscriber {
  const name = NAMES[i % NAMES.length] ?? 'Fan'
  const kinds = ['regular', 'gift', 'regular', 'trial'] as const
  const kind = kinds[i % kinds.length] ?? 'regular'
  const start = new Date(Date.UTC(2026, 0, 5 + i))
  const end = new Date(Date.UTC(2026, past ? 2 : 11, 5 + i))
  return {
    channelId: `${name.toLowerCase()}${i}`,
    nickname: name,
    subscriptionId: i + 1,
    kind,
    status: past ? 'ENDED' : i % 5 === 4 ? 'CANCELLED' : 'ACTIVE',
    months: past ? 2 : 1 + ((i * 5) % 14),
    startDate: start.toISOString(),
    periodEnd: end.toISOString(),
    giftedBy: kind === 'gift' ? { channelId: 'kindsoul', nickname: 'Kind soul' } : null,
  }
}

/** Starts the subscriber pages over from the story's scenario. @example resetSubscribers({ active: 0 }) */
export function resetSubscribers(scenario: SubscriberScenario = {}) {
  const active = scenario.active ?? 4
  const past = scenario.past ?? 2
  state.subscribers = [
    ...Array.from({ length: active }, (_, i) => subscriber(i, false)),
    ...Array.from({ length: past }, (_, i) => subscriber(active + i, true)),
  ]
  state.badges = (scenario.badges ?? [1, 12]).map((months) => ({
    months,
    badgeUrl: picture(`${months}m`),
  }))
  state.uploadRefusal = scenario.uploadRefusal
  state.nameColor = scenario.nameColor ?? {
    enabled: true,
    colors: ['red', 'orange', 'teal', 'blue', 'pink'],
  }
  if (scenario.emoticons !== undefined) {
    store.data.channelEmoticons.emoticons = Array.from({ length: scenario.emoticons }, (_, i) => ({
      emoticonKeyword: `airwave${i + 1}`,
      emoticonImgUrl: picture(`e${i + 1}`),
    }))
  }
}

const i = itemEndpoints

// A multipart upload: the form read as the server reads it, the scenario's refusal first.
function upload(name: string, path: string, answer: (form: FormData) => unknown) {
  return http.post(API_ORIGIN + path, async ({ request }) => {
    if (behaviourOf(name) === 'hang') await delay('infinite')
    noteAnswered(name)
    if (behaviourOf(name) === 'fail') {
      return HttpResponse.json(failure(500, 'INTERNAL', `${name} failed`), { status: 500 })
    }
    if (state.uploadRefusal) {
      return HttpResponse.json(failure(400, state.uploadRefusal, 'Refused'), { status: 400 })
    }
    return HttpResponse.json(success(answer(await request.formData())))
  })
}

/** The MSW handlers of the streamer's subscriber pages. */
export const subscriberHandlers = [
  memberRoute('listSubscribers', i.listSubscribers, ({ query }) => {
    const list = state.subscribers.filter((s) =>
      query.state === 'past' ? s.status === 'ENDED' : s.status !== 'ENDED',
    )
    const from = (query.page - 1) * query.limit
    return {
      list: list.slice(from, from + query.limit),
      totalCnt: list.length,
      page: query.page,
      limit: query.limit,
    }
  }),
  memberRoute('getSubscriptionRevenue', i.getSubscriptionRevenue, () => ({
    activeSubscribers: state.subscribers.filter((s) => s.status !== 'ENDED').length,
    byCurrency: state.subscribers.length
      ? [
          { currency: 'USD', amount: '2994', payments: 6 },
          { currency: 'THB', amount: '29700', payments: 3 },
        ]
      : [],
    gem: state.subscribers.length ? 1500 : 0,
  })),
  route('listSubscriberBadges', i.listSubscriberBadges, () => ({ list: state.badges })),
  upload('uploadSubscriberBadge', '/v2/item/subscribe/streamer/badge', (form) => {
    const months = Number(form.get('months'))
    const badge = { months, badgeUrl: picture(`${months}m+`) }
    state.badges = [...state.badges.filter((b) => b.months !== months), badge]
    return badge
  }),
  memberRoute('deleteSubscriberBadge', i.deleteSubscriberBadge, ({ params }) => {
    state.badges = state.badges.filter((b) => b.months !== Number(params.months))
    return null
  }),
  upload('uploadSubscriberEmoticon', '/v2/item/subscribe/streamer/emoticon', (form) => {
    const keyword = String(form.get('keyword'))
    const made = { emoticonKeyword: keyword, emoticonImgUrl: picture(keyword.slice(0, 2)) }
    store.data.channelEmoticons.emoticons.push(made)
    return made
  }),
  memberRoute('deleteSubscriberEmoticon', i.deleteSubscriberEmoticon, ({ params }) => {
    store.data.channelEmoticons.emoticons = store.data.channelEmoticons.emoticons.filter(
      (e) => e.emoticonKeyword !== params.keyword,
    )
    return null
  }),
  memberRoute('getSubscriberNameColor', i.getSubscriberNameColor, () => state.nameColor),
  memberRoute('setSubscriberNameColor', i.setSubscriberNameColor, ({ body }) => {
    state.nameColor = body
    return body
  }),
]
