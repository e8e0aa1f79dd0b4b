#!/usr/bin/env node
// The two set-up commands of the README: `npm start` and `npm test`. Each installs what it
// needs on a fresh machine (pnpm through corepack, the workspace's packages) before it runs,
// so nothing has to be installed by hand.
import { spawn, spawnSync } from 'node:child_process'
import { mkdirSync, readFileSync } from 'node:fs'
import { connect } from 'node:net'
import { homedir } from 'node:os'
import { delimiter, dirname, join } from 'node:path'
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

// Package scripts call `pnpm` by name: put corepack's shim on this run's PATH, in a folder of
// our own, without enabling corepack for the whole machine.
const shims = join(homedir(), '.cache', 'airwave', 'corepack-bin')
mkdirSync(shims, { recursive: true })
spawnSync('corepack', ['enable', '--install-directory', shims, 'pnpm'], { env, stdio: 'inherit' })
env.PATH = `${shims}${delimiter}${env.PATH ?? ''}`

const results = []

/**
 * CPU seconds used by this process's finished children (Linux: /proc/self/stat's cutime and
 * cstime, in clock ticks of 1/100 s), or undefined elsewhere. A step's CPU time tells its cost
 * on a busy machine, where its wall time mostly tells the load.
 */
function childCpuSeconds() {
  try {
    const fields = readFileSync('/proc/self/stat', 'utf8').split(') ')[1].split(' ')
    return (Number(fields[13]) + Number(fields[14])) / 100
  } catch {
    return undefined
  }
}

function run(label, command, args, options = {}) {
  const started = Date.now()
  const cpuBefore = childCpuSeconds()
  process.stdout.write(`\n▶ ${label}\n`)
  const { status } = spawnSync(command, args, { cwd: root, env, stdio: 'inherit', ...options })
  const seconds = ((Date.now() - started) / 1000).toFixed(1)
  const cpuAfter = childCpuSeconds()
  const cpu = cpuBefore === undefined || cpuAfter === undefined ? undefined : cpuAfter - cpuBefore
  results.push({ label, ok: status === 0, seconds, cpu })
  if (status !== 0) {
    summary()
    process.stdout.write(`\n✖ ${label} failed (exit ${status})\n`)
    process.exit(status ?? 1)
  }
}

function pnpm(label, ...args) {
  run(label, 'pnpm', args)
}

/**
 * One step of {@link lanes}: a pnpm command, its output kept until it ends; `env`, when given,
 * adds to the run's environment.
 */
function step(label, ...args) {
  return { label, command: 'pnpm', args }
}

function runBuffered({ label, command, args, env: extra = {} }) {
  return new Promise((resolve) => {
    const started = Date.now()
    const child = spawn(command, args, {
      cwd: root,
      env: { ...env, ...extra },
      stdio: ['ignore', 'pipe', 'pipe'],
    })
    const output = []
    child.stdout.on('data', (chunk) => output.push(chunk))
    child.stderr.on('data', (chunk) => output.push(chunk))
    child.on('close', (status) => {
      const seconds = ((Date.now() - started) / 1000).toFixed(1)
      process.stdout.write(`\n▶ ${label} (${seconds} s)\n`)
      process.stdout.write(Buffer.concat(output))
      resolve({ label, ok: status === 0, seconds, status })
    })
  })
}

/**
 * Steps that each keep one core busy, in lanes that run side by side (the steps of a lane one
 * after another): on two cores a single-threaded typecheck beside the package checks takes the
 * time of the longer lane, not of both. Each step's output is printed whole when it ends. Their
 * CPU time is counted for the lanes together.
 */
async function lanes(label, ...laneSteps) {
  const started = Date.now()
  const cpuBefore = childCpuSeconds()
  process.stdout.write(`\n▶ ${label}: ${laneSteps.length} lanes side by side\n`)
  const finished = await Promise.all(
    laneSteps.map(async (steps) => {
      const done = []
      for (const one of steps) {
        const result = await runBuffered(one)
        done.push(result)
        if (!result.ok) break
      }
      return done
    }),
  )
  const seconds = ((Date.now() - started) / 1000).toFixed(1)
  const cpuAfter = childCpuSeconds()
  const cpu = cpuBefore === undefined || cpuAfter === undefined ? undefined : cpuAfter - cpuBefore
  const failed = finished.flat().find((result) => !result.ok)
  const parts = finished.flat().map((result) => `${result.label} ${result.seconds} s`)
  results.push({ label: `${label} (${parts.join('; ')})`, ok: !failed, seconds, cpu })
  if (failed) {
    summary()
    process.stdout.write(`\n✖ ${failed.label} failed (exit ${failed.status})\n`)
    process.exit(failed.status ?? 1)
  }
}

