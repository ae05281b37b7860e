import { useMutation } from "@tanstack/react-query"
import { useTranslation } from "react-i18next"
import type { CartCheckoutRequest, CheckoutSessionResponse, CreateCheckoutSessionRequest } from "@shop/contracts/api"
import { browserStorage } from "../../../lib/browser-storage"
import { postJson } from "../../../lib/http"
import { rememberCheckout } from "../paid/pending-checkouts"

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
 * a failure or an answer without a url shows the spec's alert and logs the cause (spec §8).
 */
export function useCheckoutRedirect<T>(start: (request: T) => Promise<CheckoutSessionResponse>) {
  const { t } = useTranslation()
  const mutation = useMutation({
    mutationFn: async (request: T) => {
      const { url } = await start(request)
      if (typeof url !== "string" || !/^https?:\/\//.test(url)) throw new Error("The checkout answer has no url")
      return url
    },
    onSuccess: (url) => window.location.assign(url),
    onError: (error) => {
      console.error("Failed to create checkout session:", error)
      window.alert(t("checkout.failed"))
    },
  })
  return {
    start: (request: T) => mutation.mutate(request),
    // Success means the browser is leaving for the payment page: stay busy until it has.
    busy: mutation.isPending || mutation.isSuccess,
  }
}
