/**
 * The spec's fixed USD → EUR rate (§9) and the shop's EUR reading of a USD amount. Medusa charges in USD; the
 * shop shows prices, the shipping table and the free-shipping threshold in EUR at this one rate: the seed
 * turns its EUR shipping table into the USD prices Medusa charges, the storefront server reads them back,
 * and the app converts every price with it. No imports: the app's bundle takes it as it is.
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
