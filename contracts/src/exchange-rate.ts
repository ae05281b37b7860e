/**
 * The spec's fixed USD → EUR rate (§9), as the seed reads the spec's EUR figures (the shipping table, the 100 EUR
 * free-shipping line) into the USD prices commerce keeps: eurToUsd(5.99) = 7.05, which the merchandisers' EUR
 * rate (commerce's currency-rates module, started at this same 0.85) shows as 5.99 EUR again. What shoppers see
 * and pay is commerce's (currencies.ts, ADR 0018), not this. No imports.
 */

/** 1 USD = 0.85 EUR (spec §9). */
export const EUR_PER_USD = 0.85

/** An amount to the cent, as prices are written (Medusa stores and Stripe charges cents). */
export const roundToCents = (amount: number): number => Math.round(amount * 100) / 100

/** A USD amount as EUR, to the cent: what the shop shows for a price Medusa charges. */
export const usdToEur = (usd: number): number => roundToCents(usd * EUR_PER_USD)

/**
 * An EUR amount as the USD, to the cent, that reads back as it: usdToEur(eurToUsd(p)) === p for every
 * EUR price p, since the USD rounding error (≤ 0.005) becomes ≤ 0.00425 EUR, under half a cent.
 * 5.99 EUR → 7.05 USD; 100 EUR → 117.65 USD.
 */
export const eurToUsd = (eur: number): number => roundToCents(eur / EUR_PER_USD)
