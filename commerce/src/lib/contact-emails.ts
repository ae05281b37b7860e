/**
 * The contact form's e-mails. The storefront stores each message in the CMS (after its per-address limit)
 * and tells commerce its id; commerce reads the message back from the CMS, so only a stored message is ever
 * mailed, and sends, each once per message (keys name the message):
 * - the message to the shop's support inbox (SUPPORT_EMAIL), Reply-To the visitor;
 * - an acknowledgement to the visitor, in their language, with the answer time (24–48 hours) and nothing the
 *   visitor typed, and at most ACKNOWLEDGEMENTS_PER_MAILBOX a day to one mailbox: the form takes any address,
 *   and must be no way to have the shop mail someone words of one's own, or mail them over and over (issue 37).
 *   The support copy always goes.
 * A lost notice is caught by jobs/sweep-contact-emails.ts; failed sends are retried by jobs/retry-emails.ts.
 */
import type { MedusaContainer, NotificationDTO } from "@medusajs/framework/types"
import { isLanguageCode, SOURCE_LANGUAGE } from "@shop/contracts/languages"
import { ACKNOWLEDGEMENTS_PER_MAILBOX } from "@shop/contracts/content"
import { ContainerRegistrationKeys, Modules } from "@medusajs/framework/utils"
import { createElement } from "react"
import { subjectLine } from "../emails/copy"
import { ContactAcknowledgementEmail, contactAcknowledgementSubject } from "../emails/contact-acknowledgement"
import type { ContactMessage } from "../emails/contact-message"
import { ContactToSupportEmail, contactToSupportSubject } from "../emails/contact-to-support"
import { renderEmail } from "../emails/render"
import { cmsClient, CONTACT_MESSAGE_QUERY } from "./cms"
import { deliverEmail, updateNotification, type EmailToSend, type NotificationRecord } from "./email-delivery"
import { emailContent } from "./email-content"
import { readMailSettings } from "./mail-settings"

export const CONTACT_RESOURCE = "contact_message"
export const CONTACT_TEMPLATES = ["contact-support", "contact-acknowledgement"] as const
export type ContactTemplate = (typeof CONTACT_TEMPLATES)[number]

/** ACKNOWLEDGEMENTS_PER_MAILBOX (contracts) is counted over this window; beyond it only support hears of a message. */
const ACKNOWLEDGEMENT_WINDOW_MS = 24 * 3600_000
/** In a message's support notification's data: its acknowledgement was withheld (the limit), never to be sent. */
const WITHHELD = { acknowledgement: "withheld" } as const

/** A CMS document id as the storefront's client makes them (and nothing that could be a GROQ trick). */
export const CONTACT_MESSAGE_ID = /^[A-Za-z0-9][A-Za-z0-9._-]{0,127}$/

/** One line, no control characters: what goes into a header (a name in Reply-To) stays one header. */
const oneLine = (text: string) => text.replace(/\p{Cc}+/gu, " ").trim()

export async function loadContactMessage(id: string): Promise<ContactMessage | undefined> {
  if (!CONTACT_MESSAGE_ID.test(id)) return undefined
  const row = await cmsClient().fetch<Record<string, unknown> | null>(CONTACT_MESSAGE_QUERY, { id })
  if (!row || typeof row.email !== "string") return undefined
  const text = (value: unknown) => (typeof value === "string" ? value : "")
  return {
    id,
    name: oneLine(text(row.name)),
    email: oneLine(text(row.email)),
    subject: oneLine(text(row.subject)),
    message: text(row.message),
    language: isLanguageCode(text(row.language)) ? (row.language as ContactMessage["language"]) : SOURCE_LANGUAGE,
    receivedAt: text(row.receivedAt),
  }
}

export const contactEmailKey = (template: ContactTemplate, messageId: string) => `${template}:${messageId}`

/**
 * The mailbox an address delivers to, as the limit counts it: case-insensitive, and `name+tag@` is `name@`
 * (the tag is free to vary, the inbox is the same). Providers' own aliases (Gmail's dots) are not folded.
 */
export function mailboxOf(address: string): string {
  const lower = address.trim().toLowerCase()
  const at = lower.lastIndexOf("@")
  return at < 0 ? lower : `${lower.slice(0, at).split("+")[0]}@${lower.slice(at + 1)}`
}

/** Whether `record` is a message's support notification saying its acknowledgement was withheld. */
export const acknowledgementWithheld = (record: NotificationDTO) => record.template === "contact-support" && record.data?.acknowledgement === WITHHELD.acknowledgement

