/**
 * Medusa logs every request at its default level ("http"), through morgan, with the URL and the referrer, and
 * the store API's paths carry keys to shoppers' orders: order-page tokens (/store/order-pages/{token}) and
 * checkout session ids (/store/checkout-sessions/{cs_…}/order). morgan's public token API lets the app say
 * how `:url` and `:referrer` are written, for Medusa's formats too (they read the same tokens), so every
 * line is written without them (@shop/contracts/order-links). Imported once, by api/middlewares.ts.
 */
import type { IncomingMessage } from "node:http"
import morgan from "morgan"
import { redactOrderSecrets } from "@shop/contracts/order-links"

morgan.token("url", (req: IncomingMessage & { originalUrl?: string }) => redactOrderSecrets(req.originalUrl ?? req.url ?? ""))
morgan.token("referrer", (req: IncomingMessage) => {
  const referrer = req.headers.referer ?? req.headers.referrer
  return referrer ? redactOrderSecrets(String(referrer)) : undefined
})
