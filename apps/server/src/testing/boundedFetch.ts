import { Agent, setGlobalDispatcher } from 'undici'

/**
 * Connections the tests' HTTP client keeps open to one server at most.
 *
 * Node's fetch opens a new connection for every request in flight, without bound: a test that
 * fires 1,000 calls at once opens 1,000 sockets, and on a busy machine the server, which shares
 * the test's event loop, cannot accept them fast enough: the kernel's accept queue overflows
 * and some calls fail with ECONNRESET. A fixed pool queues the calls in the client instead,
 * which is what a real client (a browser keeps 6 per origin) does.
 */
export const TEST_CONNECTIONS = 16

// A setup file of the server's test project: every fetch of every server test goes through it.
setGlobalDispatcher(new Agent({ connections: TEST_CONNECTIONS }))
