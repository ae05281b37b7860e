/**
 * To the visitor who wrote through the contact form, in the language they wrote in: we have your message and
 * answer within 24–48 hours; their own words quoted back (escaped by React like every value here).
 */
import { Section, Text } from "@react-email/components"
import { fill, type EmailCopy } from "./copy"
import { EmailLayout, styles, type CompanyDetails } from "./email-layout"
import { CONTACT_RESPONSE_HOURS, type ContactMessage } from "./contact-message"

const quote = { borderInlineStart: "3px solid #d4d4d8", paddingInlineStart: "12px", margin: "0 0 16px" } as const

export function ContactAcknowledgementEmail({ message, copy, company }: { message: ContactMessage; copy: EmailCopy; company: CompanyDetails }) {
  const words = copy.contactAcknowledgement
  const hours = { hours: CONTACT_RESPONSE_HOURS }
  return (
    <EmailLayout language={message.language} copy={copy} company={company} preview={fill(words.preview, hours)} heading={words.heading}>
      <Text style={styles.text}>{fill(words.intro, hours)}</Text>
      <Text style={styles.muted}>{words.yourMessage}</Text>
      <Section style={quote}>
        <Text style={{ ...styles.text, fontWeight: "bold" }}>{message.subject}</Text>
        <Text style={{ ...styles.text, whiteSpace: "pre-wrap" }}>{message.message}</Text>
      </Section>
    </EmailLayout>
  )
}

export const contactAcknowledgementSubject = (copy: EmailCopy) => copy.contactAcknowledgement.subject
