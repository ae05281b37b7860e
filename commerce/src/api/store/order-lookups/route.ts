import type { MedusaRequest, MedusaResponse } from "@medusajs/framework/http"
import { ContainerRegistrationKeys } from "@medusajs/framework/utils"
import type { FindOrderResponse } from "@shop/contracts/api"
import { emailFoundOrderLink } from "../../../lib/order-lookup"
import { parseInput } from "../../../lib/validate"
import { OrderLookupBody } from "./validators"

/**
 * POST /store/order-lookups {email, number, language} — the storefront's "find your order" (lib/order-lookup.ts),
 * for the storefront server only (x-storefront-secret: it limits asks per shopper). 202 {accepted: true} at once,
 * whether or not an order matches (the time to answer says nothing either); 400 for malformed input.
 */
export const POST = async (req: MedusaRequest, res: MedusaResponse) => {
  const ask = parseInput(OrderLookupBody, req.body)
  res.setHeader("cache-control", "private, no-store")
  res.status(202).json({ accepted: true } satisfies FindOrderResponse)
  const logger = req.scope.resolve(ContainerRegistrationKeys.LOGGER)
  await emailFoundOrderLink(req.scope, { ...ask, number: Number(ask.number) }).then(
    (outcome) => outcome === "limit" && logger.info(`order lookup: order ${ask.number}'s address has had today's found-order e-mails; none sent`),
    (error: Error) => logger.error(`order lookup: the link of order ${ask.number} was not e-mailed: ${error.message}`)
  )
}
