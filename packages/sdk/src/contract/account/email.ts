/** Account rule codes of the e-mail: 1004 format, 1013 stricter length and domain rules. */
export type EmailRuleCode = 1004 | 1013

export type EmailResult = { valid: true } | { valid: false; code: EmailRuleCode }

export const EMAIL_MIN_LENGTH = 9
export const EMAIL_MAX_LENGTH = 50

// One @, no whitespace, a dot inside the domain: the check run on blur.
const format = /^[^\s@]+@[^\s@]+\.[^\s@]+$/

function hasValidDomain(domain: string): boolean {
  return (
    /^[A-Za-z0-9.-]+$/.test(domain) &&
    !/^[.-]|[.-]$/.test(domain) &&
    !/\.\.|--/.test(domain) &&
    /\.[A-Za-z]+$/.test(domain)
  )
}

/**
 * Checks an e-mail address and returns the first failing rule: 1004 when it is not shaped like
 * `local@domain.tld`, 1013 when its length is outside 9 to 50, or its domain starts or ends
 * with a dot or hyphen, doubles a dot or hyphen, holds other than letters, digits, dots and
 * hyphens, or ends in a label that is not alphabetic. The value is not trimmed.
 *
 * @example
 * validateEmail('kim@example.com') // { valid: true }
 * validateEmail('kim@ex..com') // { valid: false, code: 1013 }
 */
export function validateEmail(email: string): EmailResult {
  if (!format.test(email)) return { valid: false, code: 1004 }
  const domain = email.slice(email.indexOf('@') + 1)
  const lengthOk = email.length >= EMAIL_MIN_LENGTH && email.length <= EMAIL_MAX_LENGTH
  return lengthOk && hasValidDomain(domain) ? { valid: true } : { valid: false, code: 1013 }
}
