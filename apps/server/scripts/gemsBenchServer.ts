// The server of bench/gems-cheers.mjs and bench/gems-webhooks.mjs: the reference server on
// PostgreSQL (DATABASE_URL, a database of the bench's own), the demo data without the media
// module (no ffmpeg transcode competes for the CPU), the local checkout signing with
// WEBHOOK_SECRET, the write limits off. With MEMBERS=n it adds n members with channels and prints
// their tokens. It prints one JSON line, `{"url":…,"members":[…]}`, once ready; a line `audit`
// on its input prints the ledger's audit as one JSON line; it stops on SIGTERM or when its input
// closes.
//
//   DATABASE_URL=postgres://postgres@127.0.0.1:5432/aw_ledger_bench PORT=4161 MEMBERS=100 \
//     WEBHOOK_SECRET=whsec_bench node --conditions=@airwave/source --import tsx scripts/gemsBenchServer.ts
import { createInterface } from 'node:readline'
import { count, eq } from 'drizzle-orm'
import { issueTokenPair } from '../src/account/tokens'
import { openDatabase } from '../src/db/database'
import { channels, itemOrders, ledgerTransfers, members } from '../src/db/schema'
import { auditLedger, balanceOf, ledgerAccount } from '../src/item/ledger'
import { routeModules } from '../src/modules'
import { startServer } from '../src/server'
import { stopOnce } from '../src/testing/stopOnce'
import { testConfig } from '../src/testing/testServer'
import { mediaRoutes } from '../src/video/media.routes'

const url = process.env.DATABASE_URL
if (!url) throw new Error('DATABASE_URL is required')
const config = testConfig({
  port: Number(process.env.PORT ?? 0),
  databaseUrl: url,
  payments: { provider: 'local', webhookSecret: process.env.WEBHOOK_SECRET ?? 'whsec_bench' },
})
const server = await startServer({
  config,
  database: openDatabase({ url, maxConnections: Number(process.env.POOL ?? 10) }),
  logger: false,
  modules: routeModules.filter((module) => module !== mediaRoutes),
})
await server.ready
const { db } = server.deps

/** `n` members `bench{i}` with a channel each and an access token. */
async function addMembers(n: number) {
  const made = []
  for (let i = 0; i < n; i += 1) {
    const handle = `bench${i}`
    const [member] = await db
      .insert(members)
      .values({ email: `${handle}@bench.test`, passwordHash: 'x', birthDate: '1990-01-01' })
      .returning()
    if (!member) throw new Error('no member')
    const [channel] = await db
      .insert(channels)
      .values({ handle, nickname: `Bench ${i}`, ownerId: member.id })
      .returning()
    const pair = await issueTokenPair(db, config.jwtSecret, {
      memberId: member.id,
      channelIdx: channel?.id ?? null,
    })
    made.push({ memberId: member.id, channelId: handle, token: pair.accessToken })
  }
  return made
}

const benchMembers = await addMembers(Number(process.env.MEMBERS ?? 0))
process.stdout.write(`${JSON.stringify({ url: server.url, members: benchMembers })}\n`)

/** The ledger's audit, with what the benches compare: orders, credits, cheers, wallets. */
async function audit() {
  const ledger = await auditLedger(db)
  const orders = await db
    .select({ status: itemOrders.status, n: count() })
    .from(itemOrders)
    .groupBy(itemOrders.status)
  const kinds = await db
    .select({ kind: ledgerTransfers.kind, unit: ledgerTransfers.unit, n: count() })
    .from(ledgerTransfers)
    .groupBy(ledgerTransfers.kind, ledgerTransfers.unit)
  const wallets: Record<string, number> = {}
  for (const member of await db.select({ id: members.id, email: members.email }).from(members)) {
    wallets[member.email] = await balanceOf(db, ledgerAccount.wallet(member.id))
  }
  const [airwave] = await db.select().from(channels).where(eq(channels.handle, 'airwave'))
  const earnings = airwave ? await balanceOf(db, ledgerAccount.earnings(airwave.id)) : 0
  return { ledger, orders, kinds, wallets, earnings }
}

const stop = stopOnce(server)
process.once('SIGTERM', stop)
const input = createInterface({ input: process.stdin })
input.on('line', (line) => {
  if (line.trim() !== 'audit') return
  audit().then(
    (result) => process.stdout.write(`${JSON.stringify({ audit: result })}\n`),
    (error: unknown) => process.stdout.write(`${JSON.stringify({ error: String(error) })}\n`),
  )
})
input.on('close', stop)
