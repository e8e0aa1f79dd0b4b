import { existsSync, readdirSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'

const root = join(import.meta.dirname, '../../..')

/** The names under a top-level key of pnpm-workspace.yaml that holds a plain list. */
function listed(key: string): string[] {
  const lines = readFileSync(join(root, 'pnpm-workspace.yaml'), 'utf8').split('\n')
  const start = lines.indexOf(`${key}:`)
  if (start === -1) return []
  const names: string[] = []
  for (const line of lines.slice(start + 1)) {
    const item = /^\s+-\s+(\S+)/.exec(line)
    if (!item) break
    names.push(item[1] as string)
  }
  return names
}

/**
 * Every installed package that pnpm would ask about: one with an install script of its own, or a
 * `binding.gyp` (pnpm runs node-gyp for those).
 */
function packagesWithBuildScripts(): string[] {
  const store = join(root, 'node_modules/.pnpm')
  const found = new Set<string>()
  for (const entry of readdirSync(store)) {
    const modules = join(store, entry, 'node_modules')
    if (!existsSync(modules)) continue
    for (const scope of readdirSync(modules)) {
      const names = scope.startsWith('@')
        ? readdirSync(join(modules, scope)).map((name) => `${scope}/${name}`)
        : [scope]
      for (const name of names) {
        const folder = join(modules, name)
        const manifest = join(folder, 'package.json')
        // Only the package this store entry is for; the others are links to their own entries.
        if (!entry.startsWith(`${name.replace('/', '+')}@`) || !existsSync(manifest)) continue
        const { scripts = {} } = JSON.parse(readFileSync(manifest, 'utf8'))
        if (
          scripts.preinstall ||
          scripts.install ||
          scripts.postinstall ||
          existsSync(join(folder, 'binding.gyp'))
        ) {
          found.add(name)
        }
      }
    }
  }
  return [...found].sort()
}

describe('the build scripts of the installed packages', () => {
  // pnpm 10 prints an "Ignored build scripts" box on every install (the first screen of
  // `npm start`) for each such package that neither list names.
  it('are each either allowed or ignored on purpose in pnpm-workspace.yaml', () => {
    const settled = new Set([
      ...listed('onlyBuiltDependencies'),
      ...listed('ignoredBuiltDependencies'),
    ])
    const unsettled = packagesWithBuildScripts().filter((name) => !settled.has(name))
    expect(unsettled).toEqual([])
  })
})
