// @airwave/react/community: the drop-in community components (board, post detail, comments,
// emoticon picker, blocked users settings). A separate entry with its own size budget, so an app
// that only uses the hooks never pays for the components.
export { CommentSection, type CommentSectionProps } from './comments/CommentSection'
