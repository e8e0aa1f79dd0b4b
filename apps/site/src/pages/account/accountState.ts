import type { BlockKind, MaintenanceInfo } from '@airwave/react/account'

// What the account pages keep for the tab between pages (spec: "store the state"): the block a
// refused sign-in named, and the maintenance info with the page the member was on. In
// sessionStorage: a reload of the notice page still shows it; another tab starts clean.

const BLOCK_KEY = 'airwave.site.block'
const MAINTENANCE_KEY = 'airwave.site.maintenance'

function read(key: string): unknown {
  try {
    return JSON.parse(sessionStorage.getItem(key) ?? 'null')
  } catch {
    return null
  }
}

function write(key: string, value: unknown): void {
  try {
    if (value === undefined) sessionStorage.removeItem(key)
    else sessionStorage.setItem(key, JSON.stringify(value))
  } catch {
    // Storage off (private mode): the page shows its default.
  }
}

/** Keeps the block a sign-in was refused for, for `/member/block`. */
export const storeBlock = (block: BlockKind) => write(BLOCK_KEY, block)

/** The block to explain: the stored one, the account's by default. */
export const readBlock = (): BlockKind => (read(BLOCK_KEY) === 'channel' ? 'channel' : 'account')

export interface StoredMaintenance {
  info: MaintenanceInfo | undefined
  /** The page the member was on when maintenance began. */
  from: string
}

/** Keeps the maintenance info (the latest 503's) and where to return to (the first page's). */
export function storeMaintenance(info: MaintenanceInfo, from: string): void {
  const known = readMaintenance()
  write(MAINTENANCE_KEY, { info, from: known?.from ?? from } satisfies StoredMaintenance)
}

export function readMaintenance(): StoredMaintenance | undefined {
  const value = read(MAINTENANCE_KEY) as StoredMaintenance | null
  return value && typeof value.from === 'string' ? value : undefined
}

export const clearMaintenance = () => write(MAINTENANCE_KEY, undefined)
