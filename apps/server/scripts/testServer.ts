// The reference server with its demo data, in a process of its own, for the kit's tests that run
// in jsdom: a server started inside jsdom would run on jsdom's Blob, Uint8Array and fetch, which
// are not Node's (PGlite's extension loader and jose both failed there). It prints one JSON line,
// `{"url":…}`, once ready, and stops on SIGTERM or when its input closes.
//
//   node --conditions=@airwave/source --import tsx scripts/testServer.ts

import { stopOnce } from '../src/testing/stopOnce'
import { startTestServer } from '../src/testing/testServer'

const server = await startTestServer({ seed: true })
process.stdout.write(`${JSON.stringify({ url: server.url })}\n`)

const stop = stopOnce(server)
process.once('SIGTERM', stop)
process.once('SIGINT', stop)
process.stdin.on('end', stop)
process.stdin.resume()
