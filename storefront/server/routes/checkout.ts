/**
 * Checkout (spec §7 and the cart): POST /api/create-checkout-session (buy now), POST /api/checkout (the cart),
 * GET /api/orders/by-session/{id} (the confirmation page's poll), POST /api/orders/{token}/cancel and /returns
 * (the order page's "Cancel order" and "Return items"), POST /api/orders/{token}/sms (its SMS updates off and on),
 * POST /api/orders/find ("find your order"). Commerce prices everything and keeps every rule; of what a browser
 * sends only product ids, quantities, language, ship-to country and a mobile number for SMS are used. Both POSTs share one
 * per-address limit, so nobody can mint Stripe sessions in bulk; the lookup has a limit of its own, so nobody
 * can poll it fast enough to spend the shop's Stripe rate limit (commerce also asks Stripe once per few seconds).
 */
import type { FastifyInstance } from "fastify"
import {
  CHECKOUT_BODY_LIMIT_BYTES,
  FIND_ORDER_PER_ADDRESS_PER_HOUR,
  ORDER_CHANGES_PER_MINUTE,
  ORDER_LOOKUPS_PER_MINUTE,
  type ApiError,
  type CheckoutSessionResponse,
  type FindOrderResponse,
  type OrderCancelResponse,
  type OrderCodeResponse,
  type OrderLinkRenewalResponse,
  type OrderReturnResponse,
  type OrderSmsResponse,
  type OrderStatusResponse,
} from "@shop/contracts/api"
import {
  cartCheckoutBody,
  createCheckoutSessionBody,
  findOrderBody,
  orderBySessionParams,
  orderCancelBody,
  orderCodeBody,
  orderPageParams,
  orderReturnBody,
  orderSmsBody,
} from "@shop/contracts/api-schemas"
import { languageByCode, type LanguageCode } from "@shop/contracts/languages"
import type { CheckoutRequestToCommerce } from "@shop/contracts/commerce-api"
import { CheckoutRejectedError, type CheckoutSource } from "../commerce/checkout-client.js"
import { registerRateLimit } from "../http/rate-limit.js"
import type { Redis } from "ioredis"
import { productFormRoutes, type BuyNowRequest } from "./product-forms.js"
import { isChargedCurrency, type ChargedCurrency } from "@shop/contracts/currencies"

export interface CheckoutRouteOptions {
  checkout: CheckoutSource
  /** Checkout sessions one address may start per minute (CHECKOUT_SESSIONS_PER_MINUTE unless the operator sets another). */
  sessionsPerMinute: number
  /** Where the limit is counted when several instances run (REDIS_URL); this instance's memory otherwise. */
  redis?: Redis
  /** Whether a product is in the shop (the product forms check it before sending a shopper to the cart). */
  productExists: (itemId: number) => Promise<boolean>
  /** Commerce refused a checkout for more than is in stock: these products' answers are read again before the shopper's page reads them. */
  stockDiffers: (itemIds: number[]) => Promise<void>
}

const shipTo = (country: string | undefined, language: LanguageCode) => (country ?? languageByCode(language).country).toLowerCase()
/** The currency to pay in: the shopper's (validated to the six the shop charges in), else the language's, the one its pages show first. */
const payIn = (currency: string | undefined, language: LanguageCode): ChargedCurrency =>
  currency !== undefined && isChargedCurrency(currency) ? currency : languageByCode(language).currency

export async function checkoutRoutes(app: FastifyInstance, options: CheckoutRouteOptions) {
  // Each limit in a context of its own: @fastify/rate-limit decorates `rateLimit` once along a chain of contexts,
  // so a second limit registered below the first would count with the first one's store and words.
  await app.register(checkoutSessionRoutes, options)
  await app.register(orderLookupRoutes, options)
  await app.register(orderChangeRoutes, options)
  await app.register(findOrderRoutes, options)
}

async function checkoutSessionRoutes(app: FastifyInstance, { checkout, sessionsPerMinute, redis, productExists, stockDiffers }: CheckoutRouteOptions) {
  await registerRateLimit(app, { name: "checkout", redis, message: (wait) => `Too many checkout attempts from your address. Please try again in ${wait}.` })
  // One limiter for both routes: buy now and cart checkout share an address's allowance.
  const limited = {
    bodyLimit: CHECKOUT_BODY_LIMIT_BYTES,
    onRequest: app.rateLimit({ max: sessionsPerMinute, timeWindow: "1 minute" }),
  }

  const start = async (request: CheckoutRequestToCommerce): Promise<CheckoutSessionResponse> => {
    try {
      const { url, sessionId } = await checkout.createSession(request)
      return { url, sessionId }
    } catch (error) {
      // Less is left than the page showed (the last units went meanwhile): the page reads the products again after this 409.
      if (error instanceof CheckoutRejectedError && error.statusCode === 409) await stockDiffers(request.lines.map((line) => line.item_id))
      throw error
    }
  }
  /** Buy now, from the API or the product page's form: one product, priced by commerce. */
  const buyNow = ({ productId, quantity, language, country, currency, sms }: BuyNowRequest) =>
    start({
      lines: [{ item_id: productId, quantity }],
      language,
      country: shipTo(country, language),
      currency: payIn(currency, language),
      origin: { kind: "product", item_id: productId },
      ...(sms && { sms }),
    })

  app.post("/api/create-checkout-session", limited, async (request, reply) => {
    const body = createCheckoutSessionBody.parse(request.body)
    const session = await buyNow(body)
    return reply.code(200).header("cache-control", "no-store").send(session)
  })

  app.post("/api/checkout", limited, async (request, reply) => {
    const body = cartCheckoutBody.parse(request.body)
    const session = await start({
      lines: body.lines.map((line) => ({ item_id: line.productId, quantity: line.quantity })),
      language: body.language,
      country: shipTo(body.country, body.language),
      currency: payIn(body.currency, body.language),
      origin: { kind: "cart" },
      ...(body.sms && { sms: body.sms }),
    })
    return reply.code(200).header("cache-control", "no-store").send(session)
  })

  // The product page's forms, posted before the app is live: their own context (form bodies, HTML errors).
  await app.register(productFormRoutes, { productExists, buyNow, limited: { onRequest: limited.onRequest } })
}

