import { describe, expect, expectTypeOf, it } from 'vitest'
import * as z from 'zod/mini'
import {
  isExactIso,
  type MaintenanceInfo,
  maintenanceInfoSchema,
  parseMaintenance,
} from './maintenance'

describe('isExactIso', () => {
  it.each([
    ['2026-11-22T10:00:00Z', true],
    ['2026-11-22T10:00:00.123Z', true],
    ['2026-11-22T10:00:00+09:00', true],
    ['2026-11-22T10:00:00.000-05:30', true],
    ['2026-11-22 10:00', false],
    ['2026-11-22T10:00Z', false],
    ['2026-11-22T10:00:00', false],
    ['2026-11-22T10:00:00.1Z', false],
    ['2026-13-40T10:00:00Z', false],
    ['Sun, 22 Nov 2026 10:00:00 GMT', false],
    [1795341600000, false],
  ])('%s → %s', (value, expected) => {
    expect(isExactIso(value)).toBe(expected)
  })
})

describe('parseMaintenance', () => {
  it('reads the body itself and nulls timestamps that are not exact ISO', () => {
    expect(
      parseMaintenance({
        title: 'Upgrade',
        description: 'Back soon',
        overhaulImpact: 'All services',
        startTimeISO: '2026-11-22 10:00',
        endTimeISO: '2026-11-22T12:00:00Z',
      }),
    ).toEqual({
      title: 'Upgrade',
      description: 'Back soon',
      overhaulImpact: 'All services',
      startTimeISO: null,
      endTimeISO: '2026-11-22T12:00:00Z',
    })
  })

  it('reads the info from the envelope data', () => {
    const info = parseMaintenance({ statusCode: 503, data: { title: 'Upgrade' } })
    expect(info).toMatchObject({ title: 'Upgrade', startTimeISO: null, endTimeISO: null })
  })

  it('never throws on unreadable bodies', () => {
    const empty = { startTimeISO: null, endTimeISO: null }
    expect(parseMaintenance(undefined)).toMatchObject(empty)
    expect(parseMaintenance('<html>')).toMatchObject(empty)
    expect(parseMaintenance({ title: 42 })).toMatchObject({ ...empty, title: undefined })
  })
})

describe('maintenanceInfoSchema', () => {
  it('reads a body as parseMaintenance reads it', () => {
    expectTypeOf<z.output<typeof maintenanceInfoSchema>>().toEqualTypeOf<MaintenanceInfo>()
    const bodies: Record<string, unknown>[] = [
      {},
      { title: 'Upgrade', description: 7, overhaulImpact: 'All', extra: true },
      { startTimeISO: '2026-11-22T10:00:00Z', endTimeISO: '2026-11-22 12:00' },
      { title: null, startTimeISO: 1795341600000, endTimeISO: '2026-11-22T12:00:00.000+09:00' },
    ]
    for (const body of bodies) {
      expect(parseMaintenance(body)).toEqual(z.parse(maintenanceInfoSchema, body))
    }
  })
})
