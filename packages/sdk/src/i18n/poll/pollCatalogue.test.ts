import { describe, expect, it } from 'vitest'
import type { Catalogue } from '../catalogue'
import type { PluralMessage } from '../community/communityMessages'
import { LOCALES } from '../locale'
import { enUS as manageEnUS } from '../pollManage/enUS'
import { pollManageCatalogue } from '../pollManage/pollManageCatalogue'
import { enUS } from './enUS'
import { pollCatalogue } from './pollCatalogue'

const placeholders = (message: unknown): string => {
  const texts =
    typeof message === 'string' ? [message] : Object.values(message as Record<string, string>)
  return [...new Set(texts.flatMap((text) => [...text.matchAll(/\{(\w+)\}/g)].map((m) => m[1])))]
    .sort()
    .join(',')
}

type Messages = Readonly<Record<string, string | PluralMessage>>

describe.each([
  ['poll', pollCatalogue as Catalogue<Messages>, enUS as Messages],
  ['poll management', pollManageCatalogue as Catalogue<Messages>, manageEnUS as Messages],
])('%s catalogues', (_, catalogue, english) => {
  const keys = Object.keys(english)

  it.each(LOCALES)('%s has every key with the same placeholders as English', async (locale) => {
    const messages = await catalogue.load(locale)
    expect(Object.keys(messages).sort()).toEqual([...keys].sort())
    for (const key of keys) {
      expect({ key, placeholders: placeholders(messages[key]) }).toEqual({
        key,
        placeholders: placeholders(english[key]),
      })
      expect(typeof messages[key]).toBe(typeof english[key])
    }
  })

  it.each(LOCALES.filter((l) => l !== 'en-US'))('%s is translated, not copied', async (locale) => {
    const messages = await catalogue.load(locale)
    const same = keys.filter(
      (key) => JSON.stringify(messages[key]) === JSON.stringify(english[key]),
    )
    expect(same).toEqual([])
  })

  it.each(LOCALES)('%s gives every plural key an other form and no empty text', async (locale) => {
    for (const message of Object.values(await catalogue.load(locale))) {
      const texts = typeof message === 'string' ? [message] : Object.values(message)
      if (typeof message !== 'string') expect(message.other).toEqual(expect.any(String))
      for (const text of texts) expect(text.trim()).not.toBe('')
    }
  })
})
