export { withAliases } from './aliases'
export { ApiError } from './apiError'
export { CARD_LIST_META, refreshCardLists } from './cardLists'
export { sameChannelId } from './channelId'
export type { BoundGroups, EndpointFunction, EndpointGroups } from './client'
export { bindEndpoint, bindEndpoints } from './client'
export type { Client, ClientEvents, ClientOptions, ClientSession } from './createClient'
export { createClient } from './createClient'
export type { Emitter, Unsubscribe } from './emitter'
export { createEmitter } from './emitter'
export type {
  EndpointAuth,
  EndpointDefinition,
  HttpMethod,
  PathParamNames,
  Schema,
} from './endpoint'
export { endpoint, fillPath, pathParamNames } from './endpoint'
export type { FailureEnvelope, SuccessEnvelope } from './envelope'
export { failure, failureEnvelopeSchema, success, successEnvelopeSchema } from './envelope'
export type { ErrorCode, ErrorKind } from './errorCatalogue'
export { errorCodes, errorKind } from './errorCatalogue'
export type { BoardEmitted, SuccessToast } from './feedback'
export { commentCountChange, failureEvents, failureFeedback, successToast } from './feedback'
export type { FormProblem, ProblemKey } from './formProblem'
export { problemAt, problemKey, problemOfError, withProblem } from './formProblem'
export type { KitError, KitEvent, KitSource } from './kitEvents'
export { kitError } from './kitEvents'
export type { MaintenanceInfo } from './maintenance'
export { isExactIso, maintenanceInfoSchema, parseMaintenance } from './maintenance'
export type {
  OverlayArea,
  OverlayLayers,
  OverlayName,
  OverlayPlacement,
  OverlayRoom,
  OverlaySlot,
} from './overlayLayers'
export { arrangeOverlays, createOverlayLayers, OVERLAY_SLOTS } from './overlayLayers'
export type { Paged } from './pagedList'
export { allItems, nextPageOf } from './pagedList'
export type { PageSizes } from './paging'
export { nextFlaggedPage, nextPage, pageCount, pageOffset } from './paging'
export type { PagedQueryOptions, QueryOptions } from './queryClient'
export { createQueryClient, QUERY_RETRIES, shouldRetryQuery } from './queryClient'
export type { ReconnectBackoff } from './reconnectDelay'
export { RECONNECT_BACKOFF, reconnectDelay } from './reconnectDelay'
export { recoveryCues } from './recoveryCues'
export type { ApiRequest, RequestOptions, Transport, UploadProgress } from './request'
export { AUTO_RETRY, isUnreachable, retryDelayOf, shouldAutoRetry } from './serverReach'
export type { Session, SessionOptions, SessionStatus } from './session'
export { createSession } from './session'
export type {
  RefreshInput,
  RevokeTokens,
  SessionContext,
  SessionEvent,
  SessionInput,
  SignedOutEvent,
  SignOutReason,
} from './session.machine'
export { refreshTokenPair, sessionMachine } from './session.machine'
export type { Toast, ToastPlace, ToastQueue } from './toastQueue'
export { addToast, createToastQueue, TOASTS_PER_PLACE } from './toastQueue'
export type { TokenPair } from './tokenPair'
export type {
  CookieTokenStoreOptions,
  LocalStorageTokenStoreOptions,
  TokenStore,
} from './tokenStore'
export {
  cookieTokenStore,
  localStorageTokenStore,
  memoryTokenStore,
  readTokenPair,
} from './tokenStore'
export type { AuthSource, HttpTransport, TransportEvents, TransportOptions } from './transport'
export { codeForStatus, createTransport, serializeQuery } from './transport'
export type { Viewer } from './viewer'
export { isOwner, type OwnChannelAnswer, viewerFrom, viewerKey } from './viewer'
