/**
 * The storefront's way into commerce's checkout and what follows it: create a Stripe Checkout session for some
 * items, look up the order of a session and the shopper's order page, read the shipping table, and hand a
 * stored contact message on for its e-mails. Medusa's JS SDK against commerce's store routes
 * (commerce/src/api/store/{checkout-sessions,shipping-rates}).
 */
import { Client, FetchError } from "@medusajs/js-sdk"
import type {
  FindOrderRequest,
  OrderCancelRequest,
  OrderCancelResponse,
  OrderCodeRequest,
  OrderCodeResponse,
  OrderLinkRenewalResponse,
  OrderPageResponse,
  OrderReturnRequest,
  OrderReturnResponse,
  OrderSmsRequest,
  OrderSmsResponse,
  OrderStatusResponse,
} from "@shop/contracts/api"
import { STOREFRONT_SECRET_HEADER, type CheckoutRequestToCommerce, type CheckoutSessionFromCommerce, type CommerceShippingRate } from "@shop/contracts/commerce-api"
import { CommerceUnavailableError } from "./catalogue-client.js"

/** Commerce refused the request as the shopper's mistake (unknown product, country not shipped to, …). */
export class CheckoutRejectedError extends Error {
  constructor(
    message: string,
    readonly statusCode: 400 | 403 | 404 | 409 | 410 | 429
  ) {
    super(message)
  }
}

/** Commerce's view of one country's shipping (commerce/src/lib/shipping-rates.ts). */
export type { CommerceShippingRate }

export interface CheckoutSource {
  createSession(request: CheckoutRequestToCommerce): Promise<{ url: string; sessionId: string }>
  /** null when commerce does not know the session. */
  orderBySession(checkoutSessionId: string): Promise<OrderStatusResponse | null>
  /** The shopper's order page; null for a token commerce does not know. */
  orderPage(token: string): Promise<OrderPageResponse | null>
  /**
   * Cancels the order with the code e-mailed for it (a CheckoutRejectedError 403 for a wrong code, 409 when it no
   * longer can be); its page as it is now, null for an unknown token.
   */
  cancelOrder(token: string, request: OrderCancelRequest): Promise<OrderCancelResponse | null>
  /** Asks for a return (a CheckoutRejectedError 400/409 when it cannot be made); the order page as it is now, null for an unknown token. */
  requestReturn(token: string, request: OrderReturnRequest): Promise<OrderReturnResponse | null>
  /** E-mails a one-time code for a cancellation or a return (CheckoutRejectedError 409, or 429 when one just went out); null for an unknown token. */
  sendOrderCode(token: string, request: OrderCodeRequest): Promise<OrderCodeResponse | null>
  /** Turns the order's SMS updates off or on (a CheckoutRejectedError 409 when it has no number for them); its page as it is now, null for an unknown token. */
  setOrderSms(token: string, request: OrderSmsRequest): Promise<OrderSmsResponse | null>
  /** Retires the order's link and e-mails a new one; null for an unknown token. */
  renewOrderLink(token: string): Promise<OrderLinkRenewalResponse | null>
  /** "Find your order": commerce e-mails the order's link when the address and number match (it answers alike either way). */
  findOrder(request: FindOrderRequest): Promise<void>
  shippingRates(): Promise<CommerceShippingRate[]>
  /** Tells commerce a contact message is stored in the CMS (by its id): commerce mails it on. */
  forwardContactMessage(messageId: string): Promise<void>
}

/** How long a checkout call may take before the shopper gets the failure alert instead of a spinner. */
const TIMEOUT_MS = 10_000

/** `storefrontSecret`: for the routes only the storefront server may call (commerce's lib/storefront-secret.ts). */
export function createCommerceCheckout(options: { baseUrl: string; publishableKey: string; storefrontSecret: string }): CheckoutSource {
  const client = new Client({
    baseUrl: options.baseUrl,
    publishableKey: options.publishableKey,
    auth: { type: "jwt", jwtTokenStorageMethod: "memory" },
  })

  /** Commerce's 4xx become CheckoutRejectedError with its message; anything else means commerce is unavailable. */
  async function call<T>(path: string, init: { method?: "GET" | "POST"; body?: Record<string, unknown>; headers?: Record<string, string> } = {}): Promise<T> {
    try {
      return await client.fetch<T>(path, { ...init, signal: AbortSignal.timeout(TIMEOUT_MS) })
    } catch (error) {
      const status = error instanceof FetchError ? error.status : undefined
      if (status === 400 || status === 403 || status === 404 || status === 409 || status === 410 || status === 429)
        throw new CheckoutRejectedError(error instanceof Error ? error.message : String(error), status)
      throw new CommerceUnavailableError(`commerce did not answer ${path}: ${error instanceof Error ? error.message : String(error)}`)
    }
  }

  /** null for what commerce does not know (404); every other refusal and failure as `call` throws it. */
  async function nullWhenUnknown<T>(answer: Promise<T>): Promise<T | null> {
    try {
      return await answer
    } catch (error) {
      if (error instanceof CheckoutRejectedError && error.statusCode === 404) return null
      throw error
    }
  }

  return {
    async createSession(request) {
      const { url, checkout_session_id } = await call<CheckoutSessionFromCommerce>("/store/checkout-sessions", { method: "POST", body: { ...request } })
      return { url, sessionId: checkout_session_id }
    },
    orderBySession: (id) => nullWhenUnknown(call<OrderStatusResponse>(`/store/checkout-sessions/${encodeURIComponent(id)}/order`)),
    orderPage: (token) => nullWhenUnknown(call<OrderPageResponse>(`/store/order-pages/${encodeURIComponent(token)}`)),
    cancelOrder: (token, request) => nullWhenUnknown(call<OrderCancelResponse>(`/store/order-pages/${encodeURIComponent(token)}/cancel`, { method: "POST", body: { ...request } })),
    requestReturn: (token, request) =>
      nullWhenUnknown(call<OrderReturnResponse>(`/store/order-pages/${encodeURIComponent(token)}/returns`, { method: "POST", body: { ...request } })),
    sendOrderCode: (token, request) => nullWhenUnknown(call<OrderCodeResponse>(`/store/order-pages/${encodeURIComponent(token)}/code`, { method: "POST", body: { ...request } })),
    setOrderSms: (token, request) => nullWhenUnknown(call<OrderSmsResponse>(`/store/order-pages/${encodeURIComponent(token)}/sms`, { method: "POST", body: { ...request } })),
    renewOrderLink: (token) => nullWhenUnknown(call<OrderLinkRenewalResponse>(`/store/order-pages/${encodeURIComponent(token)}/link`, { method: "POST" })),
    async findOrder(request) {
      await call("/store/order-lookups", { method: "POST", body: { ...request }, headers: { [STOREFRONT_SECRET_HEADER]: options.storefrontSecret } })
    },
    async shippingRates() {
      return (await call<{ rates: CommerceShippingRate[] }>("/store/shipping-rates")).rates
    },
    async forwardContactMessage(messageId) {
      await call("/store/contact-messages", { method: "POST", body: { id: messageId } })
    },
  }
}
