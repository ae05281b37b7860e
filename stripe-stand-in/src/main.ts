import { assertNotProduction, startStripeStandIn } from "./index.js"

/** `npm start -w @shop/stripe-stand-in`: the local Stripe test stand-in as a process, configured by environment. */
function port(text: string): number {
  const value = Number(text)
  if (!/^\d+$/.test(text) || value > 65_535) throw new Error(`STRIPE_STAND_IN_PORT must be a port number (0–65535), not "${text}"`)
  return value
}

async function main(): Promise<void> {
  assertNotProduction()
  const env = process.env
  const webhookSecret = env.STRIPE_WEBHOOK_SECRET?.trim()
  if (!webhookSecret) throw new Error("STRIPE_WEBHOOK_SECRET is required (the whsec_… the shop verifies webhooks with)")
  const webhookUrl = env.STRIPE_WEBHOOK_URL?.trim() || undefined
  const standIn = await startStripeStandIn({
    port: port(env.STRIPE_STAND_IN_PORT?.trim() || "12111"),
    host: env.STRIPE_STAND_IN_HOST?.trim() || undefined,
    publicUrl: env.STRIPE_STAND_IN_PUBLIC_URL?.trim() || undefined,
    webhookUrl,
    webhookSecret,
    dataFile: env.STRIPE_STAND_IN_DATA_FILE?.trim() || undefined,
    log: (line) => console.log(line),
  })
  console.log(
    `[stripe-stand-in] Local Stripe test stand-in (test mode, no real payment) listening on ${standIn.url}; webhooks ${webhookUrl ? `to ${webhookUrl}` : "recorded, not sent (STRIPE_WEBHOOK_URL unset)"}`
  )
  const stop = () => {
    standIn.close().then(
      () => process.exit(0),
      (error: unknown) => {
        console.error(`[stripe-stand-in] error while stopping: ${(error as Error).message}`)
        process.exit(1)
      }
    )
  }
  process.once("SIGINT", stop)
  process.once("SIGTERM", stop)
}

main().catch((error: unknown) => {
  console.error(`[stripe-stand-in] ${(error as Error).message}`)
  process.exit(1)
})
