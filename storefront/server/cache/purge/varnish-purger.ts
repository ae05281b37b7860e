/**
 * The Purger for Varnish running varnish/default.vcl: an HTTP `BAN /` to each Varnish with the tags in a
 * `Surrogate-Key` request header (space-separated; a trailing `*` makes a prefix), which bans every stored
 * copy whose Surrogate-Key holds one of them. The VCL takes it only on its purge listener (`-a purge=…`),
 * from the addresses in its `purgers` ACL.
 *
 * Tags handed in within `batchMs` of each other travel together: one BAN per Varnish (more only when the
 * header would pass `maxHeaderLength`). A failed BAN is sent again after `retryDelayMs`, then twice as long
 * each time, with whatever was handed in meanwhile; after `retries` retries it is given up and logged
 * (Varnish keeps a copy at most its s-maxage anyway, and a Varnish that was down starts empty). A Varnish
 * that refuses (4xx: not its purge listener, not in the ACL, bad tags) is not asked again for that batch.
 * Each Varnish holds at most `maxPendingTags` tags waiting; past that it is sent `*` (every tagged copy)
 * instead, so memory stays bounded however long Varnish is away. Nothing here throws or makes a caller wait.
 */
import type { Purger } from "./purger.js"

export interface VarnishPurgerOptions {
  /** Base URLs of the Varnish instances' purge listeners, e.g. http://127.0.0.1:6083. */
  urls: readonly string[]
  log: (line: string) => void
  /** Attempts after a failed one before the batch is given up (default 4: after 0.5, 1, 2 and 4 s). */
  retries?: number
  /** Wait before the first retry (default 500 ms); doubled for each next one. */
  retryDelayMs?: number
  /** How long tags wait for others before they are sent (default 50 ms). */
  batchMs?: number
  /** Per BAN request (default 2 s). */
  timeoutMs?: number
  /** Tags waiting per Varnish before they are replaced by `*` (default 5,000). */
  maxPendingTags?: number
  /** Longest Surrogate-Key header of one BAN (default 4,000 characters; Varnish takes 8 KB per header). */
  maxHeaderLength?: number
}

/** A tag (letters, digits and `:._/-`), a prefix (a tag ending in `*`) or `*` alone; the VCL accepts exactly these. */
export const TAG_PATTERN = /^(?:[A-Za-z0-9:._/-]+\*?|\*)$/

/**
 * Tag patterns → the Surrogate-Key values of the BAN requests that purge them: invalid patterns left out
 * (see TAG_PATTERN), duplicates and patterns a prefix of the same batch covers dropped, sorted, split so no
 * value is longer than `maxLength`. varnish/default.vcl turns each value into the ban
 * `obj.http.Surrogate-Key ~ (^|\s)(tag|prefix[^\s]*|…)(\s|$)`.
 */
export function banHeaderValues(patterns: Iterable<string>, maxLength = 4_000): string[] {
  const unique = [...new Set([...patterns].filter((pattern) => TAG_PATTERN.test(pattern)))]
  const prefixes = unique.filter((pattern) => pattern.endsWith("*")).map((pattern) => pattern.slice(0, -1))
  const stem = (pattern: string) => (pattern.endsWith("*") ? pattern.slice(0, -1) : pattern)
  const covered = (pattern: string) => prefixes.some((prefix) => pattern !== `${prefix}*` && stem(pattern).startsWith(prefix))
  const kept = unique.filter((pattern) => !covered(pattern))
  const values: string[] = []
  let current = ""
  for (const pattern of kept.sort()) {
    if (current && current.length + 1 + pattern.length > maxLength) {
      values.push(current)
      current = ""
    }
    current = current ? `${current} ${pattern}` : pattern
  }
  if (current) values.push(current)
  return values
}

/** One Varnish: the tags waiting for it, the batch being delivered and how often it failed. */
interface Target {
  url: string
  pending: Set<string>
  sending: boolean
  timer: NodeJS.Timeout | undefined
  /** Failed attempts of the batch now being retried (0: none). */
  failures: number
}

