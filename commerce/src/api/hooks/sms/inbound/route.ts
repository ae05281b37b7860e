import type { MedusaRequest, MedusaResponse } from "@medusajs/framework/http"
import { ContainerRegistrationKeys } from "@medusajs/framework/utils"
import twilio from "twilio"
import { readSmsSettings, smsInboundUrl } from "../../../../lib/sms-settings"
import { setSmsStoppedForNumber, smsReplyKind } from "../../../../lib/sms-stops"

/**
 * POST /hooks/sms/inbound — a reply to the shop's SMS, as Twilio sends it ("A message comes in"): form fields From
 * and Body, signed with the account's auth token (X-Twilio-Signature over this URL and the fields). A forged or
 * unsigned request is 403 and changes nothing. STOP turns the number's SMS off, START on again (lib/sms-stops.ts);
 * the answer is empty TwiML (Twilio sends its own STOP confirmation).
 */
export const POST = async (req: MedusaRequest, res: MedusaResponse) => {
  const params = (typeof req.body === "object" && req.body !== null ? req.body : {}) as Record<string, string>
  const signature = req.headers["x-twilio-signature"]
  const { authToken } = readSmsSettings()
  if (typeof signature !== "string" || !twilio.validateRequest(authToken, signature, smsInboundUrl(), params)) {
    res.status(403).json({ type: "not_allowed", message: "Not a request signed by the shop's Twilio account" })
    return
  }
  const from = typeof params.From === "string" ? params.From : ""
  const kind = smsReplyKind(typeof params.Body === "string" ? params.Body : "")
  if (from && kind !== "other") {
    const orders = await setSmsStoppedForNumber(req.scope, from, kind === "stop")
    req.scope.resolve(ContainerRegistrationKeys.LOGGER).info(`sms: ${from} replied ${kind.toUpperCase()} (${orders} order(s))`)
  }
  res.type("text/xml").send("<Response/>")
}
