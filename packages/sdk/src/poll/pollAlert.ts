import type { PollErrorCode } from '../contract/poll/poll.schemas'
import type { PollTextKey } from '../i18n/poll/pollMessages'

/**
 * What a poll alert says: a known refusal's title and description keys (in `pollCatalogue`),
 * or, for any other failure, the status code as the title and the server's message as the
 * description (viewing.md section 8).
 */
export type PollAlert =
  | { kind: 'known'; code: string; titleKey: PollTextKey; descriptionKey: PollTextKey }
  | { kind: 'unknown'; code: string; title: string; description: string }

const KNOWN: Record<PollErrorCode, [PollTextKey, PollTextKey]> = {
  CHA30090: ['alertNotFoundTitle', 'alertNotFoundBody'],
  CHA30091: ['alertForbiddenTitle', 'alertForbiddenBody'],
  CHA30092: ['alertRunningTitle', 'alertRunningBody'],
  CHA30093: ['alertEndedTitle', 'alertEndedBody'],
  CHA30094: ['alertVotedTitle', 'alertVotedBody'],
  CHA30095: ['alertLockedTitle', 'alertLockedBody'],
}

const isKnown = (code: string): code is PollErrorCode => Object.hasOwn(KNOWN, code)

/**
 * The alert for a failed poll call (an `ApiError`, or anything with `status`, `code` and
 * `message`). A failure that never reached a server (status 0: no network, a timeout) says so
 * rather than showing "0" (chosen).
 *
 * @example
 * pollAlertOf(new ApiError(409, 'CHA30094', 'Already voted'))
 * // { kind: 'known', code: 'CHA30094', titleKey: 'alertVotedTitle', descriptionKey: 'alertVotedBody' }
 * pollAlertOf(new ApiError(500, 'INTERNAL', 'Database down'))
 * // { kind: 'unknown', code: 'INTERNAL', title: '500', description: 'Database down' }
 */
export function pollAlertOf(error: unknown): PollAlert {
  const {
    status = 0,
    code = '',
    message = '',
  } = (error ?? {}) as {
    status?: number
    code?: string
    message?: string
  }
  if (isKnown(code)) {
    const [titleKey, descriptionKey] = KNOWN[code]
    return { kind: 'known', code, titleKey, descriptionKey }
  }
  if (status === 0) {
    return {
      kind: 'known',
      code: code || 'NETWORK_ERROR',
      titleKey: 'alertNetworkTitle',
      descriptionKey: 'alertNetworkBody',
    }
  }
  return { kind: 'unknown', code, title: String(status), description: message }
}
