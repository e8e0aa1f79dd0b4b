// The source modules a package builds, one ESM entry each, in a fixed order. esbuild splits the
// shared code of its entries into chunks by the entries' order; a glob's order depends on the
// file system's timing, so tsup's own glob made two builds of one commit ship different chunks
// (and size budgets that passed on one build failed on the next).
import { readdirSync } from 'node:fs'

const excluded = /\.(test|fixture)\.tsx?$|\.d\.ts$/

/** Every `.ts` and `.tsx` module under `dir` but tests, fixtures and declarations, sorted. */
export function sourceModules(dir = 'src') {
  return readdirSync(dir, { recursive: true, encoding: 'utf8' })
    .filter((file) => /\.tsx?$/.test(file) && !excluded.test(file))
    .map((file) => `${dir}/${file.split('\\').join('/')}`)
    .sort()
}
