import type { SubscriberArgs, SubscriberConfig } from "@medusajs/framework"
import { ContainerRegistrationKeys } from "@medusajs/framework/utils"
import { sendContactEmails } from "../lib/contact-emails"

/** Emitted by POST /store/contact-messages once the CMS holds the message. */
export const CONTACT_MESSAGE_RECEIVED = "contact-message.received"

/** The contact form's two e-mails (lib/contact-emails.ts), sent in the worker, once per message. */
export default async function sendContactMessageEmails({ event, container }: SubscriberArgs<{ id: string }>) {
  const sent = await sendContactEmails(container, event.data.id)
  if (sent === undefined) container.resolve(ContainerRegistrationKeys.LOGGER).warn(`contact e-mails: the CMS has no message ${event.data.id}`)
}

export const config: SubscriberConfig = {
  event: CONTACT_MESSAGE_RECEIVED,
  context: { subscriberId: "contact-emails" },
}
