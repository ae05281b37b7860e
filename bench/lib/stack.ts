import { COMMERCE_PORT, readPublishableKey } from "../../scripts/lib/commerce.js"
import { EMBEDDED_DATABASE_PORT, STOREFRONT_PORT, startShop } from "../../scripts/lib/shop.js"
import { STRIPE_STAND_IN_PORT } from "../../scripts/lib/stripe.js"

export interface BenchStack {
  storefrontUrl: string
  commerceUrl: string
  publishableKey: string
  databaseUrl: string
  /** The local Stripe test stand-in, or undefined when the shop talks to Stripe itself. */
  stripeStandInUrl?: string
  /**
   * The checkout whose compiled storefront (storefront/build/main.js) the benches' own storefront processes
   * run: this working tree unless set. `npm run bench:compare` sets it to the old ref's worktree (.bench/old).
   */
  storefrontRoot?: string
  stop(): Promise<void>
}

const standInUrl = process.env.STRIPE_SECRET_KEY ? undefined : `http://127.0.0.1:${STRIPE_STAND_IN_PORT}`

const isUp = (url: string) =>
  fetch(url, { signal: AbortSignal.timeout(2000) }).then(
    (r) => r.ok,
    () => false
  )

/** The running shop when `npm start` is up (its data and build), else one started for the bench. */
export async function benchStack(): Promise<BenchStack> {
  const storefrontUrl = `http://127.0.0.1:${STOREFRONT_PORT}`
  const commerceUrl = `http://127.0.0.1:${COMMERCE_PORT}`
  if ((await isUp(`${storefrontUrl}/health`)) && (await isUp(`${commerceUrl}/health`))) {
    console.log("using the shop that is already running")
    const databaseUrl = process.env.DATABASE_URL ?? `postgres://postgres:postgres@localhost:${EMBEDDED_DATABASE_PORT}/shop`
    return { storefrontUrl, commerceUrl, databaseUrl, stripeStandInUrl: standInUrl, publishableKey: await readPublishableKey(databaseUrl), stop: async () => {} }
  }
  console.log("starting the shop for the bench (as npm start does)…")
  const shop = await startShop((line) => console.log(`▸ ${line}`), { waitForAll: true })
  return { storefrontUrl, commerceUrl, databaseUrl: shop.database.url, stripeStandInUrl: standInUrl, publishableKey: shop.publishableKey, stop: shop.stop }
}
