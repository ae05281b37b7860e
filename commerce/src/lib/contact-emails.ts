/**
 * The contact form's e-mails. The storefront stores each message in the CMS (after its per-address limit)
 * and tells commerce its id; commerce reads the message back from the CMS, so only a stored message is ever
 * mailed, and sends, each once per message (keys name the message):
 * - the message to the shop's support inbox (SUPPORT_EMAIL), Reply-To the visitor;
 * - an acknowledgement to the visitor, in their language, with the answer time (24–48 hours).
 * A lost notice is caught by jobs/sweep-contact-emails.ts; failed sends are retried by jobs/retry-emails.ts.
 */
import type { MedusaContainer, NotificationDTO } from "@medusajs/framework/types"
import { isLanguageCode, SOURCE_LANGUAGE } from "@shop/contracts/languages"
import { createElement } from "react"
import { subjectLine } from "../emails/copy"
import { ContactAcknowledgementEmail, contactAcknowledgementSubject } from "../emails/contact-acknowledgement"
import type { ContactMessage } from "../emails/contact-message"
import { ContactToSupportEmail, contactToSupportSubject } from "../emails/contact-to-support"
import { renderEmail } from "../emails/render"
import { cmsClient, CONTACT_MESSAGE_QUERY } from "./cms"
import { deliverEmail, type EmailToSend } from "./email-delivery"
import { emailContent } from "./email-content"
import { readMailSettings } from "./mail-settings"

export const CONTACT_RESOURCE = "contact_message"
export const CONTACT_TEMPLATES = ["contact-support", "contact-acknowledgement"] as const
export type ContactTemplate = (typeof CONTACT_TEMPLATES)[number]

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

async function contactEmail(template: ContactTemplate, message: ContactMessage): Promise<EmailToSend> {
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
      data: { language: message.language, reply_to: { name: message.name, address: message.email } },
    }
  }
  const { copy, company } = await emailContent(message.language)
  return {
    to: message.email,
    template,
    key,
    resource,
    rendered: await renderEmail(subjectLine(contactAcknowledgementSubject(copy)), createElement(ContactAcknowledgementEmail, { message, copy, company })),
    data: { language: message.language },
  }
}

/**
 * Sends the message's `templates` e-mails once each; `retry` is an earlier failed attempt of one of them.
 * Returns whether all of them went out now, or undefined when the CMS has no such message (nothing is sent).
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
  for (const template of templates) all = (await deliverEmail(container, await contactEmail(template, message), retry)) && all
  return all
}
