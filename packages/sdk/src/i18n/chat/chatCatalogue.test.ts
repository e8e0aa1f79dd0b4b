import { describe, expect, it } from 'vitest'
import { LOCALES } from '../locale'
import { chatCatalogue } from './chatCatalogue'
import type { ChatMessageKey } from './chatMessages'
import { enUS } from './enUS'

const placeholders = (message: unknown): string => {
  const texts =
    typeof message === 'string' ? [message] : Object.values(message as Record<string, string>)
  return [...new Set(texts.flatMap((text) => [...text.matchAll(/\{(\w+)\}/g)].map((m) => m[1])))]
    .sort()
    .join(',')
}

describe('chat catalogues', () => {
  const keys = Object.keys(enUS) as ChatMessageKey[]

  it.each(LOCALES)('%s has every key with the same placeholders as English', async (locale) => {
    const catalogue = await chatCatalogue.load(locale)
    expect(Object.keys(catalogue).sort()).toEqual([...keys].sort())
    for (const key of keys) {
      expect({ key, placeholders: placeholders(catalogue[key]) }).toEqual({
        key,
        placeholders: placeholders(enUS[key]),
      })
      expect(typeof catalogue[key]).toBe(typeof enUS[key])
    }
  })

  it.each(LOCALES.filter((l) => l !== 'en-US'))('%s is translated, not copied', async (locale) => {
    const catalogue = await chatCatalogue.load(locale)
    const same = keys.filter((key) => JSON.stringify(catalogue[key]) === JSON.stringify(enUS[key]))
    expect(same).toEqual([])
  })

  it.each(LOCALES)('%s gives every plural key an other form and no empty text', async (locale) => {
    for (const message of Object.values(await chatCatalogue.load(locale))) {
      const texts = typeof message === 'string' ? [message] : Object.values(message)
      if (typeof message !== 'string') expect(message.other).toEqual(expect.any(String))
      for (const text of texts) expect(text.trim()).not.toBe('')
    }
  })

  it('has English at once and another language once loaded, by any tag of it', async () => {
    expect(chatCatalogue.loaded('en-US')?.send).toBe('Send')
    expect((await chatCatalogue.load('ja')).send).toBe('送信')
    expect(chatCatalogue.loaded('ja-JP')?.send).toBe('送信')
  })
})
