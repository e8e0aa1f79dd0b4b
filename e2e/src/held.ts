/**
 * A promise and the function that resolves it: what a test holds a call or an answer with
 * until it lets go (Node 20 has no `Promise.withResolvers`).
 *
 * @example const [released, release] = held()
 */
export function held(): [Promise<void>, () => void] {
  let release = () => {}
  const released = new Promise<void>((resolve) => {
    release = resolve
  })
  return [released, release]
}
