import type { MedusaContainer } from "@medusajs/framework/types"
import { ContainerRegistrationKeys, Modules, NotificationStatus } from "@medusajs/framework/utils"
import { dueForRetry, updateNotification, type NotificationRecord } from "../lib/email-delivery"
import { sendOrderEmail, type OrderEmailContext } from "../lib/order-emails"
import { sendOrderSms } from "../lib/order-sms"
import { CONTACT_RESOURCE, CONTACT_TEMPLATES, sendContactEmails, type ContactTemplate } from "../lib/contact-emails"
import { CART_RESOURCE, SOLD_OUT_TEMPLATE, sendSoldOutEmail } from "../lib/sold-out-checkouts"

/** Older failures are left alone (and stay visible in the admin as failed). */
const LOOK_BACK_MS = 3 * 24 * 3600_000

/**
 * Sends again the e-mails and SMS whose send failed (SMTP down, a timeout) once their backoff is over, and those whose
 * sending process died mid-send (pending for minutes). Returns the keys sent now.
 */
export async function retryEmails(container: MedusaContainer, now = Date.now()): Promise<string[]> {
  const notifications = container.resolve(Modules.NOTIFICATION)
  const candidates = await notifications.listNotifications(
    { channel: ["email", "sms"], status: [NotificationStatus.FAILURE, NotificationStatus.PENDING], created_at: { $gte: new Date(now - LOOK_BACK_MS).toISOString() } } as never,
    { take: 200, order: { created_at: "ASC" } }
  )
  const sent: string[] = []
  for (const notification of (candidates as NotificationRecord[]).filter((candidate) => dueForRetry(candidate, now))) {
    if (await retryOne(container, notification)) sent.push(notification.idempotency_key!)
  }
  return sent
}

async function retryOne(container: MedusaContainer, notification: NotificationRecord): Promise<boolean> {
  const { idempotency_key: key, resource_id: resourceId, resource_type: resourceType, template } = notification
  if (!key || !resourceId || !template || (resourceType !== "order" && resourceType !== CONTACT_RESOURCE && resourceType !== CART_RESOURCE)) return false
  if (notification.status === NotificationStatus.PENDING) {
    // Its process died before it could say how the send went: count it failed, so the module sends it again.
    await updateNotification(container, { id: notification.id, status: NotificationStatus.FAILURE })
  }
  if (resourceType === CART_RESOURCE) return template === SOLD_OUT_TEMPLATE && sendSoldOutEmail(container, resourceId, notification)
  if (resourceType === CONTACT_RESOURCE) {
    if (!CONTACT_TEMPLATES.includes(template as ContactTemplate)) return false
    return (await sendContactEmails(container, resourceId, [template as ContactTemplate], notification)) === true
  }
  const context = ((notification.data as { context?: OrderEmailContext } | null)?.context ?? {}) as OrderEmailContext
  if (notification.channel === "sms") return sendOrderSms(container, resourceId, template, key, context, notification)
  return sendOrderEmail(container, resourceId, template, key, context, notification)
}

export default async function retryEmailsJob(container: MedusaContainer) {
  const logger = container.resolve(ContainerRegistrationKeys.LOGGER)
  try {
    const sent = await retryEmails(container)
    if (sent.length) logger.info(`e-mail retries: sent ${sent.join(", ")}`)
  } catch (error) {
    logger.error(`e-mail retries failed: ${(error as Error).message}`)
  }
}

export const config = {
  name: "retry-emails",
  // Every minute: the first retry is due a minute after a failure.
  schedule: "* * * * *",
}
