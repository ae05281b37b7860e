import Stripe from "stripe"

/**
 * Where commerce finds Stripe. With STRIPE_SECRET_KEY unset (the zero-service default) it talks to the local
 * Stripe test stand-in (stripe-stand-in/, :12111) with a fixed test key and webhook secret; with a real test
 * key set, nothing else changes but the host. The same settings feed the payment provider (medusa-config.ts)
 * and the webhook check in front of Medusa's webhook route (src/api/middlewares.ts).
 */
export interface StripeSettings {
  secretKey: string
  webhookSecret: string
  /** Base URL of a Stripe-compatible API (the stand-in); unset → api.stripe.com. */
  apiUrl?: string
  /** True when the local stand-in is used. */
  standIn: boolean
}

/** The stand-in's fixed credentials: test-mode strings, meaningless anywhere else. */
export const STAND_IN_SECRET_KEY = "sk_test_local_stand_in"
export const STAND_IN_WEBHOOK_SECRET = "whsec_local_stand_in"
export const STAND_IN_DEFAULT_URL = "http://127.0.0.1:12111"

export function readStripeSettings(env: NodeJS.ProcessEnv = process.env): StripeSettings {
  const secretKey = env.STRIPE_SECRET_KEY?.trim()
  if (!secretKey) {
    return {
      secretKey: STAND_IN_SECRET_KEY,
      webhookSecret: env.STRIPE_WEBHOOK_SECRET?.trim() || STAND_IN_WEBHOOK_SECRET,
      apiUrl: env.STRIPE_API_URL?.trim() || STAND_IN_DEFAULT_URL,
      standIn: true,
    }
  }
  const webhookSecret = env.STRIPE_WEBHOOK_SECRET?.trim()
  if (!webhookSecret) {
    throw new Error("STRIPE_WEBHOOK_SECRET is required with STRIPE_SECRET_KEY (the whsec_… of your webhook endpoint or of `stripe listen`)")
  }
  return { secretKey, webhookSecret, apiUrl: env.STRIPE_API_URL?.trim() || undefined, standIn: false }
}

/** The official SDK, pointed at Stripe or at a Stripe-compatible URL. */
export function createStripeClient(settings: Pick<StripeSettings, "secretKey" | "apiUrl">): Stripe {
  const url = settings.apiUrl ? new URL(settings.apiUrl) : undefined
  return new Stripe(settings.secretKey, {
    ...(url ? { host: url.hostname, port: url.port || (url.protocol === "https:" ? 443 : 80), protocol: url.protocol === "https:" ? "https" : "http" } : {}),
    // The SDK retries idempotent requests (it sends Idempotency-Key) on network errors and 409/5xx.
    maxNetworkRetries: 2,
    timeout: 10_000,
    telemetry: false,
    appInfo: { name: "multilingual-shop" },
  })
}

let shared: Stripe | undefined
/** One client for commerce's own calls outside the provider (webhook check, order lookup, sweep job). */
export function stripeClient(): Stripe {
  shared ??= createStripeClient(readStripeSettings())
  return shared
}
