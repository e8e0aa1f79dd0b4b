import type { EndpointAuth, HttpMethod, Schema } from './endpoint'

/** Per-call options. */
export interface RequestOptions {
  /** Aborts the call; the promise rejects with the signal's reason. */
  signal?: AbortSignal
  /** Overrides the transport's timeout for this call, in milliseconds. */
  timeoutMs?: number
  /**
   * Told how much of a `FormData` body has been sent. Where `XMLHttpRequest` exists (browsers)
   * the upload goes through it, since `fetch` reports no upload progress; elsewhere it is told
   * once, when the answer arrives.
   */
  onUploadProgress?: (progress: UploadProgress) => void
  /**
   * Sent instead of the session's token, without waiting for the session and without a
   * refresh after a 401: for the call that ends the session (`session.signOut({ revoke })`).
   */
  accessToken?: string
  /**
   * Sent as the `Idempotency-Key` header of a call that moves money (an order, a cheer): a retry
   * with the same key, after a timeout or a lost answer, answers the first result and moves
   * nothing again. Make one per intent (`crypto.randomUUID()`) and keep it for its retries.
   */
  idempotencyKey?: string
}

/** Bytes of a request body sent so far, of `total`. */
export interface UploadProgress {
  loaded: number
  total: number
}

/** A call with its path filled, ready for a transport. */
export interface ApiRequest {
  method: HttpMethod
  path: string
  query?: Record<string, unknown>
  /** A JSON value, or `FormData` for multipart uploads. */
  body?: unknown
  /** Shape of `data` in the success envelope; the transport parses it. */
  answer: Schema
  auth: EndpointAuth
  options?: RequestOptions
}

/** Sends an {@link ApiRequest} and resolves with the parsed `data` of the envelope. */
export interface Transport {
  request<T>(request: ApiRequest): Promise<T>
}
