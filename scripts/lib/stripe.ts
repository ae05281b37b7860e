/**
 * Payments for `npm start` and `npm test`: Stripe itself when STRIPE_SECRET_KEY is set, otherwise the local
 * Stripe test stand-in (stripe-stand-in/), started here and wired to commerce's webhook route.
 */
import path from "node:path"
import { DATA_DIR, ROOT } from "./paths.js"
import { startService, waitForService, type Service } from "./processes.js"

export const STRIPE_STAND_IN_PORT = Number(process.env.STRIPE_STAND_IN_PORT ?? 12111)
/** The stand-in's signing secret; commerce uses the same default (commerce/src/lib/stripe-settings.ts). */
const STAND_IN_WEBHOOK_SECRET = "whsec_local_stand_in"

export interface Payments {
  /** What the banner says about payments. */
  description: string
  /** Environment commerce needs for these payments. */
  commerceEnv: NodeJS.ProcessEnv
  service?: Service
}

/** What commerce is given to reach payments: known before the stand-in answers, so commerce may start beside it. */
export function paymentsCommerceEnv(options: { port?: number; webhookSecret?: string } = {}): NodeJS.ProcessEnv {
  if (process.env.STRIPE_SECRET_KEY) return {}
  return { STRIPE_API_URL: `http://127.0.0.1:${options.port ?? STRIPE_STAND_IN_PORT}`, STRIPE_WEBHOOK_SECRET: options.webhookSecret ?? STAND_IN_WEBHOOK_SECRET }
}

export async function startPayments(options: {
  commercePort: number
  port?: number
  /** Keep the stand-in's sessions across restarts (npm start), or not (tests). */
  persist: boolean
  quiet?: boolean
  /** The signing secret of the webhooks (the production check uses a fresh one, as production would). */
  webhookSecret?: string
}): Promise<Payments> {
  if (process.env.STRIPE_SECRET_KEY) {
    return { description: 'Stripe (STRIPE_SECRET_KEY is set; webhooks: see docs/production.md, "Payments: Stripe")', commerceEnv: paymentsCommerceEnv() }
  }
  const port = options.port ?? STRIPE_STAND_IN_PORT
  const webhookSecret = options.webhookSecret ?? STAND_IN_WEBHOOK_SECRET
  const service = startService(process.execPath, ["--import", "tsx", "src/main.ts"], {
    cwd: path.join(ROOT, "stripe-stand-in"),
    label: "stripe stand-in",
    quiet: options.quiet,
    env: {
      NODE_ENV: "development",
      STRIPE_STAND_IN_PORT: String(port),
      STRIPE_STAND_IN_PUBLIC_URL: `http://localhost:${port}`,
      STRIPE_WEBHOOK_URL: `http://127.0.0.1:${options.commercePort}/hooks/payment/stripe-checkout_stripe-checkout`,
      STRIPE_WEBHOOK_SECRET: webhookSecret,
      ...(options.persist ? { STRIPE_STAND_IN_DATA_FILE: path.join(DATA_DIR, "stripe-stand-in.json") } : {}),
    },
  })
  await waitForService(service, `http://127.0.0.1:${port}/_stand-in/health`, 20_000)
  return {
    description: `local Stripe test stand-in at http://localhost:${port} (STRIPE_SECRET_KEY unset; card 4242 4242 4242 4242 pays, 4000 0000 0000 0002 is declined)`,
    commerceEnv: paymentsCommerceEnv({ port, webhookSecret }),
    service,
  }
}
