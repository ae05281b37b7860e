/**
 * Where Stripe's page sends the shopper back: the storefront's confirmation and cancel pages, in the shopper's
 * language. Built here from the storefront's configured origin, never from request input, so a checkout can
 * only ever return to the shop.
 */
import type { CheckoutOriginToCommerce } from "@shop/contracts/commerce-api"

export function storefrontOrigin(env: NodeJS.ProcessEnv = process.env): string {
  return (env.STOREFRONT_URL ?? "http://localhost:3000").replace(/\/+$/, "")
}

export function checkoutReturnUrls(language: string, origin: CheckoutOriginToCommerce, base = storefrontOrigin()) {
  const from = origin.kind === "cart" ? "from=cart" : `from=product&product=${origin.item_id}`
  return {
    // Stripe replaces {CHECKOUT_SESSION_ID}; it must stay literal (unencoded).
    success_url: `${base}/${language}/checkout/success?session_id={CHECKOUT_SESSION_ID}&${from}`,
    cancel_url: `${base}/${language}/checkout/cancel?${from}`,
  }
}
