import { mkdtempSync } from 'node:fs'
import { readdir, readFile, stat } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { recordingParts, recordPart } from './replayRecorder'
import { replayTitle } from './replays'

const quiet = { warn: () => {} }
const header = Buffer.alloc(13, 1)
const tag = (fill: number) => Buffer.alloc(30, fill)

describe('recording a broadcast', () => {
  it('writes each publish as the next part, renamed from .partial once closed', async () => {
    const dir = join(mkdtempSync(join(tmpdir(), 'airwave-rec-')), '7')
    const first = recordPart(dir, 10_000, quiet)
    first.write(header)
    first.write(tag(2))
    // The part opens in the background: wait for it (bounded), not for a guessed time.
    const deadline = Date.now() + 10_000
    while ((await readdir(dir).catch(() => [])).length === 0 && Date.now() < deadline) {
      await new Promise((resolve) => setTimeout(resolve, 10))
    }
    expect(await readdir(dir)).toEqual(['part_001.flv.partial'])
    await first.end()
    const second = recordPart(dir, 10_000, quiet)
    second.write(header)
    second.write(tag(3))
    await second.end()
    expect(await readdir(dir)).toEqual(['part_001.flv', 'part_002.flv'])
    expect(await recordingParts(dir)).toEqual([
      join(dir, 'part_001.flv'),
      join(dir, 'part_002.flv'),
    ])
    expect(await readFile(join(dir, 'part_002.flv'))).toEqual(Buffer.concat([header, tag(3)]))
  })

  it('stops at the bound, across the parts of a broadcast, keeping whole tags only', async () => {
    const dir = join(mkdtempSync(join(tmpdir(), 'airwave-rec-')), '8')
    const warnings: string[] = []
    const log = { warn: (msg: string) => warnings.push(msg) }
    const first = recordPart(dir, 100, log)
    first.write(header)
    for (let i = 0; i < 5; i++) first.write(tag(i))
    await first.end()
    // 13 + 30 + 30 = 73: the third tag would pass 100 and is not written, nor anything after.
    expect((await stat(join(dir, 'part_001.flv'))).size).toBe(73)
    expect(warnings).toHaveLength(1)
    // The resumed publish has 27 bytes left: its header only, so it leaves no part.
    const second = recordPart(dir, 100, log)
    second.write(header)
    second.write(tag(9))
    await second.end()
    expect(await readdir(dir)).toEqual(['part_001.flv'])
  })

  it('leaves no part for a publish that sent nothing', async () => {
    const dir = join(mkdtempSync(join(tmpdir(), 'airwave-rec-')), '9')
    const part = recordPart(dir, 1000, quiet)
    part.write(header)
    await part.end()
    await part.end()
    expect(await readdir(dir)).toEqual([])
  })
})

describe('replayTitle', () => {
  it("is the broadcast's title and its day, within 100 characters", () => {
    const day = new Date('2026-05-01T23:30:00Z')
    expect(replayTitle('Friday speedrun', day)).toBe('Friday speedrun (2026-05-01)')
    const long = replayTitle('x'.repeat(200), day)
    expect(long).toHaveLength(100)
    expect(long.endsWith(' (2026-05-01)')).toBe(true)
  })
})
