/**
 * Secrets commerce must not run production with: missing ones, and the well-known values every copy of
 * this code (or Medusa's starter) carries. Outside production the local defaults stand, so `npm test` and
 * a developer's `medusa develop` need no settings; `npm start` passes secrets of its own (scripts/lib/secrets.ts).
 */
import { LOCAL_STOREFRONT_SECRET } from "@shop/contracts/commerce-api"
import { STAND_IN_WEBHOOK_SECRET } from "./stripe-settings"

/** Local-only values, accepted outside production. */
export const LOCAL_JWT_SECRET = "local-only-jwt-secret"
export const LOCAL_COOKIE_SECRET = "local-only-cookie-secret"

/** Signs the links to the shopper's order page (lib/order-links.ts). */
export const LOCAL_ORDER_LINK_SECRET = "local-only-order-link-secret"
/** The storefront server's key to the store routes only it may call (storefront-secret.ts). */
const SECRETS = ["JWT_SECRET", "COOKIE_SECRET", "ORDER_LINK_SECRET", "STOREFRONT_SECRET"]

const KNOWN_DEFAULTS = new Set([
  LOCAL_JWT_SECRET,
  LOCAL_COOKIE_SECRET,
  LOCAL_ORDER_LINK_SECRET,
  LOCAL_STOREFRONT_SECRET,
  "supersecret",
  "secret",
  "change-me",
  "changeme",
  STAND_IN_WEBHOOK_SECRET,
])
const MIN_SECRET_LENGTH = 32

/** What is wrong with the production settings, one line per variable (empty: nothing). */
export function productionSecretProblems(env: NodeJS.ProcessEnv): string[] {
  const problems: string[] = []
  for (const name of SECRETS) {
    const value = env[name]?.trim()
    if (!value) problems.push(`${name} is not set`)
    else if (KNOWN_DEFAULTS.has(value)) problems.push(`${name} is a published default value`)
    else if (value.length < MIN_SECRET_LENGTH) problems.push(`${name} is shorter than ${MIN_SECRET_LENGTH} characters`)
  }
  const stripeKey = env.STRIPE_SECRET_KEY?.trim()
  if (!stripeKey && !env.STRIPE_API_URL?.trim()) {
    problems.push("STRIPE_SECRET_KEY is not set (or set STRIPE_API_URL to use a Stripe-compatible stand-in on purpose)")
  }
  if (stripeKey) {
    const webhookSecret = env.STRIPE_WEBHOOK_SECRET?.trim()
    if (!webhookSecret) problems.push("STRIPE_WEBHOOK_SECRET is not set")
    else if (KNOWN_DEFAULTS.has(webhookSecret)) problems.push("STRIPE_WEBHOOK_SECRET is a published default value")
  }
  // The shop's e-mail: order confirmations, shipping and refund notices, contact messages (lib/mail-settings.ts).
  if (!env.SMTP_URL?.trim()) problems.push("SMTP_URL is not set (the SMTP server the shop's e-mail goes through, e.g. smtp://user:password@smtp.example.com:587)")
  if (!env.MAIL_FROM?.trim()) problems.push('MAIL_FROM is not set (the sender of the shop\'s e-mail, e.g. "Orbita <orders@example.com>")')
  // Delivery updates by SMS (lib/sms-settings.ts).
  if (!env.TWILIO_ACCOUNT_SID?.trim() && !env.TWILIO_API_URL?.trim())
    problems.push("TWILIO_ACCOUNT_SID is not set (the Twilio account the shop's SMS go through; or set TWILIO_API_URL to use a Twilio-compatible stand-in on purpose)")
  if (env.TWILIO_ACCOUNT_SID?.trim() && !env.TWILIO_AUTH_TOKEN?.trim()) problems.push("TWILIO_AUTH_TOKEN is not set")
  // Contact messages are kept under a path (contact.<uuid>) that only a token reads, as is all of a private dataset.
  if (env.SANITY_PROJECT_ID?.trim() && !env.SANITY_TOKEN?.trim())
    problems.push("SANITY_TOKEN is not set (a token that reads the Sanity project: the contact messages commerce mails on are readable with one only)")
  return problems
}

/** Throws, naming every variable, when NODE_ENV=production and a secret is missing or a default. */
export function assertProductionSecrets(env: NodeJS.ProcessEnv = process.env): void {
  if (env.NODE_ENV !== "production") return
  const problems = productionSecretProblems(env)
  if (problems.length > 0) {
    throw new Error(`commerce refuses to start in production:\n  - ${problems.join("\n  - ")}\nSee .env.example for what each one is.`)
  }
}
