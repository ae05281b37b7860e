/**
 * Purging a shared HTTP cache (Varnish, a CDN) by cache tag. The storefront names the data each answer was
 * made from in its Surrogate-Key header (space-separated tags such as `product:5 list:page:0 cms:faq:de`);
 * when that data changes, every tag it touched is handed to the purger, which tells the shared cache to
 * drop whatever carries one of them.
 *
 * A tag pattern is an exact tag (`product:5`) or a prefix ending in `*` (`product:*`: every product).
 */
export interface Purger {
  /** Fire and forget: never throws and never blocks the caller; failures are retried and logged. */
  purge(tagPatterns: readonly string[]): void
  /** Resolves once every purge handed in so far was delivered or given up (tests, shutdown). */
  settled(): Promise<void>
  /** Purges delivered, failed attempts and given-up purges so far (/health and the tests read them). */
  stats(): { delivered: number; failedAttempts: number; givenUp: number }
}

/** No shared cache configured: nothing to tell. */
export const noPurger: Purger = {
  purge: () => {},
  settled: async () => {},
  stats: () => ({ delivered: 0, failedAttempts: 0, givenUp: 0 }),
}
