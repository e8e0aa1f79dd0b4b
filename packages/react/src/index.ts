// @airwave/react: the provider and hooks over the SDK's queries and machines. The SDK core an
// app needs to set them up (client, session, token stores, errors) is re-exported here, so an
// app installs this one package, as @tanstack/react-query re-exports query-core.
export type {
  Client,
  ClientOptions,
  ErrorKind,
  Session,
  SessionOptions,
  SessionStatus,
  Toast,
  ToastPlace,
  ToastQueue,
  TokenStore,
} from '@airwave/sdk'
export {
  ApiError,
  cookieTokenStore,
  createClient,
  createQueryClient,
  createSession,
  createToastQueue,
  localStorageTokenStore,
  memoryTokenStore,
} from '@airwave/sdk'
export { channelEndpoints } from '@airwave/sdk/channel'
export type { BoardEmitted, PostFilters, Viewer } from '@airwave/sdk/community'
export { communityEndpoints } from '@airwave/sdk/community'
export { emoticonEndpoints } from '@airwave/sdk/emoticon'
// The words are the SDK's catalogues (`@airwave/sdk/i18n`); these names stay for React users.
export {
  type CommunityMessages as Catalogue,
  communityCatalogue,
  LOCALES,
  type Locale,
  type MessageKey,
  type PluralKey,
  type PluralMessage,
  resolveLocale,
  type TextKey,
} from '@airwave/sdk/i18n'
// The reasons are the contract's; the kit's name for a reason's key stays `ReportReason`.
export { REPORT_REASONS, type ReportReasonKey as ReportReason } from '@airwave/sdk/report'
export { AirwaveProvider, type AirwaveProviderProps } from './AirwaveProvider'
export { MoreMenu, type MoreMenuItem, type MoreMenuProps } from './a11y/MoreMenu'
export { type ControllableStateOptions, useControllableState } from './a11y/useControllableState'
export { useFocusTrap } from './a11y/useFocusTrap'
export { VisuallyHidden } from './a11y/VisuallyHidden'
export {
  type AirwaveClient,
  type AirwaveContextValue,
  type Theme,
  useAirwave,
  useLocale,
  useTheme,
} from './airwaveContext'
export {
  AlertDialog,
  type AlertDialogProps,
  type AlertKind,
  alertFor,
} from './dialogs/AlertDialog'
export { ConfirmDialog, type ConfirmDialogProps, type ConfirmKind } from './dialogs/ConfirmDialog'
export type { DialogState } from './dialogs/DialogFrame'
export { LoginPromptDialog, type LoginPromptDialogProps } from './dialogs/LoginPromptDialog'
export { ReportDialog, type ReportDialogProps } from './dialogs/ReportDialog'
export { createTranslator, type MessageParams, type Translator } from './i18n/translator'
export { useT } from './i18n/useT'
export { airwaveStyles, MOBILE_BREAKPOINT } from './theme/styles'
export { TOAST_DURATION, Toaster, type ToasterProps } from './toasts/Toaster'
export { type BlockList, type UseBlockListOptions, useBlockList } from './useBlockList'
export {
  type CommentThread,
  type UseCommentThreadOptions,
  useCommentThread,
} from './useCommentThread'
export { useEmoticons } from './useEmoticons'
export { usePost } from './usePost'
export { usePostList } from './usePostList'
export {
  type PostListActor,
  type UsePostListMachineOptions,
  usePostListMachine,
} from './usePostListMachine'
export { useReplies } from './useReplies'
export { useToasts } from './useToasts'
