import { randomBytes, randomUUID } from 'node:crypto'
import { mkdtempSync } from 'node:fs'
import { createServer, type Server, Socket } from 'node:net'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { Redis } from 'ioredis'
import type { Config } from '../config'
import type { Database } from '../db/database'
import type { RunningServer } from '../server'
import { openTestDatabase } from './testDatabase'
import { startTestServer, type TestServerOptions } from './testServer'

/** The Redis every multi-instance test shares (`AIRWAVE_TEST_REDIS_URL`, default local). */
const TEST_REDIS_URL = process.env.AIRWAVE_TEST_REDIS_URL ?? 'redis://127.0.0.1:6379'

/** Keys a cleanup deletes at most (a bound, far above what a test makes). */
const CLEANUP_MAX_KEYS = 100_000

export interface TestCluster {
  servers: RunningServer[]
  /** Starts one more instance into the cluster (stopped with the others). */
  add(options?: TestServerOptions): Promise<RunningServer>
  /** The Redis key prefix of this cluster, unique per run. */
  prefix: string
  /** Stops every instance, closes the shared database and deletes the cluster's Redis keys. */
  stop(): Promise<void>
}

/**
 * Instances of the real server that form one cluster, as behind a load balancer: one database
 * (a fresh test database, shared), one Redis under a prefix of their own (so parallel runs never
 * meet), one JWT secret and one data directory.
 *
 * @example
 * const cluster = await startCluster(2)
 * afterAll(() => cluster.stop())
 */
export async function startCluster(
  count: number,
  options: { config?: Partial<Config>; each?: (index: number) => TestServerOptions } = {},
): Promise<TestCluster> {
  const prefix = `airwave-test:${randomUUID()}:`
  const database = openTestDatabase()
  // Each instance stops on its own; the database closes once, after the last.
  const shared: Database = { ...database, close: async () => {} }
  const config: Partial<Config> = {
    redisUrl: TEST_REDIS_URL,
    redisPrefix: prefix,
    jwtSecret: randomBytes(32),
    dataDir: mkdtempSync(join(tmpdir(), 'airwave-cluster-')),
    ...options.config,
  }
  const servers: RunningServer[] = []
  const add = async (extra: TestServerOptions = {}) => {
    const server = await startTestServer({
      ...extra,
      database: shared,
      config: { ...config, ...extra.config },
    })
    servers.push(server)
    return server
  }
  for (let index = 0; index < count; index++) await add(options.each?.(index))
  return {
    servers,
    add,
    prefix,
    async stop() {
      await Promise.allSettled(servers.map((server) => server.stop()))
      await database.close()
      await deleteKeys(prefix)
    },
  }
}

/** Deletes every Redis key under `prefix` (bounded). */
async function deleteKeys(prefix: string): Promise<void> {
  const redis = new Redis(TEST_REDIS_URL)
  try {
    let cursor = '0'
    let deleted = 0
    do {
      const [next, keys] = await redis.scan(cursor, 'MATCH', `${prefix}*`, 'COUNT', 1000)
      cursor = next
      if (keys.length > 0) deleted += await redis.del(...keys)
    } while (cursor !== '0' && deleted < CLEANUP_MAX_KEYS)
  } finally {
    redis.disconnect()
  }
}

export interface RoundRobinProxy {
  /** `http://127.0.0.1:{port}`: connect here. */
  url: string
  /** Connections made so far to each target, in the targets' order. */
  connections: number[]
  /**
   * Cuts every client's connection as a dead network does: the clients see it at once, the
   * instances behind do not (their side stays open until the balancer closes).
   */
  strand(): void
  close(): Promise<void>
}

/**
 * A TCP load balancer on 127.0.0.1: each new connection goes to the next target in turn, so a
 * client that reconnects lands on another instance.
 *
 * @example
 * const proxy = await roundRobinProxy([a.url, b.url])
 */
export async function roundRobinProxy(targets: string[]): Promise<RoundRobinProxy> {
  const ports = targets.map((target) => Number(new URL(target).port))
  const connections = ports.map(() => 0)
  const open = new Set<Socket>()
  const clients = new Map<Socket, { stranded: boolean }>()
  let next = 0
  const server: Server = createServer((client) => {
    const index = next++ % ports.length
    connections[index] = (connections[index] ?? 0) + 1
    const upstream = new Socket()
    const pair = { stranded: false }
    clients.set(client, pair)
    open.add(client)
    open.add(upstream)
    const drop = () => {
      clients.delete(client)
      client.destroy()
      open.delete(client)
      if (pair.stranded) return
      upstream.destroy()
      open.delete(upstream)
    }
    client.on('error', drop).on('close', drop)
    upstream.on('error', drop).on('close', drop)
    upstream.connect(ports[index] ?? 0, '127.0.0.1', () => {
      client.pipe(upstream)
      upstream.pipe(client)
    })
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const address = server.address()
  const port = typeof address === 'object' && address ? address.port : 0
  return {
    url: `http://127.0.0.1:${port}`,
    connections,
    strand() {
      for (const [client, pair] of clients) {
        pair.stranded = true
        client.unpipe()
        client.destroy()
      }
    },
    close: () =>
      new Promise<void>((resolve) => {
        for (const socket of open) socket.destroy()
        server.close(() => resolve())
      }),
  }
}
