/**
 * The spec's fixed USD → EUR rate (§9), in one place for the app's price display (src/lib/currency.ts) and the
 * server's EUR reading of the shipping table, which Medusa charges in USD.
 */
export const EUR_PER_USD = 0.85

/** Orders of at least this many EUR of items ship free (spec §1); Medusa's shipping price rule decides it. */
export const FREE_SHIPPING_FROM_EUR = 100
