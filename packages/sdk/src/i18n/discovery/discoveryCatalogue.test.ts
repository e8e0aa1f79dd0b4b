import { describe, expect, it } from 'vitest'
import { LOCALES } from '../locale'
import { discoveryCatalogue } from './discoveryCatalogue'
import { enUS } from './enUS'

const placeholders = (message: unknown): string => {
  const texts =
    typeof message === 'string' ? [message] : Object.values(message as Record<string, string>)
  return [...new Set(texts.flatMap((text) => [...text.matchAll(/\{(\w+)\}/g)].map((m) => m[1])))]
    .sort()
    .join(',')
}

describe('discovery catalogues', () => {
  const keys = Object.keys(enUS) as (keyof typeof enUS)[]

  it.each(LOCALES)('%s has every key, with the same placeholders as English', async (locale) => {
    const catalogue = await discoveryCatalogue.load(locale)
    expect(Object.keys(catalogue).sort()).toEqual([...keys].sort())
    for (const key of keys) {
      expect({ key, placeholders: placeholders(catalogue[key]) }).toEqual({
        key,
        placeholders: placeholders(enUS[key]),
      })
    }
  })

  it.each(LOCALES.filter((l) => l !== 'en-US'))('%s is translated, not copied', async (locale) => {
    const catalogue = await discoveryCatalogue.load(locale)
    const same = keys.filter((key) => JSON.stringify(catalogue[key]) === JSON.stringify(enUS[key]))
    expect(same).toEqual([])
  })
})
