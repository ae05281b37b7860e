/**
 * To the visitor who wrote through the contact form, in the language they wrote in: we have your message and
 * answer within 24–48 hours. Only the shop's own words: the form takes any address, so an acknowledgement that
 * quoted the visitor's name, subject or message would let anyone make the shop mail their text to anyone, from
 * the shop's domain (issue 37). The visitor's words go to the support inbox only (contact-to-support.tsx).
 */
import { Text } from "@react-email/components"
import type { LanguageCode } from "@shop/contracts/languages"
import { fillCount, type EmailCopy } from "./copy"
import { EmailLayout, styles, type CompanyDetails } from "./email-layout"
import { CONTACT_RESPONSE_HOURS } from "./contact-message"

export function ContactAcknowledgementEmail({ language, copy, company }: { language: LanguageCode; copy: EmailCopy; company: CompanyDetails }) {
  const words = copy.contactAcknowledgement
  return (
    <EmailLayout language={language} copy={copy} company={company} preview={fillCount(words.preview, "hours", CONTACT_RESPONSE_HOURS)} heading={words.heading}>
      <Text style={styles.text}>{fillCount(words.intro, "hours", CONTACT_RESPONSE_HOURS)}</Text>
    </EmailLayout>
  )
}

export const contactAcknowledgementSubject = (copy: EmailCopy) => copy.contactAcknowledgement.subject
