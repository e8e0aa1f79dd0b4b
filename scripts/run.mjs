#!/usr/bin/env node
// The two set-up commands of the README: `npm start` and `npm test`. Each installs what it
// needs on a fresh machine (pnpm through corepack, the workspace's packages) before it runs,
// so nothing has to be installed by hand.
import { spawnSync } from 'node:child_process'
import { dirname, join } from 'node:path'
import { fileURLToPath } from 'node:url'

const root = join(dirname(fileURLToPath(import.meta.url)), '..')
const env = {
  ...process.env,
  // No prompt: CI has no standard input.
  COREPACK_ENABLE_DOWNLOAD_PROMPT: '0',
  // The registry this project reaches serves pnpm's metadata without the signatures corepack
  // verifies; the tarball's integrity hash is still checked by corepack.
  COREPACK_INTEGRITY_KEYS: '0',
  FORCE_COLOR: process.env.FORCE_COLOR ?? '1',
}

const results = []

function run(label, command, args, options = {}) {
  const started = Date.now()
  process.stdout.write(`\n▶ ${label}\n`)
  const { status } = spawnSync(command, args, { cwd: root, env, stdio: 'inherit', ...options })
  const seconds = ((Date.now() - started) / 1000).toFixed(1)
  results.push({ label, ok: status === 0, seconds })
  if (status !== 0) {
    summary()
    process.stdout.write(`\n✖ ${label} failed (exit ${status})\n`)
    process.exit(status ?? 1)
  }
}

function pnpm(label, ...args) {
  run(label, 'corepack', ['pnpm', ...args])
}

function summary() {
  process.stdout.write('\nSummary\n')
  for (const r of results) process.stdout.write(`  ${r.ok ? '✔' : '✖'} ${r.label} (${r.seconds} s)\n`)
}

function install() {
  pnpm('install (pnpm through corepack)', 'install', '--frozen-lockfile')
}

const task = process.argv[2]
if (task === 'test') {
  install()
  pnpm('build the libraries', 'run', 'build')
  pnpm('lint and format (biome)', 'run', 'lint')
  pnpm('typecheck', 'run', 'typecheck')
  pnpm('publint and attw on every built library', 'run', 'check:packages')
  pnpm('knip', 'run', 'knip')
  pnpm('size budgets (size-limit)', 'run', 'size')
  pnpm('unit and integration tests (vitest)', 'run', 'vitest')
  summary()
} else if (task === 'start') {
  install()
  pnpm('build the libraries', 'run', 'build')
  process.stdout.write('\nThe reference server arrives with its issue; the libraries are built.\n')
} else {
  process.stderr.write('usage: node scripts/run.mjs start|test\n')
  process.exit(2)
}
