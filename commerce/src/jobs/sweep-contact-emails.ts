import type { MedusaContainer } from "@medusajs/framework/types"
import { ContainerRegistrationKeys, Modules } from "@medusajs/framework/utils"
import { cmsClient, RECENT_CONTACT_MESSAGES_QUERY } from "../lib/cms"
import { acknowledgementWithheld, CONTACT_TEMPLATES, contactEmailKey, sendContactEmails, type ContactTemplate } from "../lib/contact-emails"
import type { NotificationRecord } from "../lib/email-delivery"

/** Messages newer than this are the storefront's notice's to send (it usually has, within a second). */
const GRACE_MS = 2 * 60_000
const LOOK_BACK_MS = 2 * 24 * 3600_000

/**
 * Contact messages the CMS holds whose e-mails were never made (the storefront's notice to commerce was lost:
 * commerce restarting, a network fault) are sent now; an acknowledgement withheld for the limit is not missing.
 * Returns the keys it sent.
 */
export async function sweepContactEmails(container: MedusaContainer, now = Date.now()): Promise<string[]> {
  const ids = await cmsClient().fetch<string[]>(RECENT_CONTACT_MESSAGES_QUERY, { since: new Date(now - LOOK_BACK_MS).toISOString(), until: new Date(now - GRACE_MS).toISOString() })
  if (ids.length === 0) return []
  const wanted = ids.flatMap((id) => CONTACT_TEMPLATES.map((template) => ({ id, template, key: contactEmailKey(template, id) })))
  const notifications = container.resolve(Modules.NOTIFICATION)
  const records = (await notifications.listNotifications({ idempotency_key: wanted.map(({ key }) => key) } as never, {
    take: wanted.length,
    select: ["idempotency_key", "template", "resource_id", "data"] as never,
  })) as NotificationRecord[]
  const made = new Set(records.map((record) => record.idempotency_key))
  // An acknowledgement withheld for its mailbox's daily limit has no record of its own: its support notification says so.
  for (const record of records) if (acknowledgementWithheld(record)) made.add(contactEmailKey("contact-acknowledgement", record.resource_id!))
  const missing = new Map<string, ContactTemplate[]>()
  for (const { id, template, key } of wanted) if (!made.has(key)) missing.set(id, [...(missing.get(id) ?? []), template])
  const sent: string[] = []
  for (const [id, templates] of missing) {
    if ((await sendContactEmails(container, id, templates)) === true) sent.push(...templates.map((template) => contactEmailKey(template, id)))
  }
  return sent
}

export default async function sweepContactEmailsJob(container: MedusaContainer) {
  const logger = container.resolve(ContainerRegistrationKeys.LOGGER)
  try {
    const sent = await sweepContactEmails(container)
    if (sent.length) logger.warn(`contact e-mail sweep: the storefront's notice was lost for ${sent.join(", ")}; sent now`)
  } catch (error) {
    logger.error(`contact e-mail sweep failed: ${(error as Error).message}`)
  }
}

export const config = {
  name: "sweep-contact-emails",
  // Every two minutes: a message whose notice was lost is answered a few minutes late, never not at all.
  schedule: "*/2 * * * *",
}
