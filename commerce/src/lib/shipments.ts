/**
 * What the shipped e-mail says of a shipment, from the labels a merchandiser enters in the admin's "Mark as
 * shipped" (tracking number, tracking URL). The carrier is named from the tracking page's address: the shop
 * ships with DHL, UPS and FedEx (the privacy policy names them); another host is shown as it is.
 */
import type { MedusaContainer } from "@medusajs/framework/types"
import { ContainerRegistrationKeys } from "@medusajs/framework/utils"
import type { Parcel } from "../emails/order-shipped"

const CARRIERS: [RegExp, string][] = [
  [/(^|\.)dhl\.[a-z.]+$/, "DHL"],
  [/(^|\.)ups\.com$/, "UPS"],
  [/(^|\.)fedex\.com$/, "FedEx"],
]

/** Only an http(s) address becomes a link (the admin accepts any text, and "#" when left empty). */
export function trackingLink(value: string | null | undefined): URL | undefined {
  if (!value) return undefined
  try {
    const url = new URL(value)
    return url.protocol === "https:" || url.protocol === "http:" ? url : undefined
  } catch {
    return undefined
  }
}

export function parcelOf(label: { tracking_number?: string | null; tracking_url?: string | null }): Parcel | undefined {
  const url = trackingLink(label.tracking_url)
  const host = url?.hostname.replace(/^www\./, "").toLowerCase()
  const carrier = host ? (CARRIERS.find(([pattern]) => pattern.test(host))?.[1] ?? host) : undefined
  const trackingNumber = label.tracking_number?.trim() || undefined
  if (!trackingNumber && !url) return undefined
  return { carrier, trackingNumber, trackingUrl: url?.href }
}

/** The order a fulfillment belongs to, and the parcels of its labels. */
export async function loadShipment(container: MedusaContainer, fulfillmentId: string): Promise<{ orderId: string; parcels: Parcel[] } | undefined> {
  const query = container.resolve(ContainerRegistrationKeys.QUERY)
  const [{ data: links }, { data: fulfillments }] = await Promise.all([
    query.graph({ entity: "order_fulfillment", fields: ["order_id"], filters: { fulfillment_id: fulfillmentId } }),
    query.graph({ entity: "fulfillment", fields: ["id", "labels.tracking_number", "labels.tracking_url"], filters: { id: fulfillmentId } }),
  ])
  const orderId = (links[0] as { order_id?: string } | undefined)?.order_id
  if (!orderId) return undefined
  const labels = (fulfillments[0] as { labels?: { tracking_number?: string; tracking_url?: string }[] } | undefined)?.labels ?? []
  return { orderId, parcels: labels.map(parcelOf).filter((parcel): parcel is Parcel => parcel !== undefined) }
}
