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
  /** The viewer's own channel is suspended: the alert, then sign-out. */
  | 'viewer-suspended'
  | 'blacklisted'
  | 'account-blocked'
  | 'channel-blocked'
  | 'region-restricted'
  | 'forbidden-word'
  /** The chat refused a message (ban word, ice mode, slow mode, chat block, link, emoticon): `code` says which. */
  | 'chat'
  | 'taken'
  | 'password-mismatch'
  | 'invalid-input'
  /** The member has no channel (nickname) yet: comments and replies need one. */
  | 'channel-required'
  | 'too-large'
  | 'unauthorized'
  | 'forbidden'
  | 'conflict'
  | 'rate-limited'
  | 'maintenance'
  | 'subscription'
  /** A gem or payment call refused (ITE20001-ITE20010, ours): `code` says which; the wallet's words name each. */
  | 'wallet'
  | 'poll'
  /** A raid refused: the raider is not live (STR40010), the target is not (STR40011), or it does not take this channel's raids (STR40012). */
  | 'raid'
  /** A social sign-in or link refused: SOC10001 the account is another member's, SOC10002 a link of that platform exists, SOC10003 the last way to sign in, SOC10004 the flow expired or failed, SOC10005 the platform is not offered. */
  | 'social'
  | 'replay-save'
  | 'file'
  /** A direct message refused: MSG2000 the room does not let the member write, MSG2003 a request waits for its answer, MSG2008 no such room. */
  | 'direct-message'
  /** A challenge mission call refused (MIS1000-MIS1006, ours): `code` says which; the mission's words name each. */
  | 'mission'
  /** Show the server's message as it is (comment and video actions). */
  | 'message'
  /** The spec asks for no feedback (VOD1015 on a video update). */
  | 'silent'
  | 'network'
  | 'timeout'
  /** A gateway in front of the server answered for it (502, 504; a 503 without the server's body): the server is down or restarting. */
  | 'unreachable'
  | 'invalid-response'
  | 'unknown'

