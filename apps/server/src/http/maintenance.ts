import { eq } from 'drizzle-orm'
import type { Db } from '../db/database'
import { platformSettings } from '../db/schema'

/** The body of a 503 while the platform is under maintenance (spec: maintenance info). */
interface MaintenanceInfo {
  title: string
  description: string
  overhaulImpact: string
  startTimeISO: string
  endTimeISO: string
}

const KEY = 'maintenance'

/** What the configuration switch shows when no admin call has described the maintenance. */
function defaultMaintenanceInfo(now = new Date()): MaintenanceInfo {
  const start = new Date(Math.floor(now.getTime() / 1000) * 1000)
  return {
    title: 'Airwave is under maintenance',
    description: 'We are improving the platform. Please come back soon.',
    overhaulImpact: 'All services',
    startTimeISO: start.toISOString(),
    endTimeISO: new Date(start.getTime() + 60 * 60 * 1000).toISOString(),
  }
}

/**
 * The maintenance switch. Admin calls persist it, so a restart during maintenance stays in
 * maintenance; the `AIRWAVE_MAINTENANCE=1` switch turns it on at start.
 *
 * @example
 * const maintenance = createMaintenance(db, config.maintenance)
 * await maintenance.load()
 * if (maintenance.current()) reply.code(503)
 */
export interface Maintenance {
  current(): MaintenanceInfo | undefined
  /** Reads the persisted state; call once the database is migrated. */
  load(): Promise<void>
  enable(info: MaintenanceInfo): Promise<void>
  disable(): Promise<void>
}

export function createMaintenance(db: Db, switchedOn: boolean): Maintenance {
  let info = switchedOn ? defaultMaintenanceInfo() : undefined
  return {
    current: () => info,
    async load() {
      const [row] = await db.select().from(platformSettings).where(eq(platformSettings.key, KEY))
      if (row) info = row.value as MaintenanceInfo
    },
    async enable(next) {
      await db
        .insert(platformSettings)
        .values({ key: KEY, value: next })
        .onConflictDoUpdate({
          target: platformSettings.key,
          set: { value: next, updatedAt: new Date() },
        })
      info = next
    },
    async disable() {
      await db.delete(platformSettings).where(eq(platformSettings.key, KEY))
      info = undefined
    },
  }
}
