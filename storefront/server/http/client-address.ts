/**
 * The shopper's address: what the per-address limits (checkout sessions, contact messages) count and the
 * request logs record, decided here and nowhere else.
 *
 * With no trusted proxies (TRUSTED_PROXIES unset) it is the TCP peer and no header is read: anyone can write
 * X-Forwarded-For. Behind a reverse proxy, a load balancer, Varnish or a CDN every shopper arrives from the
 * proxy's address, so the header the proxies write (CLIENT_IP_HEADER) is read, but only when the peer is a
 * trusted proxy, and from the right (the nearest hop) leftwards while each hop is trusted: the first hop that
 * is not is the shopper. Whatever a shopper wrote into the header themselves sits left of that and is never
 * read. A hop that is not an address (garbage, `unknown`, an obfuscated name) ends the walk at the last
 * trusted hop: the request counts as that proxy's, never as a made-up key.
 *
 * Fastify's own `request.ip` stays the TCP peer (its trustProxy reads X-Forwarded-For only, and takes a
 * malformed entry as the address); use `request.clientAddress`.
 */
import type { IncomingMessage } from "node:http"
import { isIP } from "node:net"
import proxyAddr from "@fastify/proxy-addr"
import parseForwarded from "forwarded-parse"
import ipaddr from "ipaddr.js"

declare module "fastify" {
  interface FastifyRequest {
    /** The shopper's address (http/client-address.ts): the TCP peer, or what trusted proxies say it is. */
    clientAddress: string
  }
}

export interface ClientAddressSettings {
  /** Addresses and CIDR ranges of the proxies in front (or `loopback`, `linklocal`, `uniquelocal`); empty: none. */
  trustedProxies: readonly string[]
  /**
   * The header they write, lower case: `x-forwarded-for` (each proxy appends the address it saw), `forwarded`
   * (RFC 7239: each appends `for=`), or any other (CF-Connecting-IP, Fastly-Client-IP, …): one address, set
   * by the proxy nearest the storefront.
   */
  header: string
}

export const TRUST_NOTHING: ClientAddressSettings = { trustedProxies: [], header: "x-forwarded-for" }

/**
 * How many trusted hops are walked at most. Real chains are a few long (a CDN, a load balancer, Varnish); the
 * bound only matters for a header that a misconfigured trusted proxy passes on unchecked.
 */
const MAX_HOPS = 20

const NAMED_RANGES = new Set(["loopback", "linklocal", "uniquelocal"])

/**
 * Why an entry of TRUSTED_PROXIES cannot be used, or undefined when it can: proxy-addr's parser (the one the
 * walk uses; it refuses a /0, which would let anyone pick their address), and addresses written out in full
 * (no `127.1`), as normaliseAddress reads hops.
 */
export function trustedProxyProblem(entry: string): string | undefined {
  const refused = (why: string) => `"${entry}" is not an IP address, a CIDR range (10.0.0.0/8, 2001:db8::/32) or one of loopback, linklocal, uniquelocal (${why})`
  if (!NAMED_RANGES.has(entry) && isIP(entry.split("/")[0]!) === 0) return refused("addresses written out in full; host names are not looked up")
  try {
    proxyAddr.compile([entry])
    return undefined
  } catch (error) {
    return refused((error as Error).message)
  }
}

/**
 * An address as a hop or a peer gives it, normalised so that one shopper is one key: IPv6 in its short lower
 * case form, an IPv4-mapped IPv6 address as IPv4, a port (`[2001:db8::1]:4711`, `192.0.2.1:80`, as RFC 7239's
 * node syntax and some proxies write them) dropped. Undefined when it is not an address.
 */
export function normaliseAddress(text: string | undefined): string | undefined {
  if (text === undefined) return undefined
  let address = text.trim()
  const bracketed = /^\[([^\]]+)\](?::\d{1,5})?$/.exec(address)
  if (bracketed) address = bracketed[1]!
  else if (/^[\d.]+:\d{1,5}$/.test(address)) address = address.slice(0, address.lastIndexOf(":"))
  // node:net is strict (four decimal parts, no `127.1` or octal forms); ipaddr.js makes the canonical text.
  if (isIP(address) === 0) return undefined
  return ipaddr.process(address).toString()
}

/**
 * What the per-shopper limits count a shopper by: an IPv4 address as it is, an IPv6 address by its /64. One
 * household's line, one phone or one rented server is given a whole /64 (2^64 addresses): counted address by
 * address, its owner would have as many allowances as addresses to send from. `unknown` stays itself.
 */
export function shopperKey(address: string): string {
  if (isIP(address) !== 6) return address
  const hextets = ipaddr.IPv6.parse(address).parts.slice(0, 4)
  return `${new ipaddr.IPv6([...hextets, 0, 0, 0, 0]).toString()}/64`
}

/** The hops a header names, nearest first (as raw text: each is normalised when the walk reaches it). */
type HopReader = (value: string) => string[]

const listedHops: HopReader = (value) => value.split(",").reverse()

const forwardedHops: HopReader = (value) => {
  try {
    return parseForwarded(value)
      .map((element) => element.for ?? "")
      .reverse()
  } catch {
    // Not RFC 7239 (the whole header; the parser cannot tell which part a shopper wrote): counted as the proxy.
    return []
  }
}

/** A single address: more than one value (the header repeated, a list) is not something a proxy sets. */
const singleHop: HopReader = (value) => [value]

const hopReader = (header: string): HopReader => (header === "x-forwarded-for" ? listedHops : header === "forwarded" ? forwardedHops : singleHop)

const RESOLVED = Symbol("client address")
type Resolved = IncomingMessage & { [RESOLVED]?: string }

/**
 * The function that gives a request's shopper address (worked out the first time it is asked for, then kept
 * on the request: the cache's quick answers never ask). `unknown` for a socket already gone.
 */
export function clientAddressResolver({ trustedProxies, header }: ClientAddressSettings): (request: IncomingMessage) => string {
  const peerOf = (request: IncomingMessage) => normaliseAddress(request.socket.remoteAddress) ?? "unknown"
  const trusted = trustedProxies.length > 0 ? proxyAddr.compile([...trustedProxies]) : undefined
  const hopsOf = hopReader(header)

  const resolve = (request: IncomingMessage): string => {
    let client = peerOf(request)
    if (!trusted?.(client, 0)) return client
    const value = request.headers[header]
    if (typeof value !== "string") return client
    const hops = hopsOf(value)
    for (let i = 0; i < Math.min(hops.length, MAX_HOPS); i++) {
      const hop = normaliseAddress(hops[i])
      if (hop === undefined) return client
      client = hop
      if (!trusted(hop, i + 1)) return hop
    }
    // Every hop a trusted proxy (or the walk's bound): the farthest one reached.
    return client
  }

  return (request) => ((request as Resolved)[RESOLVED] ??= resolve(request))
}
