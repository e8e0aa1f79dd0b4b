import { type ChildProcess, spawn } from 'node:child_process'
import { dirname, resolve } from 'node:path'
import { fileURLToPath } from 'node:url'

/** The reference server, started by `apps/server/scripts/testServer.ts` in its own process. */
export interface RealServer {
  url: string
  stop(): Promise<void>
}

// A string, not a URL: jsdom's URL is not the one node:url accepts.
const serverDir = resolve(dirname(fileURLToPath(import.meta.url)), '../../../../apps/server')

/**
 * Starts the real server with its demo data in a Node process of its own, for the tests that
 * render the kit in jsdom against it. In-process it would run on jsdom's globals instead of
 * Node's.
 *
 * @example const server = await startRealServer(); afterAll(() => server.stop())
 */
export function startRealServer(): Promise<RealServer> {
  const child = spawn(
    process.execPath,
    ['--conditions=@airwave/source', '--import', 'tsx', 'scripts/testServer.ts'],
    { cwd: serverDir, stdio: ['pipe', 'pipe', 'inherit'] },
  )
  return new Promise((resolve, reject) => {
    let output = ''
    child.once('exit', (code) => reject(new Error(`the test server exited with ${code}`)))
    child.stdout?.on('data', (chunk: Buffer) => {
      output += chunk.toString()
      const line = output.split('\n').find((text) => text.startsWith('{"url"'))
      if (!line) return
      child.stdout?.removeAllListeners('data')
      child.removeAllListeners('exit')
      resolve({ url: (JSON.parse(line) as { url: string }).url, stop: () => stopChild(child) })
    })
  })
}

function stopChild(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null) return Promise.resolve()
  return new Promise((resolve) => {
    child.once('exit', () => resolve())
    child.kill('SIGTERM')
  })
}
