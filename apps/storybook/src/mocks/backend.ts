import { type Seed, seed } from './fixtures'

/** How a story bends the backend: an empty board, calls that fail or never answer. */
export interface Scenario {
  /** No posts, comments, replies or blocked channels. */
  empty?: boolean
  /** Endpoint names (`listComments`, `block`...) that answer 500. */
  failing?: readonly string[]
  /** Endpoint names that never answer: the loading states. */
  pending?: readonly string[]
  /** How many channels the member has blocked, `troll` first (at 100 a block is refused). */
  blockedCount?: number
}

/** A refusal with a catalogue code; the handlers answer it as the failure envelope. */
export class Refusal extends Error {
  constructor(
    readonly code: string,
    message = code,
  ) {
    super(message)
  }
}

/** The backend's state: the data, the story's scenario, its reports and answered calls. */
export const store = {
  data: seed() as Seed,
  scenario: {} as Scenario,
  nextIdx: 1000,
  /** `${reporter}:${kind}:${idx}` of every report, for the already-reported refusal. */
  reported: new Set<string>(),
  /** The endpoint names answered since the story started, for plays that wait on a call. */
  answered: [] as string[],
}

/**
 * Starts over from the demo data, bent by the story's scenario. Called before every story, so
 * each one (and each interaction test) sees the same board.
 *
 * @example
 * resetBackend({ failing: ['listComments'] })
 */
export function resetBackend(next: Scenario = {}): void {
  const data = seed()
  if (next.empty) {
    data.posts = []
    data.comments = []
    data.replies = []
    data.blocks = new Map()
  }
  if (next.blockedCount !== undefined) {
    const filler = Array.from({ length: next.blockedCount - 1 }, (_, i) => `blocked${i + 1}`)
    data.blocks.set('viewer1', ['troll', ...filler])
  }
  Object.assign(store, { data, scenario: next, reported: new Set(), answered: [] })
}

/** What the scenario says about a call: answer, fail, or hang. */
export function behaviourOf(endpointName: string): 'answer' | 'fail' | 'hang' {
  if (store.scenario.pending?.includes(endpointName)) return 'hang'
  if (store.scenario.failing?.includes(endpointName)) return 'fail'
  return 'answer'
}

/** Notes that a call has been answered (successfully or not). */
export function noteAnswered(endpointName: string): void {
  store.answered.push(endpointName)
}

/**
 * How many times the backend has answered a call since the story started: a play waits on it
 * before acting again on what the answer changed.
 *
 * @example
 * await waitFor(() => expect(answeredCount('reportComment')).toBe(1))
 */
export function answeredCount(endpointName: string): number {
  return store.answered.filter((name) => name === endpointName).length
}

/** One page of a list, pages numbered from 1. */
export const page = <T>(items: readonly T[], number: number, limit: number) =>
  items.slice((number - 1) * limit, number * limit)

/** Whether the calling member blocked `channelId`. */
export const isBlockedBy = (viewer: string | undefined, channelId: string) =>
  viewer !== undefined && (store.data.blocks.get(viewer) ?? []).includes(channelId)

/** The calling member, or the refusal an anonymous call gets. */
export function member(viewer: string | undefined): string {
  if (!viewer) throw new Refusal('UNAUTHORIZED', 'Log in first')
  return viewer
}