function summary() {
  process.stdout.write('\nSummary (wall time; CPU time of the step and what it started)\n')
  for (const r of results) {
    const cpu = r.cpu === undefined ? '' : `, CPU ${r.cpu.toFixed(1)} s`
    process.stdout.write(`  ${r.ok ? '✔' : '✖'} ${r.label} (${r.seconds} s${cpu})\n`)
  }
  const wall = results.reduce((sum, r) => sum + Number(r.seconds), 0)
  const cpu = results.every((r) => r.cpu !== undefined)
    ? `, CPU ${results.reduce((sum, r) => sum + r.cpu, 0).toFixed(1)} s`
    : ''
  process.stdout.write(`  total: ${wall.toFixed(1)} s${cpu}\n`)
}

function install() {
  pnpm('install (pnpm through corepack)', 'install', '--frozen-lockfile')
}

function answers(port, host = '127.0.0.1') {
  return new Promise((resolve) => {
    const socket = connect({ port, host })
    const done = (ok) => {
      socket.destroy()
      resolve(ok)
    }
    socket.setTimeout(2000)
    socket.once('connect', () => done(true))
    socket.once('error', () => done(false))
    socket.once('timeout', () => done(false))
  })
}

function sh(label, script) {
  run(label, 'bash', ['-euo', 'pipefail', '-c', script])
}

// The server suite also runs on PostgreSQL. CI machines have one on 127.0.0.1:5432 (trust,
// database `test`); where none answers, install Debian's and start it.
async function postgresUrl() {
  if (await answers(5432)) return 'postgres://postgres@127.0.0.1:5432/test'
  sh(
    'install and start PostgreSQL (none answered on 127.0.0.1:5432)',
    `export DEBIAN_FRONTEND=noninteractive
     command -v pg_ctlcluster >/dev/null || { apt-get update -qq && apt-get install -y -qq postgresql >/dev/null; }
     pg_ctlcluster --skip-systemctl-redirect "$(ls /etc/postgresql | sort -V | tail -1)" main start || true
     for i in $(seq 1 30); do pg_isready -q -h 127.0.0.1 && break; sleep 1; done
     su postgres -c "psql -q -c \\"ALTER USER postgres PASSWORD 'postgres'\\""
     su postgres -c "psql -tAc \\"SELECT 1 FROM pg_database WHERE datname='test'\\" | grep -q 1 || createdb test"`,
  )
  return 'postgres://postgres:postgres@127.0.0.1:5432/test'
}

// The server transcodes VODs with ffmpeg; where it is missing, install Debian's.
function ensureFfmpeg() {
  const ffmpeg = env.FFMPEG_PATH || 'ffmpeg'
  if (spawnSync(ffmpeg, ['-version'], { stdio: 'ignore' }).status === 0) return
  sh(
    'install ffmpeg (not found on PATH)',
    'export DEBIAN_FRONTEND=noninteractive; apt-get update -qq && apt-get install -y -qq ffmpeg >/dev/null',
  )
}

// Browser tests and benchmarks drive Debian's chromium (never a downloaded browser); the CJK and
// Thai fonts let screenshots of those locales show text instead of boxes.
function ensureChromium() {
  const path = env.CHROMIUM_PATH || '/usr/bin/chromium'
  if (spawnSync(path, ['--version'], { stdio: 'ignore' }).status === 0) return
  sh(
    'install chromium (not found)',
    'export DEBIAN_FRONTEND=noninteractive; apt-get update -qq && apt-get install -y -qq chromium fonts-noto-cjk fonts-thai-tlwg >/dev/null',
  )
}

