import { randomUUID } from 'node:crypto'
import { missionEndpoints } from '@airwave/sdk/contract'
import { inArray, sql } from 'drizzle-orm'
import { addMember, type TestMember } from '../community/testKit'
import { ledgerAccounts } from '../db/schema'
import { balanceOf, ledgerAccount, postTransfers } from '../item/ledger'
import type { RunningServer } from '../server'
import { signedClient } from '../testing/sdkClient'

// Test helpers of the missions: the SDK's mission client signed as a member, members with gems
// (credited from the issuer, as a purchase is), the gems a member holds, and the sum the
// ledger must keep over wallets, missions and earnings.

/** The SDK's mission client; with a token, every call carries it. */
export function missionClient(baseUrl: string, token?: string) {
  return signedClient(baseUrl, { mission: missionEndpoints }, token).mission
}

type MissionClient = ReturnType<typeof missionClient>
export type MissionMember = TestMember & { mission: MissionClient }

/** A new idempotency key. */
export const key = () => ({ idempotencyKey: randomUUID() })

/** Credits `gem` gems to a member's wallet from the issuer (a purchase's gem transfer). */
async function grantGems(server: RunningServer, memberId: number, gem: number) {
  await server.deps.db.transaction(async (tx) => {
    const posted = await postTransfers(tx, [
      {
        debit: ledgerAccount.issuer,
        credit: ledgerAccount.wallet(memberId),
        amount: gem,
        kind: 'purchase',
        memberId,
      },
    ])
    if (!posted.ok) throw new Error('the issuer refused')
  })
}

/** A member with a channel, a mission client and `gem` gems. */
export async function missionMember(
  server: RunningServer,
  handle: string,
  gem = 0,
): Promise<MissionMember> {
  const member = await addMember(server, handle)
  if (gem > 0) await grantGems(server, member.memberId, gem)
  return { ...member, mission: missionClient(server.url, member.token) }
}

/** A member's wallet. */
export const walletOf = (server: RunningServer, member: { memberId: number }) =>
  balanceOf(server.deps.db, ledgerAccount.wallet(member.memberId))

/** The gems in every wallet, mission account and channel's earnings together. */
export async function heldGems(server: RunningServer): Promise<number> {
  const [row] = await server.deps.db
    .select({ sum: sql<string | null>`sum(${ledgerAccounts.balance})` })
    .from(ledgerAccounts)
    .where(inArray(ledgerAccounts.kind, ['wallet', 'mission', 'earnings']))
  return Number(row?.sum ?? 0)
}
