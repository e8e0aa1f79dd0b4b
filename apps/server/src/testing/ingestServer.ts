import { type LiveOptions, liveRoutes } from '../live/live.routes'
import { routeModules } from '../modules'
import type { RunningServer } from '../server'
import { findMediaTools } from '../video/ffmpeg'
import { startTestServer, type TestServerOptions } from './testServer'

/**
 * A test server whose RTMP ingest listens on a free port, and that port (0 on a machine without
 * ffmpeg, where the ingest does not start). `live` adds to the live routes' options: a schedule,
 * the replays' hook, a thumbnail interval.
 *
 * @example const { server, rtmpPort } = await startIngestServer()
 */
export async function startIngestServer(
  live: Omit<LiveOptions, 'rtmpPort' | 'onIngest'> = {},
  options: TestServerOptions = {},
): Promise<{ server: RunningServer; rtmpPort: number }> {
  let started: (port: number) => void = () => {}
  const ingestPort = new Promise<number>((resolve) => {
    started = resolve
  })
  const server = await startTestServer({
    ...options,
    modules: routeModules.map((module) =>
      module === liveRoutes
        ? (app, deps) =>
            liveRoutes(app, deps, {
              ...live,
              rtmpPort: 0,
              onIngest: (ingest) => started(ingest.port),
            })
        : module,
    ),
  })
  const available = (live.tools ?? findMediaTools(process.env)).available
  return { server, rtmpPort: available ? await ingestPort : 0 }
}
