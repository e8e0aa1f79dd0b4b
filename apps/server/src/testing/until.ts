/**
 * Waits until `check` answers something, checking every 200 ms up to `ms` (a hang guard, not a
 * budget), and gives that answer.
 *
 * @example const row = await until('the health row', () => healthOf(channel), 30_000)
 */
export async function until<T>(
  what: string,
  check: () => Promise<T | undefined>,
  ms = 30_000,
): Promise<T> {
  const deadline = Date.now() + ms
  for (;;) {
    const value = await check()
    if (value !== undefined) return value
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`)
    await new Promise((resolve) => setTimeout(resolve, 200))
  }
}
