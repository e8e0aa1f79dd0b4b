/**
 * What the UI does about a failure. One kind gathers the codes that get the same treatment
 * (the already-reported alert, the max-blocked dialog, the maintenance page...); a UI that
 * needs finer text still has `ApiError.code`.
 */
export type ErrorKind =
  | 'already-reported'
  | 'already-blocked'
  | 'already-liked'
  | 'max-blocked'
  | 'own-channel'
  | 'not-found'
  | 'hidden'
  | 'deleted'
  | 'suspended'
  | 'blacklisted'
  | 'account-blocked'
  | 'channel-blocked'
  | 'region-restricted'
  | 'forbidden-word'
  | 'taken'
  | 'password-mismatch'
  | 'invalid-input'
  | 'unauthorized'
  | 'forbidden'
  | 'conflict'
  | 'rate-limited'
  | 'maintenance'
  | 'subscription'
  | 'poll'
  | 'replay-save'
  | 'file'
  | 'direct-message'
  /** Show the server's message as it is (comment and video actions). */
  | 'message'
  /** The spec asks for no feedback (VOD1015 on a video update). */
  | 'silent'
  | 'network'
  | 'timeout'
  | 'invalid-response'
  | 'unknown'

/**
 * Every error code of the spec, and ours, with its kind.
 *
 * @example
 * errorCodes.CHA30048 // 'max-blocked'
 */
export const errorCodes = {
  CHA30000: 'forbidden-word',
  CHA30001: 'forbidden-word',
  CHA30006: 'not-found',
  CHA30007: 'taken',
  CHA30008: 'taken',
  CHA30015: 'not-found',
  CHA30016: 'blacklisted',
  CHA30017: 'own-channel',
  CHA30023: 'not-found',
  CHA30025: 'already-blocked',
  CHA30048: 'max-blocked',
  CHA30049: 'already-reported',
  CHA30068: 'suspended',
  CHA30071: 'deleted',
  CHA43004: 'region-restricted',
  CHA43005: 'region-restricted',
  CHA30090: 'poll',
  CHA30091: 'poll',
  CHA30092: 'poll',
  CHA30093: 'poll',
  CHA30094: 'poll',
  CHA30095: 'poll',
  VOD1000: 'not-found',
  VOD1001: 'message',
  VOD1002: 'message',
  VOD1003: 'already-liked',
  VOD1004: 'forbidden',
  VOD1005: 'region-restricted',
  VOD1008: 'hidden',
  VOD1011: 'blacklisted',
  VOD1012: 'maintenance',
  VOD1014: 'deleted',
  VOD1015: 'silent',
  VOD1017: 'suspended',
  VOD1018: 'hidden',
  VOD1021: 'already-reported',
  VOD1024: 'message',
  VOD1026: 'replay-save',
  VOD1027: 'replay-save',
  VOD1031: 'forbidden',
  VOD1033: 'forbidden',
  VOD1216: 'message',
  VOD1217: 'message',
  STR40009: 'replay-save',
  ITE10000: 'subscription',
  ITE10001: 'subscription',
  ITE10003: 'subscription',
  ITE10005: 'subscription',
  ITE10009: 'subscription',
  ITE30004: 'already-reported',
  API1002: 'rate-limited',
  MSG2000: 'direct-message',
  MSG2003: 'direct-message',
  MSG2008: 'direct-message',
  MEM10029: 'account-blocked',
  MEM10058: 'channel-blocked',
  MEM10055: 'password-mismatch',
  MEM12003: 'invalid-input',
  MEM12005: 'invalid-input',
  MEM100: 'invalid-input',
  MEM13001: 'invalid-input',
  // Cannot change again within a number of days.
  MEM12006: 'rate-limited',
  // Account form rules: 1004 and 1013 e-mail format, 1005-1007 password rules, 1012 same e-mail.
  '1002': 'invalid-input',
  '1003': 'invalid-input',
  '1004': 'invalid-input',
  '1005': 'invalid-input',
  '1006': 'invalid-input',
  '1007': 'invalid-input',
  '1008': 'invalid-input',
  '1009': 'invalid-input',
  '1010': 'invalid-input',
  '1011': 'invalid-input',
  '1012': 'invalid-input',
  '1013': 'invalid-input',
  FILE_TYPE_NOT_ALLOWED: 'file',
  FILE_SIZE_EXCEEDS: 'file',
  IMAGE_DIMENSIONS_NOT_ALLOWED: 'file',
  // Ours, not the spec's: generic codes of the reference server and the transport.
  INVALID_REQUEST: 'invalid-input',
  VERIFICATION_FAILED: 'invalid-input',
  UNAUTHORIZED: 'unauthorized',
  FORBIDDEN: 'forbidden',
  NOT_FOUND: 'not-found',
  CONFLICT: 'conflict',
  RATE_LIMITED: 'rate-limited',
  INTERNAL: 'unknown',
  MAINTENANCE: 'maintenance',
  NETWORK_ERROR: 'network',
  TIMEOUT: 'timeout',
  INVALID_RESPONSE: 'invalid-response',
} as const satisfies Record<string, ErrorKind>

export type ErrorCode = keyof typeof errorCodes

// The typical HTTP status of each kind; kinds that never come from a server have none.
const statusOfKind: Partial<Record<ErrorKind, number>> = {
  'already-reported': 409,
  'already-blocked': 409,
  'already-liked': 409,
  'max-blocked': 409,
  taken: 409,
  conflict: 409,
  'own-channel': 403,
  hidden: 403,
  suspended: 403,
  blacklisted: 403,
  'account-blocked': 403,
  'channel-blocked': 403,
  'region-restricted': 403,
  forbidden: 403,
  subscription: 403,
  'not-found': 404,
  deleted: 404,
  'forbidden-word': 400,
  'password-mismatch': 400,
  'invalid-input': 400,
  poll: 400,
  'replay-save': 400,
  file: 400,
  'direct-message': 400,
  message: 400,
  silent: 400,
  unauthorized: 401,
  'rate-limited': 429,
  maintenance: 503,
  unknown: 500,
}

function isErrorCode(code: string): code is ErrorCode {
  return Object.hasOwn(errorCodes, code)
}

/**
 * The kind of a failure from its code, falling back on the HTTP status for codes the
 * catalogue does not know (a 503 is always maintenance: the spec sends it to that page).
 *
 * @example
 * errorKind('CHA30049', 400) // 'already-reported'
 * errorKind('SOMETHING_NEW', 503) // 'maintenance'
 */
export function errorKind(code: string, status: number): ErrorKind {
  if (isErrorCode(code)) return errorCodes[code]
  if (status === 503) return 'maintenance'
  if (status === 401) return 'unauthorized'
  if (status === 404) return 'not-found'
  return 'unknown'
}

/**
 * The HTTP status a server answers with for a catalogue code (undefined for the transport's
 * own codes, which never come from a server).
 *
 * @example
 * errorStatus('CHA30048') // 409
 * errorStatus('TIMEOUT') // undefined
 */
export function errorStatus(code: ErrorCode): number | undefined {
  return statusOfKind[errorCodes[code]]
}