// Every code with its kind and the kind's typical HTTP status (0: never from a server), one kind
// a line: `kind status CODE CODE ...`. A string rather than an object literal: grouped by kind it
// is a third of the size in every client bundle, and `errorCodes` is typed from it below.
// Notes: MEM12006 is "cannot change again within a number of days"; the account form rules are
// 1004 and 1013 (e-mail format), 1005-1007 (password rules) and 1012 (same e-mail). The codes from
// INVALID_REQUEST on are ours, not the spec's: generic codes of the reference server and the
// transport. The chat codes are ours too (the spec names none): CHT10001 a ban word, CHT10002
// ice mode, CHT10003 slow mode, CHT10004 blocked from the chat, CHT10005 links not permitted,
// CHT10006 a subscriber emoticon without the subscription, CHT10007 timed out of the chat
// (with the seconds left). The raid codes are ours too: STR40010
// the raider is not live, STR40011 the raided channel is not live, STR40012 the raided channel's
// owner blocked the raider (STR, beside the spec's stream code STR40009; a raid into your own
// channel is the spec's CHA30017, an unknown one CHA30023).
// VIEWER_SUSPENDED is ours (the spec names the viewer's suspension but no code); ALREADY_OFF
// answers a call about a live that has ended. The social codes are ours too (SOC10001-SOC10005,
// see the `social` kind). EMBED_SCOPE refuses an embed's session a call that is not the embed's;
// REAUTH_REQUIRED asks the owner to confirm it's them (the password, or a fresh sign-in). The
// wallet codes are ours (ITEM_ERRORS of the item contract); the server answers some of them with
// another status (ITE20003 404, ITE20004 400, ITE20005 503), so the kind's 409 is only typical.
// BAD_GATEWAY, GATEWAY_TIMEOUT and SERVICE_UNAVAILABLE are the transport's: a gateway's answer
// with no body of ours (the server behind it is down), see `isUnreachable`.
const catalogue = `forbidden-word 400 CHA30000 CHA30001
not-found 404 CHA30006 CHA30015 CHA30023 VOD1000 NOT_FOUND
taken 409 CHA30007 CHA30008
blacklisted 403 CHA30016 VOD1011
own-channel 403 CHA30017
already-blocked 409 CHA30025
max-blocked 409 CHA30048
already-reported 409 CHA30049 VOD1021 ITE30004
suspended 403 CHA30068 VOD1017
viewer-suspended 403 VIEWER_SUSPENDED
deleted 404 CHA30071 VOD1014
region-restricted 403 CHA43004 CHA43005 VOD1005
poll 400 CHA30090 CHA30091 CHA30092 CHA30093 CHA30094 CHA30095
message 400 VOD1001 VOD1002 VOD1024 VOD1216 VOD1217
already-liked 409 VOD1003
forbidden 403 VOD1004 VOD1031 VOD1033 FORBIDDEN EMBED_SCOPE REAUTH_REQUIRED
hidden 403 VOD1008 VOD1018
maintenance 503 VOD1012 MAINTENANCE
silent 400 VOD1015
replay-save 400 VOD1026 VOD1027 STR40009
raid 409 STR40010 STR40011 STR40012
social 409 SOC10001 SOC10002 SOC10003 SOC10004 SOC10005
subscription 403 ITE10000 ITE10001 ITE10003 ITE10005 ITE10009 ITE20011 ITE20012 ITE20013 ITE20014 ITE20015 ITE20016 ITE20017
wallet 409 ITE20001 ITE20002 ITE20003 ITE20004 ITE20005 ITE20006 ITE20007 ITE20008 ITE20009 ITE20010
rate-limited 429 API1002 MEM12006 RATE_LIMITED
direct-message 400 MSG2000 MSG2003 MSG2008
mission 409 MIS1000 MIS1001 MIS1002 MIS1003 MIS1004 MIS1005 MIS1006
chat 403 CHT10001 CHT10002 CHT10003 CHT10004 CHT10005 CHT10006 CHT10007
account-blocked 403 MEM10029
channel-blocked 403 MEM10058
password-mismatch 400 MEM10055
invalid-input 400 MEM12003 MEM12005 MEM100 MEM13001 1002 1003 1004 1005 1006 1007 1008 1009 1010 1011 1012 1013 INVALID_REQUEST VERIFICATION_FAILED
file 400 FILE_TYPE_NOT_ALLOWED FILE_SIZE_EXCEEDS IMAGE_DIMENSIONS_NOT_ALLOWED
channel-required 403 CHANNEL_REQUIRED
too-large 413 PAYLOAD_TOO_LARGE
unauthorized 401 UNAUTHORIZED
conflict 409 CONFLICT ALREADY_OFF EMOTICON_KEYWORD_TAKEN EMOTICON_LIMIT_REACHED
unknown 500 INTERNAL
unreachable 502 BAD_GATEWAY GATEWAY_TIMEOUT SERVICE_UNAVAILABLE
network 0 NETWORK_ERROR
timeout 0 TIMEOUT
invalid-response 0 INVALID_RESPONSE`

// The type of `errorCodes`, read from the catalogue string: `{ CHA30000: 'forbidden-word', ... }`.
type Split<
  S extends string,
  Separator extends string,
  Parts = never,
> = S extends `${infer Head}${Separator}${infer Tail}`
  ? Split<Tail, Separator, Parts | Head>
  : Parts | S
type Entry<Line> = Line extends `${infer Kind} ${string} ${infer Codes}`
  ? { kind: Kind; codes: Split<Codes, ' '> }
  : never
type Catalogue<S extends string> = {
  readonly [E in Entry<Split<S, '\n'>> as E['codes']]: E['kind']
}

const statusOfKind: Record<string, number> = {}

/**
 * Every error code of the spec, and ours, with its kind.
 *
 * @example
 * errorCodes.CHA30048 // 'max-blocked'
 */
export const errorCodes = {} as Catalogue<typeof catalogue>

for (const line of catalogue.split('\n')) {
  const [kind = '', status, ...codes] = line.split(' ')
  statusOfKind[kind] = Number(status)
  for (const code of codes) (errorCodes as Record<string, string>)[code] = kind
}

export type ErrorCode = keyof typeof errorCodes

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
  // The return type also checks that every kind of the catalogue is an ErrorKind.
  if (isErrorCode(code)) return errorCodes[code]
  if (status === 503) return 'maintenance'
  if (status === 401) return 'unauthorized'
  if (status === 404) return 'not-found'
  if (status === 502 || status === 504) return 'unreachable'
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
  return statusOfKind[errorCodes[code]] || undefined
}
