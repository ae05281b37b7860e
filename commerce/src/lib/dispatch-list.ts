/**
 * The orders that must leave the warehouse on its dispatch day (issue 54): today when today is one, else the next
 * (a weekend or a holiday: what Monday's dispatch holds). Paid, not cancelled, not shipped, whose dispatch day
 * (contracts' dispatch.ts, the editors' rules in the CMS's site settings) is that day or already past (late ones
 * first). What the merchandisers' admin widget lists over the order list.
 */
import type { MedusaContainer } from "@medusajs/framework/types"
import { ContainerRegistrationKeys } from "@medusajs/framework/utils"
import { isDispatchDay, nextDispatch, validDispatchRules, warehouseDate, type DispatchRules } from "@shop/contracts/dispatch"
import { cmsClient } from "./cms"

export const DISPATCH_RULES_QUERY = `*[_id == "siteSettings"][0].dispatch{ cutoff, timeZone, "businessDays": coalesce(businessDays, []), "holidays": coalesce(holidays, []) }`
/** Orders further back are not looked at: an order unshipped for that long is a case for support, not the day's list. */
const LOOK_BACK_DAYS = 60
/** Payment collections' statuses of a paid order (Stripe Checkout captures at once: "completed"). */
const PAID = new Set(["authorized", "partially_authorized", "completed", "partially_captured"])

export interface DispatchTodayOrder {
  id: string
  display_id: number
  placed_at: string
  /** Its dispatch day, the warehouse's date: today, or earlier when it is late. */
  dispatch_date: string
}
export interface DispatchTodayResponse {
  /** The warehouse's today. */
  today: string
  /** The dispatch day listed: today, or the next one when the warehouse does not dispatch today. */
  dispatch_day: string
  /** The cut-off, for the widget's words ("paid before 14:00"). */
  cutoff: string
  orders: DispatchTodayOrder[]
}

/** The editors' rules, or an error saying what is wrong with them (no guess: a wrong list sends parcels late). */
export async function dispatchRules(): Promise<DispatchRules> {
  const rules = await cmsClient().fetch<unknown>(DISPATCH_RULES_QUERY)
  if (!validDispatchRules(rules)) throw new Error("The site settings in the CMS have no valid same-day dispatch rules (cut-off, time zone, business days)")
  return rules
}

interface OrderRow {
  id: string
  display_id: number
  created_at: string | Date
  status: string
  payment_collections: { status: string }[] | null
  fulfillments: { shipped_at: string | null; canceled_at: string | null }[] | null
}

export async function ordersToDispatchToday(container: MedusaContainer, rules: DispatchRules, now = new Date()): Promise<DispatchTodayResponse> {
  const query = container.resolve(ContainerRegistrationKeys.QUERY)
  const since = new Date(now.getTime() - LOOK_BACK_DAYS * 24 * 60 * 60_000)
  const { data } = await query.graph({
    entity: "order",
    fields: ["id", "display_id", "created_at", "status", "payment_collections.status", "fulfillments.shipped_at", "fulfillments.canceled_at"],
    filters: { created_at: { $gte: since.toISOString() } },
    pagination: { take: 1000, order: { created_at: "ASC" } },
  })
  const today = warehouseDate(now, rules)
  const dispatchDay = isDispatchDay(today, rules) ? today : nextDispatch(now, rules).date
  const orders = (data as unknown as OrderRow[])
    .filter((order) => order.status !== "canceled" && (order.payment_collections ?? []).some((collection) => PAID.has(collection.status)))
    .filter((order) => !(order.fulfillments ?? []).some((fulfillment) => fulfillment.shipped_at && !fulfillment.canceled_at))
    .map((order) => {
      const placedAt = new Date(order.created_at)
      return { id: order.id, display_id: order.display_id, placed_at: placedAt.toISOString(), dispatch_date: nextDispatch(placedAt, rules).date }
    })
    .filter((order) => order.dispatch_date <= dispatchDay)
  return { today, dispatch_day: dispatchDay, cutoff: rules.cutoff, orders }
}
