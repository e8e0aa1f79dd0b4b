/**
 * Masks an e-mail for display: the first 3 characters of the local part stay and the rest
 * become asterisks, one per character; the domain stays. A local part of 3 characters or fewer
 * keeps only 1, so that something is always hidden. Without an `@` the whole value is masked
 * as a local part.
 *
 * @example
 * maskEmail('kimchi@example.com') // 'kim***@example.com'
 * maskEmail('jo@example.com') // 'j*@example.com'
 */
export function maskEmail(email: string): string {
  const at = email.lastIndexOf('@')
  const local = Array.from(at < 0 ? email : email.slice(0, at))
  const keep = local.length > 3 ? 3 : 1
  const masked = local.slice(0, keep).join('') + '*'.repeat(Math.max(0, local.length - keep))
  return at < 0 ? masked : masked + email.slice(at)
}
