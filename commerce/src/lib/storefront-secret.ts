/**
 * The storefront server's key to commerce's store routes only it may call (POST /store/search-misses): the
 * publishable key those routes also need is public (every shopper's browser of a Medusa storefront may hold
 * one), and commerce's port is published for the admin and the payment webhooks. STOREFRONT_SECRET on both
 * sides; production refuses to start without one of its own (production-secrets.ts).
 */
import { createHash, timingSafeEqual } from "node:crypto"
import type { MedusaNextFunction, MedusaRequest, MedusaResponse } from "@medusajs/framework/http"
import { LOCAL_STOREFRONT_SECRET, STOREFRONT_SECRET_HEADER } from "@shop/contracts/commerce-api"

const digest = (text: string) => createHash("sha256").update(text).digest()

/** Whether `given` is the storefront's secret (compared in constant time, whatever its length). */
export function isStorefrontSecret(given: unknown, env: NodeJS.ProcessEnv = process.env): boolean {
  const secret = env.STOREFRONT_SECRET?.trim() || LOCAL_STOREFRONT_SECRET
  return typeof given === "string" && timingSafeEqual(digest(given), digest(secret))
}

/** Middleware: 401 unless the request carries the storefront's secret. */
export function storefrontOnly(req: MedusaRequest, res: MedusaResponse, next: MedusaNextFunction) {
  if (isStorefrontSecret(req.headers[STOREFRONT_SECRET_HEADER])) return next()
  res.status(401).json({ type: "unauthorized", message: `Only the storefront server may call this (${STOREFRONT_SECRET_HEADER} is missing or wrong)` })
}
