/**
 * Delivery of the shop's e-mails through Medusa's Notification Module, at most once and never lost:
 * - once: each e-mail has an idempotency key naming what it is about ("order-confirmation:order_…"), and the
 *   module sends a key it has already sent never again (a unique index holds concurrent attempts to one);
 * - never lost: a failed send stays as a failed notification and is sent again with backoff
 *   (jobs/retry-emails.ts), with the same record, so its state in the admin is the e-mail's own; a send whose
 *   process died before it finished (pending for minutes) is sent again too;
 * - a refusal the SMTP server means (5xx: unknown address, refused sender) is not retried; nor is anything
 *   after MAX_ATTEMPTS. The order is never affected: subscribers log and return.
 */
import type { MedusaContainer, NotificationDTO } from "@medusajs/framework/types"
import { ContainerRegistrationKeys, Modules, NotificationStatus } from "@medusajs/framework/utils"
import type { RenderedEmail } from "../emails/render"

export const MAX_ATTEMPTS = 12
/**
 * A pending send older than this died with its process (a send takes seconds at most). Whether the SMTP server
 * took it before the process died nobody can know, so it is sent again under the same Message-ID: at worst the
 * server holds two copies of one message, and mailboxes (Gmail, Fastmail, …) keep one.
 */
export const STALE_PENDING_MS = 5 * 60_000
const MAX_BACKOFF_MINUTES = 60

/** What the shop keeps about an e-mail's delivery, in its notification's data. */
export interface DeliveryData extends Record<string, unknown> {
  attempts: number
  /** ISO time of the next attempt after a failure; absent once sent or given up. */
  next_attempt_at?: string
  last_error?: string
  gave_up?: boolean
}

/** Minutes after attempt `attempts` failed: 1, 2, 4 … 60, then every hour. */
export const backoffMinutes = (attempts: number) => Math.min(2 ** Math.max(0, attempts - 1), MAX_BACKOFF_MINUTES)

export interface EmailToSend {
  to: string
  /** Template name (order-confirmation, order-shipped, …): the retry job renders it again from the resource. */
  template: string
  key: string
  resource: { id: string; type: string }
  rendered: RenderedEmail
  /** Extra data for the provider (reply_to) and the admin (language). */
  data?: Record<string, unknown>
  /** Who receives it, as the notification's receiver_id: what is counted per recipient (the contact form's mailbox). */
  receiverId?: string
  /** "email" unless said: the order SMS (lib/order-sms.ts) go the same way, once and retried, through the sms provider. */
  channel?: "email" | "sms"
}

/** A notification as the module stores it (its DTO type leaves the idempotency key out). */
export type NotificationRecord = NotificationDTO & { idempotency_key: string | null }

/**
 * Updates a notification's status or data through the module's generated update, which its public interface
 * does not list (the one cast of it).
 */
export async function updateNotification(container: MedusaContainer, update: { id: string; status?: NotificationStatus; data?: Record<string, unknown> }): Promise<void> {
  const notifications = container.resolve(Modules.NOTIFICATION) as unknown as { updateNotifications(data: typeof update): Promise<unknown> }
  await notifications.updateNotifications(update)
}

/**
 * Sends `email` once for its key; `retry` is the notification of an earlier attempt (same key, same record).
 * Returns whether it went out. Never throws for a failed send: the failure is recorded for the retry job.
 */
export async function deliverEmail(container: MedusaContainer, email: EmailToSend, retry?: NotificationDTO): Promise<boolean> {
  const notifications = container.resolve(Modules.NOTIFICATION)
  const logger = container.resolve(ContainerRegistrationKeys.LOGGER)
  const attempts = ((retry?.data as DeliveryData | undefined)?.attempts ?? 0) + 1
  const data: DeliveryData = { ...email.data, attempts }
  try {
    await notifications.createNotifications({
      // A retry sends again under the same record (the module would otherwise make a new id for it).
      ...(retry && { id: retry.id }),
      to: email.to,
      channel: email.channel ?? "email",
      template: email.template,
      trigger_type: email.template,
      resource_id: email.resource.id,
      resource_type: email.resource.type,
      idempotency_key: email.key,
      ...(email.receiverId && { receiver_id: email.receiverId }),
      content: { subject: email.rendered.subject, html: email.rendered.html, text: email.rendered.text },
      data,
      // The provider makes the Message-ID from the key: a send again after its process died mid-way is the same
      // message, which mailboxes keep once (see STALE_PENDING_MS).
      provider_data: { message_key: email.key },
    } as Parameters<typeof notifications.createNotifications>[0])
    return true
  } catch (error) {
    const message = (error as Error).message
    // Another process took this key at the same moment (the unique index): it sends; nothing to record.
    if (/duplicate key|unique/i.test(message) && !retry) return false
    const [record] = await notifications.listNotifications({ idempotency_key: email.key } as never)
    if (!record) throw error
    const permanent = message.includes("[permanent]")
    const gaveUp = permanent || attempts >= MAX_ATTEMPTS
    const next = gaveUp ? undefined : new Date(Date.now() + backoffMinutes(attempts) * 60_000).toISOString()
    await updateNotification(container, {
      id: record.id,
      data: { ...data, last_error: message.slice(0, 500), ...(gaveUp ? { gave_up: true } : { next_attempt_at: next }) },
    })
    logger.warn(`e-mail ${email.key} to ${email.to}: attempt ${attempts} failed (${message.split("\n").pop()}); ${gaveUp ? "not retried" : `next attempt at ${next}`}`)
    return false
  }
}

/** Whether the retry job should send `notification` again now. */
export function dueForRetry(notification: NotificationDTO, now = Date.now()): boolean {
  const data = (notification.data ?? {}) as Partial<DeliveryData>
  if (notification.status === NotificationStatus.FAILURE) {
    return !data.gave_up && (data.attempts ?? 1) < MAX_ATTEMPTS && (!data.next_attempt_at || Date.parse(data.next_attempt_at) <= now)
  }
  if (notification.status === NotificationStatus.PENDING) return now - new Date(notification.created_at).getTime() > STALE_PENDING_MS
  return false
}

/** An e-mail's state as the admin shows it on its order (GET /admin/orders/{id}/emails). */
export interface EmailState {
  id: string
  template: string
  to: string
  status: "pending" | "success" | "failure"
  created_at: string
  attempts: number
  last_error: string | null
  next_attempt_at: string | null
  gave_up: boolean
}

export function emailState(notification: NotificationDTO): EmailState {
  const data = (notification.data ?? {}) as Partial<DeliveryData>
  return {
    id: notification.id,
    template: notification.template ?? "",
    to: notification.to,
    status: notification.status,
    created_at: new Date(notification.created_at).toISOString(),
    attempts: data.attempts ?? 1,
    last_error: notification.status === NotificationStatus.SUCCESS ? null : (data.last_error ?? null),
    next_attempt_at: notification.status === NotificationStatus.FAILURE && !data.gave_up ? (data.next_attempt_at ?? null) : null,
    gave_up: data.gave_up === true,
  }
}
