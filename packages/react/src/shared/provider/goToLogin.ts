/**
 * The login the provider opens when none is given: the page `/login` of this origin, told
 * where to come back to (the spec's `returnUrl`).
 */
export function goToLogin(): void {
  const here = globalThis.location
  if (!here) return
  const back = `${here.pathname}${here.search}${here.hash}`
  here.assign(`/login?returnUrl=${encodeURIComponent(back)}`)
}
