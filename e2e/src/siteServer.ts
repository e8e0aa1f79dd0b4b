import { existsSync } from 'node:fs'
import { dirname, join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { startTestServer } from '@airwave/server/testing'

type TestServerOptions = NonNullable<Parameters<typeof startTestServer>[0]>

/** `apps/site/dist`, what `pnpm --filter @airwave/site build` (and `npm test`) makes. */
const SITE_DIST = join(dirname(fileURLToPath(import.meta.url)), '../../apps/site/dist')

export interface SiteServerOptions extends TestServerOptions {
  /** The built site to serve; default `apps/site/dist`. */
  siteDir?: string
}

export interface SiteServer {
  /** `http://127.0.0.1:{port}`: the site and the API on one origin. */
  url: string
  stop(): Promise<void>
}

/**
 * The real server over a fresh database with the demo data (`seed: true`) serving the built
 * site on the same port, as `npm start` does. The demo VODs transcode in the background.
 *
 * @example
 * const site = await startSiteServer()
 * afterAll(() => site.stop())
 * await page.goto(`${site.url}/airwave/community`)
 */
export async function startSiteServer(options: SiteServerOptions = {}): Promise<SiteServer> {
  const { siteDir = SITE_DIST, config, ...rest } = options
  if (!existsSync(join(siteDir, 'index.html'))) {
    throw new Error(`No built site in ${siteDir}: run pnpm --filter @airwave/site build first`)
  }
  const server = await startTestServer({ seed: true, ...rest, config: { ...config, siteDir } })
  return { url: server.url, stop: () => server.stop() }
}
