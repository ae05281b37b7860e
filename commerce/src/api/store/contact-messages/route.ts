import type { MedusaRequest, MedusaResponse } from "@medusajs/framework/http"
import { Modules } from "@medusajs/framework/utils"
import { z } from "@medusajs/framework/zod"
import { CONTACT_MESSAGE_ID, loadContactMessage } from "../../../lib/contact-emails"
import { CONTACT_MESSAGE_RECEIVED } from "../../../subscribers/contact-emails"
import { parseInput } from "../../../lib/validate"

/**
 * POST /store/contact-messages {id} — the storefront has stored a contact message in the CMS (its id): commerce
 * reads it back from there and sends it on (subscribers/contact-emails.ts, in the worker). Only a message
 * the CMS holds is mailed, and each once, so calling this again or for someone else's id sends nothing new.
 * 202 once queued; 404 when the CMS has no such message; 503 when the CMS cannot be asked (the sweep sends
 * it later).
 */
const ContactMessageNotice = z.strictObject({ id: z.string().regex(CONTACT_MESSAGE_ID, "id must be a contact message's document id") })

export const POST = async (req: MedusaRequest, res: MedusaResponse) => {
  const { id } = parseInput(ContactMessageNotice, req.body)
  let message: Awaited<ReturnType<typeof loadContactMessage>>
  try {
    message = await loadContactMessage(id)
  } catch (error) {
    res.status(503).json({ type: "unavailable", message: `The CMS could not be asked for the message; it is sent within minutes (${(error as Error).message})` })
    return
  }
  if (!message) {
    res.status(404).json({ type: "not_found", message: "The CMS has no contact message with this id" })
    return
  }
  await req.scope.resolve(Modules.EVENT_BUS).emit({ name: CONTACT_MESSAGE_RECEIVED, data: { id } })
  res.status(202).json({ id })
}
