/**
 * Whether an error means Stripe could not be reached or failed on its side (the shopper should retry: 503),
 * as opposed to a mistake in the request. The SDK's errors carry a `type`; a workflow may rethrow them as
 * plain objects, so the check reads the fields rather than using instanceof.
 */
export function paymentServiceUnavailable(error: unknown): boolean {
  const type = (error as { type?: string; rawType?: string } | null)?.type
  return type === "StripeConnectionError" || type === "StripeAPIError" || type === "StripeRateLimitError" || type === "StripeAuthenticationError"
}
