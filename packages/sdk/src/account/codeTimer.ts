/**
 * The verification code's time left as its timer shows it, minutes and seconds on two digits
 * each: `05:00` when sent, `00:00` once expired.
 *
 * @example codeTimerText(299_500) // '05:00'
 */
export function codeTimerText(msLeft: number): string {
  const total = Math.max(0, Math.ceil(msLeft / 1000))
  const two = (n: number) => String(n).padStart(2, '0')
  return `${two(Math.floor(total / 60))}:${two(total % 60)}`
}
