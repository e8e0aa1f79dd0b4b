import type { Poll } from '../contract/poll/poll.schemas'
import type { Viewer } from '../core/viewer'
import type { PollAlert } from './pollAlert'

// What the poll machine holds: read by its UI, changed by its patches (`poll.patches.ts`).

/** Whether the poll's popup shows. */
export type PollPopupState = 'open' | 'closed'

/** Whether the player's card shows the poll: while it runs, and for a while after its result. */
export type PollCardState = 'shown' | 'hidden'

export interface PollContext {
  channelId: string
  viewer: Viewer
  /** The channel's current poll (running, or showing its result); none once it ended. */
  poll: Poll | undefined
  /** When the running poll's time runs out, on the page's clock (ms since the epoch). */
  endsAt: number | undefined
  /** Something changed that the member has not looked at (viewing.md section 4). */
  redDot: boolean
  popup: PollPopupState
  /** Who opened the popup last: the popup takes the keyboard's focus when the member did. */
  openedBy: 'member' | undefined
  /** The player's card: shown while the poll runs, then `POLL_RESULT_CARD_MS` of result. */
  card: PollCardState
  /** The last refusal, until dismissed. */
  alert: PollAlert | undefined
  /** The option a vote is on its way for. */
  voting: number | undefined
  connected: boolean
  /** A live update that came while the poll was loading, applied after it. */
  pending: Poll | undefined
  now: () => number
}
