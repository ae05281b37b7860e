/**
 * The delivery time of a shipping method, so that the confirmation page, the order page and the e-mails can
 * say it in the shopper's language. The seed names Medusa's shipping options "Tracked delivery, 1-2 business
 * days" (seed/src/commerce/shipping-setup.ts); a name a merchandiser gives otherwise has no known days and is
 * shown as given.
 */
const TRACKED_DELIVERY = /^Tracked delivery, (\d+)-(\d+) business days$/

export function deliveryDays(methodName: string): [number, number] | null {
  const days = TRACKED_DELIVERY.exec(methodName)
  return days ? [Number(days[1]), Number(days[2])] : null
}