async function contactEmail(template: ContactTemplate, message: ContactMessage, retry?: NotificationDTO): Promise<EmailToSend> {
  const resource = { id: message.id, type: CONTACT_RESOURCE }
  const key = contactEmailKey(template, message.id)
  if (template === "contact-support") {
    const { copy, company } = await emailContent(SOURCE_LANGUAGE)
    return {
      to: readMailSettings().supportEmail,
      template,
      key,
      resource,
      rendered: await renderEmail(subjectLine(contactToSupportSubject(message, copy)), createElement(ContactToSupportEmail, { message, copy, company })),
      // A retry writes the data anew: the withheld mark stays, or the sweep would send the acknowledgement after all.
      data: { language: message.language, reply_to: { name: message.name, address: message.email }, ...(retry && acknowledgementWithheld(retry) && WITHHELD) },
    }
  }
  const { copy, company } = await emailContent(message.language)
  return {
    to: message.email,
    template,
    key,
    resource,
    rendered: await renderEmail(subjectLine(contactAcknowledgementSubject(copy)), createElement(ContactAcknowledgementEmail, { language: message.language, copy, company })),
    data: { language: message.language },
    // `to` keeps the address as typed (the mail goes there); the mailbox in receiver_id (the module's indexed
    // field for who receives a notification) lets one equality filter count every spelling of it.
    receiverId: mailboxOf(message.email),
  }
}

/**
 * Sends the message's acknowledgement unless its mailbox had ACKNOWLEDGEMENTS_PER_MAILBOX in the last day; then
 * marks it withheld on the support notification (which the sweep reads). Returns whether it went out now.
 */
async function acknowledge(container: MedusaContainer, message: ContactMessage, retry?: NotificationDTO): Promise<boolean> {
  // A retry sends an acknowledgement counted when it was first made (same record): not counted again.
  if (retry) return deliverEmail(container, await contactEmail("contact-acknowledgement", message), retry)
  const notifications = container.resolve(Modules.NOTIFICATION)
  const mailbox = mailboxOf(message.email)
  const key = contactEmailKey("contact-acknowledgement", message.id)
  // Counting and sending under one lock per mailbox (waiting up to a minute for another send to it): messages
  // handled at the same time would otherwise all count the same acknowledgements and all be sent. The module
  // makes the record before the SMTP send, so the next count sees it.
  return container.resolve(Modules.LOCKING).execute(
    `contact-acknowledgement:${mailbox}`,
    async () => {
      const since = new Date(Date.now() - ACKNOWLEDGEMENT_WINDOW_MS).toISOString()
      const made = (await notifications.listNotifications(
        { template: "contact-acknowledgement", receiver_id: mailbox, created_at: { $gte: since } },
        { select: ["id", "idempotency_key"] }
      )) as NotificationRecord[]
      // This message's own acknowledgement (told twice) is the module's to send once, not one more to count.
      if (made.length >= ACKNOWLEDGEMENTS_PER_MAILBOX && !made.some((record) => record.idempotency_key === key)) {
        await withholdAcknowledgement(container, message, mailbox)
        return false
      }
      return deliverEmail(container, await contactEmail("contact-acknowledgement", message))
    },
    { timeout: 60 }
  )
}

async function withholdAcknowledgement(container: MedusaContainer, message: ContactMessage, mailbox: string): Promise<void> {
  const [support] = await container.resolve(Modules.NOTIFICATION).listNotifications({ idempotency_key: contactEmailKey("contact-support", message.id) } as never)
  if (support) await updateNotification(container, { id: support.id, data: { ...support.data, ...WITHHELD } })
  container
    .resolve(ContainerRegistrationKeys.LOGGER)
    .info(
      `contact e-mails: no acknowledgement for ${message.id} (to ${mailbox.replace(/^(.).*@/, "$1…@")}): ${ACKNOWLEDGEMENTS_PER_MAILBOX} were sent to that mailbox in 24 hours; support has the message`
    )
}

/**
 * Sends the message's `templates` e-mails once each; `retry` is an earlier failed attempt of one of them.
 * Returns whether all of them went out now (a withheld acknowledgement did not), or undefined when the CMS has
 * no such message (nothing is sent).
 */
export async function sendContactEmails(
  container: MedusaContainer,
  messageId: string,
  templates: readonly ContactTemplate[] = CONTACT_TEMPLATES,
  retry?: NotificationDTO
): Promise<boolean | undefined> {
  const message = await loadContactMessage(messageId)
  if (!message) return undefined
  let all = true
  for (const template of templates) {
    // Support first: a withheld acknowledgement is marked on its notification.
    const sent =
      template === "contact-acknowledgement" ? await acknowledge(container, message, retry) : await deliverEmail(container, await contactEmail(template, message, retry), retry)
    all = sent && all
  }
  return all
}
