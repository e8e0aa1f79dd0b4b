#!/usr/bin/env node
// Every path a package's manifest points at (each export condition, main, module, types) is in
// the tarball `npm pack` makes. publint checks the standard conditions; this one also covers
// the `@airwave/source` condition, whose target must ship for it to mean anything.
import { execFileSync } from 'node:child_process'
import { readFileSync } from 'node:fs'

const manifest = JSON.parse(readFileSync('package.json', 'utf8'))
const [pack] = JSON.parse(
  execFileSync('npm', ['pack', '--dry-run', '--json', '--ignore-scripts'], {
    encoding: 'utf8',
    stdio: ['ignore', 'pipe', 'ignore'],
  }),
)
const packed = new Set(pack.files.map((file) => file.path))

const targets = []
const walk = (value, where) => {
  if (typeof value === 'string') targets.push([where, value])
  else if (value && typeof value === 'object')
    for (const [key, inner] of Object.entries(value)) walk(inner, `${where} › ${key}`)
}
walk(manifest.exports, 'exports')
for (const field of ['main', 'module', 'types']) walk(manifest[field], field)

const missing = targets.filter(
  ([, target]) => target !== './package.json' && !packed.has(target.replace(/^\.\//, '')),
)
const tests = [...packed].filter((file) => /\.(test|fixture)\.tsx?$/.test(file))
for (const [where, target] of missing)
  console.error(`✖ ${manifest.name}: ${where} → ${target} is not packed`)
for (const file of tests) console.error(`✖ ${manifest.name}: ${file} is a test, and is packed`)
if (missing.length > 0 || tests.length > 0) process.exit(1)
console.log(
  `✔ ${manifest.name}: ${targets.length} manifest paths, all in the ${packed.size}-file tarball`,
)
