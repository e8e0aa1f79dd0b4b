// @airwave/react/poll: the channel's poll (button, popup, the player's card) over the SDK's poll
// machine, and the streamer's pages (the create and edit form, the list, a poll's page, the
// current poll). An entry of its own, with its own size budget: a page without a poll never
// loads the poll's machine or words. What an app with its own client binds for them (the poll
// calls, the page's socket) is re-exported, as the chat entry does.

export { type Poll, type PollEmitted, type PollStatus, pollEndpoints } from '@airwave/sdk/poll'
export { createRealtime, type Realtime, type RealtimeOptions } from '@airwave/sdk/realtime'
export { PollAlertBox, type PollAlertBoxProps } from './poll/PollAlertBox'
export { PollButton, type PollButtonProps } from './poll/PollButton'
export {
  PollDetail,
  type PollDetailProps,
  PollOngoing,
  type PollOngoingProps,
  type PollPageState,
} from './poll/PollDetail'
export { PollForm, type PollFormProps, type PollFormState } from './poll/PollForm'
export { POLL_PATHS, type PollPaths, type RenderPollLink } from './poll/PollLink'
export { PollList, type PollListProps, type PollListState } from './poll/PollList'
export { PollOverlay, type PollOverlayProps } from './poll/PollOverlay'
export { PollPopup, type PollPopupProps } from './poll/PollPopup'
export { PollResults, type PollResultsProps } from './poll/PollResults'
export { pollStyles } from './poll/poll.styles'
export {
  type PollManageText,
  type PollText,
  pollManageText,
  pollText,
  usePollManageText,
  usePollText,
} from './poll/pollText'
export { type PollHandle, type PollState, type UsePollOptions, usePoll } from './poll/usePoll'
