/**
 * A shopper's reply to the shop's SMS (issue 54): STOP (or Twilio's other opt-out words) turns off the SMS of
 * every order with that number, START turns them on again; the order page turns one order's on and off.
 * Kept in the orders' metadata (`sms.stopped_at`), which sendOrderSms reads before each send.
 */
import type { MedusaContainer } from "@medusajs/framework/types"
import { ContainerRegistrationKeys } from "@medusajs/framework/utils"
import type { Knex } from "knex"

/** Twilio's opt-out and opt-in keywords (its Advanced Opt-Out defaults), matched as the whole reply. */
const STOP_WORDS = new Set(["STOP", "STOPALL", "UNSUBSCRIBE", "CANCEL", "END", "QUIT", "OPTOUT", "REVOKE"])
const START_WORDS = new Set(["START", "UNSTOP", "YES", "OPTIN"])

export type SmsReply = "stop" | "start" | "other"

export const smsReplyKind = (body: string): SmsReply => {
  const word = body.trim().toUpperCase()
  return STOP_WORDS.has(word) ? "stop" : START_WORDS.has(word) ? "start" : "other"
}

/**
 * Stops (or starts again) the SMS of every order with this number. Medusa's query cannot select orders by a
 * metadata value, so the metadata is updated in one statement, as only this shop writes `sms`.
 */
export async function setSmsStoppedForNumber(container: MedusaContainer, phone: string, stopped: boolean, now = new Date()): Promise<number> {
  const knex = container.resolve<Knex>(ContainerRegistrationKeys.PG_CONNECTION)
  const result = stopped
    ? await knex.raw(
        `UPDATE "order" SET metadata = jsonb_set(metadata, '{sms,stopped_at}', to_jsonb(?::text)) WHERE metadata->'sms'->>'phone' = ? AND metadata->'sms'->>'stopped_at' IS NULL`,
        [now.toISOString(), phone]
      )
    : await knex.raw(`UPDATE "order" SET metadata = metadata #- '{sms,stopped_at}' WHERE metadata->'sms'->>'phone' = ? AND metadata->'sms'->>'stopped_at' IS NOT NULL`, [phone])
  return (result as { rowCount?: number }).rowCount ?? 0
}

/**
 * The order page's switch: this order's SMS off (`on` false) or on again. False when the order has no number for
 * SMS (none given at checkout), so there is nothing to switch.
 */
export async function setOrderSmsOn(container: MedusaContainer, orderId: string, on: boolean, now = new Date()): Promise<boolean> {
  const knex = container.resolve<Knex>(ContainerRegistrationKeys.PG_CONNECTION)
  const hasSms = `id = ? AND metadata->'sms'->>'phone' IS NOT NULL`
  const result = on
    ? await knex.raw(`UPDATE "order" SET metadata = metadata #- '{sms,stopped_at}' WHERE ${hasSms}`, [orderId])
    : await knex.raw(`UPDATE "order" SET metadata = jsonb_set(metadata, '{sms,stopped_at}', COALESCE(metadata->'sms'->'stopped_at', to_jsonb(?::text))) WHERE ${hasSms}`, [
        now.toISOString(),
        orderId,
      ])
  return ((result as { rowCount?: number }).rowCount ?? 0) > 0
}
