/**
 * Keeps one storefront instance's catalogue cache in step with the admin: asks commerce's change log
 * (GET /store/catalogue/changes?since=N) every `intervalMs` and hands what changed to the cache. Each
 * instance polls on its own, so any number of them stay correct with no shared memory; an idle shop costs
 * commerce four small calls a second per instance (CATALOGUE_CHANGES_POLL_MS).
 */
import type { CurrencyRates } from "@shop/contracts/currencies"
import type { CatalogueSource } from "./catalogue-client.js"

/**
 * How often the change log is asked, unless CATALOGUE_CHANGES_POLL_MS says otherwise: a merchandiser's edit waits
 * half of it on average before an instance knows; each ask is one indexed read of a few milliseconds in commerce.
 */
export const CATALOGUE_CHANGES_POLL_MS = 250

export interface ChangeWatcher {
  stop(): void
  /** Resolves after the next completed poll (tests use it instead of sleeping). */
  nextPoll(): Promise<void>
  /** Whether commerce answered the last poll (undefined before the first one finished). */
  commerceAnswers(): boolean | undefined
}

export function watchCatalogueChanges(options: {
  source: Pick<CatalogueSource, "changes">
  intervalMs: number
  /** Products changed (null: any may have); `rates` when a currency rate changed too (every price did). */
  onChange: (itemIds: number[] | null, rates?: CurrencyRates) => void
  log?: (message: string) => void
}): ChangeWatcher {
  let version: number | undefined
  let stopped = false
  let timer: NodeJS.Timeout | undefined
  let failing = false
  /** A poll failed before the first answer (anything cached until it answers may predate its version). */
  let missedFirst = false
  let waiters: (() => void)[] = []

  /** Never rejects: a failed poll is logged once and asked again on the next turn. */
  async function poll() {
    try {
      const changes = await options.source.changes(version)
      // The first answer after failed polls: whatever was cached meanwhile may be older than this version. (The
      // watcher starts with the caches, empty, and asks at once: a first poll that answers needs no refresh,
      // which would fetch every product the storefront had just loaded again, at its busiest moment.)
      if ((version === undefined && missedFirst) || changes.item_ids === null) options.onChange(null, changes.rates)
      else if (changes.item_ids.length || changes.rates) options.onChange(changes.item_ids, changes.rates)
      version = changes.version
      if (failing) options.log?.("catalogue changes: commerce answers again")
      failing = false
    } catch (error) {
      if (version === undefined) missedFirst = true
      // Commerce away: keep serving what is cached, say so once, and keep asking.
      if (!failing) options.log?.(`catalogue changes: ${(error as Error).message}`)
      failing = true
    }
    const done = waiters
    waiters = []
    for (const resolve of done) resolve()
    if (!stopped) timer = setTimeout(() => void poll(), options.intervalMs).unref()
  }
  void poll()

  return {
    stop() {
      stopped = true
      clearTimeout(timer)
    },
    nextPoll: () => new Promise((resolve) => waiters.push(resolve)),
    commerceAnswers: () => (version === undefined && !failing ? undefined : !failing),
  }
}
