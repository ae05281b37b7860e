import type { AuthenticatedMedusaRequest, MedusaResponse } from "@medusajs/framework/http"
import { Modules } from "@medusajs/framework/utils"
import { emailState } from "../../../../../lib/email-delivery"

/**
 * GET /admin/orders/{id}/emails — the e-mails sent (or being retried) about an order, oldest first: what the
 * order page's "E-mails" card shows merchandisers (sent, failed and when it is tried again, or given up).
 */
export const GET = async (req: AuthenticatedMedusaRequest, res: MedusaResponse) => {
  const notifications = await req.scope.resolve(Modules.NOTIFICATION).listNotifications(
    { resource_id: req.params.id, channel: "email" } as never,
    { order: { created_at: "ASC" }, take: 100 }
  )
  res.json({ emails: notifications.map(emailState) })
}