/** The confirmation page's poll, limited per address (its own count, and its own name in Redis). */
async function orderLookupRoutes(app: FastifyInstance, { checkout, redis }: CheckoutRouteOptions) {
  await registerRateLimit(app, { name: "order-lookup", redis, message: (wait) => `Too many order lookups from your address. Please try again in ${wait}.` })
  app.get("/api/orders/by-session/:id", { onRequest: app.rateLimit({ max: ORDER_LOOKUPS_PER_MINUTE, timeWindow: "1 minute" }) }, async (request, reply) => {
    const { id } = orderBySessionParams.parse(request.params)
    const status = await checkout.orderBySession(id)
    reply.header("cache-control", "no-store")
    if (!status) return reply.code(404).send({ error: `Checkout session ${id} not found` })
    return reply.code(status.status === "pending" ? 202 : 200).send(status satisfies OrderStatusResponse)
  })
}

/** What a shopper changes of an order from its page, limited per address (its own count and name). */
async function orderChangeRoutes(app: FastifyInstance, { checkout, redis }: CheckoutRouteOptions) {
  await registerRateLimit(app, { name: "order-changes", redis, message: (wait) => `Too many changes to orders from your address. Please try again in ${wait}.` })
  // One limiter for all: a cancellation, a return request, a code and SMS on or off count against the same allowance.
  const orderChangeLimit = app.rateLimit({ max: ORDER_CHANGES_PER_MINUTE, timeWindow: "1 minute" })
  /** A change to the order of the link in the path: commerce's answer with `status`, 404 for a link no order has. */
  const orderChange = <T>(action: string, change: (token: string, body: unknown) => Promise<T | null>, status: 200 | 202 = 200, bodyLimit?: number) =>
    app.post(`/api/orders/:token/${action}`, { onRequest: orderChangeLimit, ...(bodyLimit && { bodyLimit }) }, async (request, reply) => {
      const { token } = orderPageParams.parse(request.params)
      const answer = await change(token, request.body)
      reply.header("cache-control", "no-store")
      if (!answer) return reply.code(404).send({ error: "No order has this link" } satisfies ApiError)
      return reply.code(status).send(answer)
    })
  orderChange<OrderCancelResponse>("cancel", (token, body) => checkout.cancelOrder(token, orderCancelBody.parse(body)))
  orderChange<OrderReturnResponse>("returns", (token, body) => checkout.requestReturn(token, orderReturnBody.parse(body)), 200, CHECKOUT_BODY_LIMIT_BYTES)
  // The one-time code a cancellation or a return asks for.
  orderChange<OrderCodeResponse>("code", (token, body) => checkout.sendOrderCode(token, orderCodeBody.parse(body)), 202)
  orderChange<OrderSmsResponse>("sms", (token, body) => checkout.setOrderSms(token, orderSmsBody.parse(body)))
  // "This link is not mine alone".
  orderChange<OrderLinkRenewalResponse>("link", (token) => checkout.renewOrderLink(token), 202)
}

/**
 * "Find your order": the address and number go to commerce, which e-mails the order's link when they match.
 * The answer is 202 either way; an address may ask FIND_ORDER_PER_ADDRESS_PER_HOUR times an hour (commerce
 * limits the e-mails to one inbox a day), so nobody can try numbers against an address, or fill an inbox.
 */
async function findOrderRoutes(app: FastifyInstance, { checkout, redis }: CheckoutRouteOptions) {
  await registerRateLimit(app, { name: "find-order", redis, message: (wait) => `You have asked several times in a short time. Please try again in ${wait}.` })
  app.post("/api/orders/find", { bodyLimit: 4 * 1024, onRequest: app.rateLimit({ max: FIND_ORDER_PER_ADDRESS_PER_HOUR, timeWindow: "1 hour" }) }, async (request, reply) => {
    await checkout.findOrder(findOrderBody.parse(request.body))
    reply.header("cache-control", "no-store")
    return reply.code(202).send({ accepted: true } satisfies FindOrderResponse)
  })
}
