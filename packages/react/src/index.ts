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
  viewerFrom,
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
export { type BlockList, type UseBlockListOptions, useBlockList } from './channel/useBlockList'
export {
  type CommentThread,
  type UseCommentThreadOptions,
  useCommentThread,
} from './community/useCommentThread'
export { usePost } from './community/usePost'
export { usePostList } from './community/usePostList'
export {
  type PostListActor,
  type UsePostListMachineOptions,
  usePostListMachine,
} from './community/usePostListMachine'
export { useReplies } from './community/useReplies'
export { useEmoticons } from './emoticon/useEmoticons'
export { MoreMenu, type MoreMenuItem, type MoreMenuProps } from './shared/a11y/MoreMenu'
export {
  type ControllableStateOptions,
  useControllableState,
} from './shared/a11y/useControllableState'
export { useFocusTrap } from './shared/a11y/useFocusTrap'
export { VisuallyHidden } from './shared/a11y/VisuallyHidden'
export {
  AlertDialog,
  type AlertDialogProps,
  type AlertKind,
  alertFor,
} from './shared/dialogs/AlertDialog'
export {
  ConfirmDialog,
  type ConfirmDialogProps,
  type ConfirmKind,
} from './shared/dialogs/ConfirmDialog'
export {
  DialogFrame,
  type DialogFrameProps,
  type DialogState,
} from './shared/dialogs/DialogFrame'
export { LoginPromptDialog, type LoginPromptDialogProps } from './shared/dialogs/LoginPromptDialog'
export { ReportDialog, type ReportDialogProps } from './shared/dialogs/ReportDialog'
export { createTranslator, type MessageParams, type Translator } from './shared/i18n/translator'
export { useCatalogue } from './shared/i18n/useCatalogueText'
export { useT } from './shared/i18n/useT'
export { useOverlayLayer } from './shared/overlay/useOverlayLayer'
export { AirwaveProvider, type AirwaveProviderProps } from './shared/provider/AirwaveProvider'
export type { LoginReason } from './shared/provider/airwaveContext'
export {
  type AirwaveClient,
  type AirwaveContextValue,
  type KitGroups,
  type Theme,
  useAirwave,
  useCalls,
  useLocale,
  useTheme,
} from './shared/provider/airwaveContext'
export { createKitClient, type KitClientOptions } from './shared/provider/kitClient'
export type { KitReportProps } from './shared/provider/useKitReports'
export { useViewer } from './shared/provider/useViewer'
export { airwaveStyles, MOBILE_BREAKPOINT } from './shared/theme/styles'
export { TOAST_DURATION, Toaster, type ToasterProps } from './shared/toasts/Toaster'
export { useToasts } from './shared/toasts/useToasts'
