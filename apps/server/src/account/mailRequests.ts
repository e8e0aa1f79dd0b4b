import { limits } from '../limits/catalogue'
import type { Limiter } from '../limits/limiter'

/**
 * Counts a mail asked for (a verification code, a sign-in link) against its limits, or throws
 * 429: 5 an hour to one address from one requester, 30 from one requester to any address, 20 to
 * one address from everyone. A stranger who asks for someone's codes uses up their own
 * allowance, not the owner's.
 *
 * @example await countMailRequest(deps.limiter, 'kim@ab.co', request.ip)
 */
export async function countMailRequest(
  limiter: Limiter,
  email: string,
  address: string,
): Promise<void> {
  await limiter.consume(limits.mailPair, `${email}|${address}`)
  await limiter.consume(limits.mailAddress, address)
  await limiter.consume(limits.mailTarget, email)
}
