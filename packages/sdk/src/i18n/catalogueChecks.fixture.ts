import { describe, expect, it } from 'vitest'
import { LOCALES } from '../core/locale'
import type { Catalogue } from './catalogue'
import type { PluralMessage } from './translator'

type Messages = Readonly<Record<string, string | PluralMessage>>

/** The `{name}` placeholders of a message (every form of a plural), sorted. */
export const placeholders = (message: unknown): string => {
  const texts =
    typeof message === 'string' ? [message] : Object.values(message as Record<string, string>)
  return [...new Set(texts.flatMap((text) => [...text.matchAll(/\{(\w+)\}/g)].map((m) => m[1])))]
    .sort()
    .join(',')
}

/**
 * The checks every domain's catalogue passes in every locale: the English keys, each with its
 * placeholders and kind (text or plural); translated rather than copied; a plural's `other`
 * form, and no empty text. `copied` is the share of texts a catalogue may keep as in English
 * (names and words every language borrows); none by default.
 *
 * @example checkCatalogues([['raid', raidCatalogue, enUS]])
 */
export function checkCatalogues(
  list: [name: string, catalogue: unknown, english: unknown, copied?: number][],
) {
  describe.each(list as [string, Catalogue<Messages>, Messages, number | undefined][])(
    '%s catalogues',
    (_, catalogue, english, copied) => {
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

      it.each(LOCALES.filter((l) => l !== 'en-US'))(
        '%s is translated, not copied',
        async (locale) => {
          const messages = await catalogue.load(locale)
          const same = keys.filter(
            (key) => JSON.stringify(messages[key]) === JSON.stringify(english[key]),
          )
          if (copied === undefined) expect(same).toEqual([])
          else expect(same.length / keys.length).toBeLessThan(copied)
        },
      )

      it.each(LOCALES)('%s gives every plural an other form and no empty text', async (locale) => {
        for (const message of Object.values(await catalogue.load(locale))) {
          const texts = typeof message === 'string' ? [message] : Object.values(message)
          if (typeof message !== 'string') expect(message.other).toEqual(expect.any(String))
          for (const text of texts) expect(text.trim()).not.toBe('')
        }
      })
    },
  )
}
