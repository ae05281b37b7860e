import { useState } from "react"
import { useQueryClient } from "@tanstack/react-query"
import { useTranslation } from "react-i18next"
import type { CartCheckoutRequest, CheckoutSessionResponse, CreateCheckoutSessionRequest } from "@shop/contracts/api"
import { browserStorage } from "../../../lib/browser-storage"
import { HttpError, postJson } from "../../../lib/http"
import { rememberCheckout } from "../paid/pending-checkouts"
import { PRODUCTS_QUERY_KEY } from "../../product/api/get-product"

/** Buy now (spec §7): the server prices it; name, price and currency are sent as the spec has them and ignored. */
export const createCheckoutSession = (request: CreateCheckoutSessionRequest) => postJson<CheckoutSessionResponse>("/api/create-checkout-session", request)

/** The cart's checkout, remembered with its lines so that they leave the cart once it is paid (../paid/). */
export async function startCartCheckout(request: CartCheckoutRequest): Promise<CheckoutSessionResponse> {
  const answer = await postJson<CheckoutSessionResponse>("/api/checkout", request)
  const lines = request.lines.map(({ productId, quantity }) => ({ id: productId, quantity }))
  rememberCheckout(browserStorage(), { sessionId: answer.sessionId, lines, startedAt: Date.now() })
  return answer
}

/**
 * Starts a checkout and sends the browser to the payment page. Until the page changes the button stays busy;
 * a failure or an answer without a url shows the spec's alert and logs the cause (spec §8), unless it is a 400
 * about a field of the page's own (`showsFieldErrors`: the SMS number), which the page then shows beside it, or a
 * 409 for more than is in stock, which says so and shows what is left. (A busy flag, not
 * TanStack's useMutation: the product and cart pages would load its ≈ 1 KB before their first paint for one
 * click that leaves the page.)
 */
export function useCheckoutRedirect<T>(start: (request: T) => Promise<CheckoutSessionResponse>, showsFieldErrors?: (fields: Record<string, string> | undefined) => boolean) {
  const { t } = useTranslation()
  const queryClient = useQueryClient()
  const [busy, setBusy] = useState(false)
  const begin = async (request: T) => {
    try {
      const { url } = await start(request)
      if (typeof url !== "string" || !/^https?:\/\//.test(url)) throw new Error("The checkout answer has no url")
      // Busy until the browser has left for the payment page.
      window.location.assign(url)
    } catch (error) {
      setBusy(false)
      if (error instanceof HttpError && error.status === 400 && showsFieldErrors?.(error.fields)) return
      if (error instanceof HttpError && error.status === 409) {
        // Less left than was asked for (the last units went meanwhile): the page reads the stock again and shows it.
        void queryClient.invalidateQueries({ queryKey: PRODUCTS_QUERY_KEY })
        window.alert(t("checkout.notEnoughStock"))
        return
      }
      console.error("Failed to create checkout session:", error)
      window.alert(t("checkout.failed"))
    }
  }
  return {
    start: (request: T) => {
      if (busy) return
      setBusy(true)
      void begin(request)
    },
    busy,
  }
}
