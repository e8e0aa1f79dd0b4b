/**
 * Stops the server once, then ends the process (1 when the stop failed): for the scripts that
 * run a server in a process of their own and stop on a signal or when their input closes,
 * whichever comes first.
 *
 * @example
 * const stop = stopOnce(server)
 * process.once('SIGTERM', stop)
 * process.stdin.on('end', stop)
 */
export function stopOnce(server: { stop(): Promise<void> }): () => void {
  let stopping = false
  return () => {
    if (stopping) return
    stopping = true
    server.stop().then(
      () => process.exit(0),
      () => process.exit(1),
    )
  }
}