export function createVarnishPurger(options: VarnishPurgerOptions): Purger {
  // A logger that throws (e.g. one not ready yet) must not break purging, nor surface as an unhandled rejection.
  const log = (line: string) => {
    try {
      options.log(line)
    } catch {
      /* the line is lost, the purge goes on */
    }
  }
  const retries = options.retries ?? 4
  const retryDelayMs = options.retryDelayMs ?? 500
  const batchMs = options.batchMs ?? 50
  const timeoutMs = options.timeoutMs ?? 2_000
  const maxPendingTags = options.maxPendingTags ?? 5_000
  const maxHeaderLength = options.maxHeaderLength ?? 4_000
  const counts = { delivered: 0, failedAttempts: 0, givenUp: 0 }
  const targets: Target[] = options.urls.map((url) => ({ url, pending: new Set(), sending: false, timer: undefined, failures: 0 }))
  let waiters: (() => void)[] = []

  const idle = () => targets.every((target) => !target.sending && !target.timer && target.pending.size === 0)
  const wakeWaiters = () => {
    if (!idle()) return
    const ready = waiters
    waiters = []
    for (const resolve of ready) resolve()
  }

  const schedule = (target: Target, delayMs: number) => {
    if (target.timer || target.sending) return
    target.timer = setTimeout(() => void send(target), delayMs)
    target.timer.unref()
  }

  const add = (target: Target, tags: Iterable<string>) => {
    if (target.pending.has("*")) return
    for (const tag of tags) target.pending.add(tag)
    if (target.pending.size > maxPendingTags) {
      log(`purge: more than ${maxPendingTags} tags waiting for ${target.url}: banning every tagged copy (*) instead`)
      target.pending = new Set(["*"])
    }
  }

  /** One BAN; undefined when Varnish banned, else why not (and whether asking again could help). */
  const ban = async (url: string, value: string): Promise<{ error: string; retry: boolean } | undefined> => {
    try {
      const response = await fetch(url, { method: "BAN", headers: { "surrogate-key": value }, signal: AbortSignal.timeout(timeoutMs) })
      const body = (await response.text()).trim().slice(0, 200)
      if (response.ok) return undefined
      return { error: `${response.status} ${body}`, retry: response.status >= 500 || response.status === 408 || response.status === 429 }
    } catch (error) {
      const cause = error instanceof Error && error.cause instanceof Error ? `: ${error.cause.message}` : ""
      return { error: `${error instanceof Error ? error.message : String(error)}${cause}`, retry: true }
    }
  }

  const send = async (target: Target) => {
    target.timer = undefined
    target.sending = true
    const batch = target.pending
    target.pending = new Set()
    const values = banHeaderValues(batch, maxHeaderLength)
    let failure: { error: string; retry: boolean } | undefined
    const unsent: string[] = []
    for (const value of values) {
      if (failure) {
        unsent.push(...value.split(" "))
        continue
      }
      failure = await ban(target.url, value)
      if (failure) unsent.push(...value.split(" "))
      else counts.delivered++
    }
    target.sending = false
    if (!failure) {
      if (target.failures) log(`purge: ${target.url} took the BAN after ${target.failures} failed attempt(s)`)
      target.failures = 0
    } else {
      counts.failedAttempts++
      target.failures++
      const tags = unsent.length > 6 ? `${unsent.slice(0, 6).join(" ")} … (${unsent.length} tags)` : unsent.join(" ")
      if (!failure.retry || target.failures > retries) {
        counts.givenUp++
        log(`purge: gave up banning ${tags} on ${target.url} after ${target.failures} attempt(s): ${failure.error}`)
        target.failures = 0
      } else {
        const delayMs = retryDelayMs * 2 ** (target.failures - 1)
        log(`purge: BAN of ${tags} on ${target.url} failed (${failure.error}); attempt ${target.failures + 1} of ${retries + 1} in ${delayMs} ms`)
        add(target, unsent)
        schedule(target, delayMs)
      }
    }
    if (target.pending.size) schedule(target, batchMs)
    wakeWaiters()
  }

  return {
    purge(tagPatterns) {
      try {
        const invalid = tagPatterns.filter((pattern) => !TAG_PATTERN.test(pattern))
        if (invalid.length) log(`purge: left out tag patterns the VCL cannot match: ${invalid.map((pattern) => JSON.stringify(pattern)).join(", ")}`)
        const valid = tagPatterns.filter((pattern) => TAG_PATTERN.test(pattern))
        if (!valid.length) return
        for (const target of targets) {
          add(target, valid)
          schedule(target, batchMs)
        }
      } catch (error) {
        log(`purge: ${error instanceof Error ? error.message : String(error)}`)
      }
    },
    settled() {
      if (idle()) return Promise.resolve()
      return new Promise((resolve) => waiters.push(resolve))
    },
    stats: () => ({ ...counts }),
  }
}
