// @airwave/react/community: the drop-in community components (board, post detail, comments,
// emoticon picker, blocked users settings). A separate entry with its own size budget, so an app
// that only uses the hooks never pays for the components.
export { Avatar, type AvatarProps } from './avatar/Avatar'
export { boardStyles } from './board/board.styles'
export { CommunityBoard, type CommunityBoardProps } from './board/CommunityBoard'
export { PostDetail, type PostDetailProps } from './board/PostDetail'
export { CommentSection, type CommentSectionProps } from './comments/CommentSection'
export { commentStyles } from './comments/comments.styles'
export { EmoticonPicker, type EmoticonPickerProps } from './emoticons/EmoticonPicker'
export { emoticonStyles } from './emoticons/emoticons.styles'
export { BlockedUsers, type BlockedUsersProps } from './settings/BlockedUsers'
export { settingsStyles } from './settings/settings.styles'