const task = process.argv[2]
if (task === 'test') {
  install()
  ensureFfmpeg()
  ensureChromium()
  // Three lanes. The library build and then the checks of what it built, one package at a
  // time (attw reads every entry's types); beside it, what reads the kit from source: the
  // typecheck, the site's builds (the e2e drive the built site), lint, knip; and the Storybook
  // stories, whose browser mostly waits on its own page (about a quarter of a core).
  const checkPackage = (name) =>
    step(`publint and attw: ${name}`, '--filter', name, 'check:package')
  await lanes(
    'the libraries and their checks, the site, the static checks and the stories',
    [
      step('build the libraries', 'run', 'build'),
      {
        label: 'the built SDK loads in Node without a DOM',
        command: 'node',
        args: ['scripts/check-node-import.mjs'],
      },
      step('size budgets (size-limit)', 'run', 'size'),
      checkPackage('@airwave/sdk'),
      checkPackage('@airwave/react'),
      checkPackage('@airwave/player'),
      checkPackage('@airwave/widgets'),
    ],
    [
      step('typecheck (one program over every workspace)', 'run', 'typecheck'),
      step('build the site (vite)', '--filter', '@airwave/site', 'build'),
      // React's development build of the site, under StrictMode as partners develop: one e2e
      // pass.
      step('build the site for development (vite)', '--filter', '@airwave/site', 'build:dev'),
      step('lint and format (biome)', 'run', 'lint'),
      step('knip', 'run', 'knip'),
      step('dependency rules (dependency-cruiser)', 'run', 'depcruise'),
    ],
    [
      step(
        'every Storybook story and its play function, in chromium',
        'exec',
        'vitest',
        'run',
        '--maxWorkers=2',
        '--project',
        'storybook',
      ),
    ],
  )
  // Two workers for two cores: vitest's default (cores - 1) left one core to the servers,
  // ffmpeg and PGlite of a single test file at a time.
  const vitest = (label, ...projects) =>
    pnpm(
      label,
      'exec',
      'vitest',
      'run',
      '--maxWorkers=2',
      ...projects.flatMap((name) => ['--project', name]),
    )
  vitest(
    'unit and integration tests (vitest: sdk, player, react, widgets, site; server on embedded PGlite)',
    'sdk',
    'player',
    'react',
    'widgets',
    'site',
    'server',
  )
  // The e2e pages, flows and VOD (two files at a time) leave part of the two cores idle while
  // their servers and browsers wait on each other: the server suites on PostgreSQL, one file at
  // a time, run beside them. On PostgreSQL, only the suites whose queries, locks and extensions
  // meet the database: PGlite is the same engine, so the HTTP plumbing, the socket cluster
  // (Redis), the process tests and the ffmpeg-bound media tests, already run above, would only
  // repeat themselves.
  const databaseUrl = await postgresUrl()
  await lanes(
    'end to end (pages) and the server on PostgreSQL',
    [
      {
        ...step(
          'end to end in chromium: pages, flows, VOD and broadcasts, two files at a time',
          'exec',
          'vitest',
          'run',
          '--maxWorkers=2',
          '--project',
          'e2e',
        ),
        env: { AIRWAVE_E2E_SET: 'pages' },
      },
    ],
    [
      {
        ...step(
          'server integration tests on PostgreSQL, one file at a time',
          'exec',
          'vitest',
          'run',
          '--maxWorkers=1',
          '--project',
          'server',
          ...[
            '**/src/http/**',
            '**/src/account/platform/**',
            '**/src/realtime/**',
            '**/src/server.test.ts',
          ]
            .concat(['**/src/live/replays.test.ts', '**/src/video/media.routes.test.ts'])
            .flatMap((path) => ['--exclude', path]),
        ),
        env: { AIRWAVE_TEST_DATABASE_URL: databaseUrl },
      },
    ],
  )
  // The broadcasts that measure how soon a live state reaches a page: one at a time, with the
  // machine to themselves.
  env.AIRWAVE_E2E_SET = 'broadcasts'
  vitest('end to end in chromium: live latency checks, one file at a time', 'e2e')
  delete env.AIRWAVE_E2E_SET
  summary()
} else if (task === 'start') {
  install()
  ensureFfmpeg()
  // The server serves the built site and the script-tag embed (`/embed.js`, the snippet the
  // dashboard hands out) on its own port; both read the kit from source, so no library build is
  // needed first.
  pnpm('build the site (vite)', '--filter', '@airwave/site', 'build')
  pnpm('build the embed (esbuild)', '--filter', '@airwave/widgets', 'build:script')
  // The server runs as a direct child (not under pnpm), so SIGTERM reaches it and its graceful
  // shutdown finishes the requests in flight.
  process.stdout.write('\n▶ start the reference server (Ctrl-C stops it)\n')
  const server = spawn(
    process.execPath,
    ['--conditions=@airwave/source', '--import', 'tsx', 'src/main.ts'],
    { cwd: join(root, 'apps/server'), env, stdio: 'inherit' },
  )
  // A demo broadcast, so that the live pages of a fresh start are not empty (AIRWAVE_DEMO_LIVE=0
  // leaves it out).
  let broadcast
  for (const signal of ['SIGINT', 'SIGTERM'])
    process.on(signal, () => {
      broadcast?.kill(signal)
      server.kill(signal)
    })
  server.on('exit', (code, signal) => {
    broadcast?.kill('SIGTERM')
    process.exit(code ?? (signal ? 0 : 1))
  })
  const host = !env.HOST || env.HOST === '0.0.0.0' || env.HOST === '::' ? '127.0.0.1' : env.HOST
  const url = `http://${host.includes(':') ? `[${host}]` : host}:${env.PORT || 4000}`
  for (let tries = 0; tries < 600; tries++) {
    const ok = await fetch(`${url}/healthz`).then(
      (r) => r.ok,
      () => false,
    )
    if (ok) {
      process.stdout.write(
        `\n✔ Airwave is ready: open ${url}/ (the demo channel: ${url}/airwave)\n`,
      )
      if (env.AIRWAVE_DEMO_LIVE !== '0') {
        process.stdout.write(
          '  a demo broadcast goes live on /airwave (AIRWAVE_DEMO_LIVE=0: none)\n',
        )
        broadcast = spawn(process.execPath, [join(root, 'scripts/broadcast.mjs'), 'airwave'], {
          env: { ...env, AIRWAVE_URL: url, BROADCAST_LIGHT: '1' },
          stdio: 'inherit',
        })
      }
      break
    }
    await new Promise((resolve) => setTimeout(resolve, 500))
  }
} else {
  process.stderr.write('usage: node scripts/run.mjs start|test\n')
  process.exit(2)
}
