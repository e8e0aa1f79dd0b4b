import { describe, expect, it } from 'vitest'

// The site's translations are JSON: a loader's type catches a missing key, this catches the
// rest (a stale key, a lost `{name}` slot, an empty or untranslated text).
const english = import.meta.glob<Record<string, string>>('./*/enUS.ts', {
  eager: true,
  import: 'enUS',
})
const translations = import.meta.glob<Record<string, string>>('./*/*.json', {
  eager: true,
  import: 'default',
})

const slots = (text: string) => [...text.matchAll(/\{(\w+)\}/g)].map((m) => m[1]).sort()
const domainOf = (path: string) => path.split('/')[1]

describe('site catalogues', () => {
  const cases = Object.entries(translations).map(([path, messages]) => [path, messages] as const)

  it('has five translations of each domain', () => {
    expect(Object.keys(english).length).toBeGreaterThanOrEqual(6)
    expect(cases).toHaveLength(Object.keys(english).length * 5)
  })

  it.each(cases)('%s has English keys and slots, each translated', (path, messages) => {
    const source = english[`./${domainOf(path)}/enUS.ts`] ?? {}
    expect(Object.keys(messages).sort()).toEqual(Object.keys(source).sort())
    for (const [key, text] of Object.entries(source)) {
      expect({ key, slots: slots(messages[key] ?? '') }).toEqual({ key, slots: slots(text) })
      expect({ key, empty: (messages[key] ?? '').trim() === '' }).toEqual({ key, empty: false })
    }
    const copied = Object.keys(source).filter((key) => messages[key] === source[key])
    expect(copied.length).toBeLessThanOrEqual(Math.ceil(Object.keys(source).length * 0.1))
  })
})
