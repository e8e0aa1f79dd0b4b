import { describe, expect, it } from 'vitest'
import * as z from 'zod/mini'
import { WIDGET_SETTING_LIMITS, WIDGET_SETTINGS_SCHEMAS } from './widget.schemas'

// The dashboard's fields offer WIDGET_SETTING_LIMITS; the schemas must hold exactly those.
describe('WIDGET_SETTING_LIMITS', () => {
  const cases = Object.entries(WIDGET_SETTING_LIMITS).flatMap(([kind, limits]) =>
    Object.entries(limits).map(([field, limit]) => [kind, field, limit] as const),
  )

  it.each(cases)('%s %s is what its settings schema checks', (kind, field, limit) => {
    const schema = WIDGET_SETTINGS_SCHEMAS[kind as keyof typeof WIDGET_SETTINGS_SCHEMAS]
    const fits = (value: unknown) => z.safeParse(schema, { [field]: value }).success
    if (typeof limit === 'number') {
      expect([fits('a'.repeat(limit)), fits('a'.repeat(limit + 1))]).toEqual([true, false])
    } else {
      expect([limit.min, limit.max, limit.min - 1, limit.max + 1].map(fits)).toEqual([
        true,
        true,
        false,
        false,
      ])
    }
  })
})
