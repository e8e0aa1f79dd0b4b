import type { IncomingMessage } from 'node:http'
import { isIPv4, isIPv6 } from 'node:net'
import proxyAddr from '@fastify/proxy-addr'

/**
 * Guests counted per client address in one channel (chosen). A household or a small office
 * behind one NAT may watch a channel on a few devices at once; past three, more sockets from one
 * address are far likelier one machine inflating the count (60 sockets with random client ids
 * from one address made 60 viewers, and the count orders the live list and the raid picker).
 * A large NAT (a campus, a carrier's CGNAT) is undercounted: its guests beyond three in one
 * channel are not counted, its members are. Members count one each, however many tabs.
 */
export const GUESTS_PER_ADDRESS = 3

/**
 * The client address of a socket's handshake request, as Fastify gives `request.ip` for a
 * call: the connection's peer, or with `AIRWAVE_TRUST_PROXY` the first address of
 * `X-Forwarded-For` (the same library, `@fastify/proxy-addr`, and the same trust).
 *
 * @example clientAddressOf(socket.request, config.trustProxy) // '203.0.113.7'
 */
export function clientAddressOf(request: IncomingMessage, trustProxy: boolean): string {
  const addresses = proxyAddr.all(request, () => trustProxy)
  return addresses[addresses.length - 1] ?? ''
}

/** The 64-bit prefix of an IPv6 address: a home gets a whole /64, not one address. */
function ipv6Prefix(address: string): string {
  const [head = '', tail] = address.toLowerCase().split('::')
  const left = head ? head.split(':') : []
  const right = tail ? tail.split(':') : []
  const groups = [
    ...left,
    ...Array(Math.max(0, 8 - left.length - right.length)).fill('0'),
    ...right,
  ]
  return `${groups
    .slice(0, 4)
    .map((group) => group.replace(/^0+(?=.)/, ''))
    .join(':')}::/64`
}

/**
 * The address a guest is counted under: an IPv4 address (also written as IPv4-mapped IPv6), or
 * the /64 of an IPv6 one.
 *
 * @example addressKey('::ffff:203.0.113.7') // '203.0.113.7'
 * @example addressKey('2001:db8:1:2:aa:bb:cc:dd') // '2001:db8:1:2::/64'
 */
export function addressKey(address: string): string {
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(address)?.[1]
  if (mapped && isIPv4(mapped)) return mapped
  return isIPv6(address) ? ipv6Prefix(address) : address
}

/**
 * Who a socket counts as in a channel's viewers: a member by their id (`m:12`), a guest by their
 * address and client id (`a:203.0.113.7|c-1`), at most {@link GUESTS_PER_ADDRESS} of them per
 * address. The Redis count script reads the same form.
 *
 * @example viewerOf({ memberId: 12 }) // 'm:12'
 * @example viewerOf({ address: '203.0.113.7', clientId: 'c-1' }) // 'a:203.0.113.7|c-1'
 */
export function viewerOf(
  who: { memberId: number } | { address: string; clientId: string },
): string {
  return 'memberId' in who ? `m:${who.memberId}` : `a:${addressKey(who.address)}|${who.clientId}`
}

/** The address a guest viewer counts under; `undefined` for a member. */
const addressOfViewer = (viewer: string) =>
  viewer.startsWith('a:') ? viewer.slice(2, viewer.indexOf('|')) : undefined

/**
 * A channel's viewer count as viewers come and go: members one each, guests one each up to
 * {@link GUESTS_PER_ADDRESS} per address. Each viewer is added once and removed once.
 *
 * @example
 * const tally = new ViewerTally()
 * tally.add('a:203.0.113.7|c-1')
 * tally.count // 1
 */
export class ViewerTally {
  private readonly perAddress = new Map<string, number>()
  private counted = 0

  get count(): number {
    return this.counted
  }

  add(viewer: string): void {
    const address = addressOfViewer(viewer)
    if (address === undefined) {
      this.counted++
      return
    }
    const n = (this.perAddress.get(address) ?? 0) + 1
    this.perAddress.set(address, n)
    if (n <= GUESTS_PER_ADDRESS) this.counted++
  }

  remove(viewer: string): void {
    const address = addressOfViewer(viewer)
    if (address === undefined) {
      this.counted--
      return
    }
    const n = this.perAddress.get(address) ?? 0
    if (n <= 1) this.perAddress.delete(address)
    else this.perAddress.set(address, n - 1)
    if (n <= GUESTS_PER_ADDRESS) this.counted--
  }
}
