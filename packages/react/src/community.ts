// @airwave/react/community: the drop-in community components (board, post detail, comments,
// emoticon picker, blocked users settings). A separate entry with its own size budget, so an app
// that only uses the hooks never pays for the components.

export { BlockedUsers, type BlockedUsersProps } from './channel/BlockedUsers'
export { settingsStyles } from './channel/settings.styles'
export { boardStyles } from './community/board/board.styles'
export { CommunityBoard, type CommunityBoardProps } from './community/board/CommunityBoard'
export { PostDetail, type PostDetailProps } from './community/board/PostDetail'
export { CommentSection, type CommentSectionProps } from './community/comments/CommentSection'
export { commentStyles } from './community/comments/comments.styles'
export { EmoticonPicker, type EmoticonPickerProps } from './emoticon/EmoticonPicker'
export { emoticonStyles } from './emoticon/emoticons.styles'
export { Avatar, type AvatarProps } from './shared/avatar/Avatar'
