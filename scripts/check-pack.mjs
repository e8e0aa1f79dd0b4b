#!/usr/bin/env node
// What a partner installs is the tarball `pnpm pack` (and `changeset publish`, which packs with
// pnpm) makes, so this packs the package for real and checks that tarball:
// - every path the manifest points at (each export condition, main, module, types) is in it,
//   the `@airwave/source` condition's too; no test or fixture is;
// - its manifest installs outside the workspace: no `workspace:` range left (npm pack keeps
//   them: never publish with npm), React and React DOM only as peers (a dependency installs a
//   second React under the package), every kit package at the one version of the fixed group;
// - its declarations compile under `skipLibCheck: false`, as ESM and as CommonJS, against the
//   built `dist` (a fixture importing every entry, in a folder inside the package so the
//   package's own name resolves to it).
import { execFileSync, spawnSync } from 'node:child_process'
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { dirname, join } from 'node:path'
import { fileURLToPath } from 'node:url'

const root = join(dirname(fileURLToPath(import.meta.url)), '..')
const manifest = JSON.parse(readFileSync('package.json', 'utf8'))
const failures = []
const fail = (message) => failures.push(`✖ ${manifest.name}: ${message}`)

const out = mkdtempSync(join(tmpdir(), 'airwave-pack-'))
let packed
let packedManifest
try {
  const report = JSON.parse(
    execFileSync('pnpm', ['pack', '--json', '--pack-destination', out], {
      encoding: 'utf8',
      stdio: ['ignore', 'pipe', 'inherit'],
    }),
  )
  packed = new Set(report.files.map((file) => file.path))
  packedManifest = JSON.parse(
    execFileSync('tar', ['-xzOf', report.filename, 'package/package.json'], { encoding: 'utf8' }),
  )
} finally {
  rmSync(out, { recursive: true, force: true })
}

// The paths of the manifest.
const targets = []
const walk = (value, where) => {
  if (typeof value === 'string') targets.push([where, value])
  else if (value && typeof value === 'object')
    for (const [key, inner] of Object.entries(value)) walk(inner, `${where} › ${key}`)
}
walk(manifest.exports, 'exports')
for (const field of ['main', 'module', 'types']) walk(manifest[field], field)
for (const [where, target] of targets)
  if (target !== './package.json' && !packed.has(target.replace(/^\.\//, '')))
    fail(`${where} → ${target} is not packed`)
for (const file of packed)
  if (/\.(test|fixture)\.tsx?$/.test(file)) fail(`${file} is a test, and is packed`)

// The manifest a partner's npm reads.
const fixed = JSON.parse(readFileSync(join(root, '.changeset/config.json'), 'utf8')).fixed.find(
  (group) => group.includes(manifest.name),
)
if (!fixed) fail('is in no fixed version group of .changeset/config.json')
const versionOf = (name) =>
  JSON.parse(readFileSync(join(root, 'packages', name.split('/')[1], 'package.json'), 'utf8'))
    .version
const version = versionOf(manifest.name)
for (const other of fixed ?? [])
  if (versionOf(other) !== version) fail(`is ${version}, ${other} is ${versionOf(other)}`)
for (const field of ['dependencies', 'peerDependencies', 'optionalDependencies']) {
  for (const [name, range] of Object.entries(packedManifest[field] ?? {})) {
    if (range.startsWith('workspace:')) fail(`${field} › ${name} is still ${range}`)
    if (fixed?.includes(name) && range.replace(/^[\^~]/, '') !== version)
      fail(`${field} › ${name} is ${range}, not the group's ${version}`)
  }
}
for (const name of ['react', 'react-dom'])
  if (packedManifest.dependencies?.[name])
    fail(`${name} is a dependency: make it a peer, or the app gets a second React`)

// The declarations, with every library checked.
const entries = Object.entries(manifest.exports)
  .filter(([path, target]) => path !== './package.json' && typeof target === 'object')
  .map(([path]) => `${manifest.name}${path.slice(1)}`)
const fixture = join(process.cwd(), '.check-declarations')
mkdirSync(fixture, { recursive: true })
try {
  const imports = (extension) =>
    entries
      .map((entry, index) =>
        extension === 'mts'
          ? `export * as entry${index} from '${entry}'`
          : `import entry${index} = require('${entry}')\nexport { entry${index} }`,
      )
      .join('\n')
  writeFileSync(join(fixture, 'esm.mts'), `${imports('mts')}\n`)
  writeFileSync(join(fixture, 'cjs.cts'), `${imports('cts')}\n`)
  writeFileSync(
    join(fixture, 'tsconfig.json'),
    JSON.stringify({
      compilerOptions: {
        strict: true,
        skipLibCheck: false,
        noEmit: true,
        module: 'nodenext',
        moduleResolution: 'nodenext',
        target: 'es2022',
        lib: ['es2023', 'dom', 'dom.iterable'],
        types: [],
      },
      files: ['esm.mts', 'cjs.cts'],
    }),
  )
  const tsc = spawnSync(
    process.execPath,
    [join(root, 'node_modules/typescript/bin/tsc'), '-p', fixture],
    { encoding: 'utf8' },
  )
  if (tsc.status !== 0)
    fail(`declarations fail with skipLibCheck: false\n${tsc.stdout}${tsc.stderr}`)
} finally {
  rmSync(fixture, { recursive: true, force: true })
}

for (const failure of failures) console.error(failure)
if (failures.length > 0) process.exit(1)
console.log(
  `✔ ${manifest.name}@${version}: ${targets.length} manifest paths, all in the ${packed.size}-file tarball; installable; ${entries.length} entries typecheck without skipLibCheck`,
)
