import { mkdtemp, readdir, rm, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { pruneSegments } from './livePackager'

let dir: string
const segment = (n: number) => `seg_${String(n).padStart(5, '0')}.ts`

beforeEach(async () => {
  dir = await mkdtemp(join(tmpdir(), 'airwave-live-'))
})
afterEach(() => rm(dir, { recursive: true, force: true }))

describe('pruneSegments', () => {
  it('keeps the playlist and the 30 segments behind it, removes the older ones', async () => {
    const names = Array.from({ length: 50 }, (_, n) => segment(n))
    await Promise.all(
      [...names, 'index.m3u8', 'master.m3u8'].map((name) => writeFile(join(dir, name), '')),
    )
    await pruneSegments(dir)
    // Newest 49: its playlist holds 44–49, and 14–43 stay for players that fell behind.
    expect((await readdir(dir)).sort()).toEqual(
      [...names.slice(14), 'index.m3u8', 'master.m3u8'].sort(),
    )
  })

  it('leaves a young broadcast alone', async () => {
    await Promise.all([0, 1, 2].map((n) => writeFile(join(dir, segment(n)), '')))
    await pruneSegments(dir)
    expect((await readdir(dir)).sort()).toEqual([segment(0), segment(1), segment(2)])
  })
})
