import { existsSync, readdirSync, readFileSync } from 'node:fs'
import { dirname, join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { describe, expect, it } from 'vitest'

// The built site (`pnpm --filter @airwave/site build`) carries one language in what every page
// loads first: English. Each other language of the site's own words is a chunk of its own,
// imported when the language is chosen.
const here = dirname(fileURLToPath(import.meta.url))
const DIST = join(here, '../../apps/site/dist')
const ASSETS = join(DIST, 'assets')
const I18N = join(here, '../../apps/site/src/i18n')
const OTHER_LOCALES = ['koKR', 'thTH', 'zhCN', 'zhTW', 'jaJP']

/** A built file's text with `\uXXXX` escapes read back, as the strings are in the source. */
function readChunk(file: string): string {
  return readFileSync(join(ASSETS, file), 'utf8').replace(/\\u([0-9a-fA-F]{4})/g, (_, hex) =>
    String.fromCharCode(Number.parseInt(hex, 16)),
  )
}

/** The chunks a page loads before anything it imports on demand: the entry and its imports. */
function firstLoad(): string[] {
  const html = readFileSync(join(DIST, 'index.html'), 'utf8')
  const entry = /<script type="module"[^>]*src="\/assets\/([^"]+\.js)"/.exec(html)?.[1]
  if (!entry) throw new Error('index.html names no module script')
  const seen = new Set<string>()
  const visit = (file: string) => {
    if (seen.has(file)) return
    seen.add(file)
    const text = readFileSync(join(ASSETS, file), 'utf8')
    // Static imports only (`import{a}from"./x.js"`, `import"./x.js"`), not `import("./x.js")`.
    for (const [, name] of text.matchAll(/(?:from|import)\s*["']\.\/([^"']+\.js)["']/g)) {
      visit(name as string)
    }
  }
  visit(entry)
  return [...seen]
}

/**
 * The texts of the site's catalogues in one locale, by domain (`{ messages: [...], … }`): those
 * the language writes otherwise than English (names such as "LIVE" stay the same everywhere).
 */
async function siteTexts(locale: string): Promise<Record<string, string[]>> {
  const domains = readdirSync(I18N, { withFileTypes: true }).filter((entry) => entry.isDirectory())
  const texts: Record<string, string[]> = {}
  for (const { name } of domains) {
    const english = (await import(join(I18N, name, 'enUS.ts'))).enUS
    // English is typed source; the other languages are JSON data.
    const messages =
      locale === 'enUS'
        ? english
        : JSON.parse(readFileSync(join(I18N, name, `${locale}.json`), 'utf8'))
    texts[name] = Object.entries(messages as Record<string, string>)
      .filter(([key, text]) => locale === 'enUS' || text !== english[key])
      .map(([, text]) => text)
      // Texts the minifier may quote or escape otherwise are left out; the rest is plenty.
      .filter((text) => !/["'\\\n`]/.test(text))
  }
  return texts
}

describe("the built site's words", () => {
  if (!existsSync(join(DIST, 'index.html'))) {
    throw new Error(`No built site in ${DIST}: run pnpm --filter @airwave/site build first`)
  }
  const first = firstLoad()
  const firstText = first.map(readChunk).join('\n')

  it('has English in the first load, for the shell (header, home)', async () => {
    const english = await siteTexts('enUS')
    for (const domain of ['messages', 'discovery', 'account']) {
      const missing = (english[domain] ?? []).filter((text) => !firstText.includes(text))
      expect({ domain, missing }).toEqual({ domain, missing: [] })
    }
  })

  it.each(OTHER_LOCALES)('has none of the words of %s in the first load', async (locale) => {
    const texts = await siteTexts(locale)
    for (const [domain, list] of Object.entries(texts)) {
      const found = list.filter((text) => firstText.includes(text))
      expect({ domain, found }).toEqual({ domain, found: [] })
    }
  })

  it.each(OTHER_LOCALES)(
    'has the words of %s in chunks of their own, which the pages import on demand',
    async (locale) => {
      const texts = await siteTexts(locale)
      const chunks = readdirSync(ASSETS).filter((file) => file.endsWith('.js'))
      const others = await Promise.all(
        OTHER_LOCALES.filter((other) => other !== locale).map(siteTexts),
      )
      for (const [domain, list] of Object.entries(texts)) {
        // The chunk with the most of the domain's words in this language holds them all.
        const counts = chunks.map((file) => {
          const text = readChunk(file)
          return { file, text, held: list.filter((words) => text.includes(words)).length }
        })
        const holder = counts.reduce((a, b) => (b.held > a.held ? b : a))
        expect({ domain, missing: list.filter((words) => !holder.text.includes(words)) }).toEqual({
          domain,
          missing: [],
        })
        expect(first).not.toContain(holder.file)
        // The language's own chunk: no other language's words ride along (Chinese and Japanese
        // share some: those this language writes too are its own).
        const own = (words: string) => list.some((text) => text.includes(words))
        const riders = others.flatMap((other) =>
          (other[domain] ?? []).filter(
            (words) => words.length > 3 && !own(words) && holder.text.includes(words),
          ),
        )
        expect({ domain, riders }).toEqual({ domain, riders: [] })
        // Imported from the page's code (the catalogue's loader), not left unreachable.
        const importers = chunks.filter((file) => readChunk(file).includes(`./${holder.file}`))
        expect(importers.length).toBeGreaterThan(0)
      }
    },
  )
})
