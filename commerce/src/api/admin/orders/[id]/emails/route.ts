import type { AuthenticatedMedusaRequest, MedusaResponse } from "@medusajs/framework/http"
import { ContainerRegistrationKeys, Modules } from "@medusajs/framework/utils"
import { emailState } from "../../../../../lib/email-delivery"

/**
 * GET /admin/orders/{id}/emails — the e-mails and SMS sent (or being retried) about an order, oldest first: what the
 * order page's "E-mails" card shows merchandisers (sent, failed and when it is tried again, or given up).
 * 404 for an order that does not exist.
 */
export const GET = async (req: AuthenticatedMedusaRequest, res: MedusaResponse) => {
  const { data: orders } = await req.scope.resolve(ContainerRegistrationKeys.QUERY).graph({ entity: "order", fields: ["id"], filters: { id: req.params.id } })
  if (orders.length === 0) {
    res.status(404).json({ type: "not_found", message: `Order ${req.params.id} not found` })
    return
  }
  const notifications = await req.scope
    .resolve(Modules.NOTIFICATION)
    .listNotifications({ resource_id: req.params.id, channel: ["email", "sms"] } as never, { order: { created_at: "ASC" }, take: 100 })
  res.json({ emails: notifications.map(emailState) })
}
