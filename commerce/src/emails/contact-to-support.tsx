/**
 * The visitor's message to the shop's support inbox (SUPPORT_EMAIL), in the shop's working language (English
 * copy), with Reply-To set to the visitor so that answering is one click. Who wrote, in which language, when (on
 * the shop's clock, its zone named).
 */
import { Section, Text } from "@react-email/components"
import { isolate } from "@shop/contracts/bidi"
import { formatShopTime } from "@shop/contracts/shop-time"
import { fill, fillCount, type EmailCopy } from "./copy"
import { EmailLayout, styles, type CompanyDetails } from "./email-layout"
import { CONTACT_RESPONSE_HOURS, type ContactMessage } from "./contact-message"

const languageNames = new Intl.DisplayNames(["en"], { type: "language" })

export function ContactToSupportEmail({ message, copy, company }: { message: ContactMessage; copy: EmailCopy; company: CompanyDetails }) {
  const words = copy.contactToSupport
  const values = { name: message.name }
  // What the visitor typed is isolated: a name or subject in Arabic would otherwise take the label's colon or the address's brackets along.
  const rows: [string, string][] = [
    [words.from, `${isolate(message.name)} <${isolate(message.email)}>`],
    [words.language, `${languageNames.of(message.language) ?? message.language} (${message.language})`],
    [words.received, Number.isNaN(Date.parse(message.receivedAt)) ? message.receivedAt : formatShopTime(message.receivedAt, "en", { year: true })],
    [words.subjectLabel, isolate(message.subject)],
  ]
  return (
    <EmailLayout language="en" copy={copy} company={company} preview={fill(words.preview, values)} heading={words.heading}>
      <Text style={styles.text}>{fillCount(words.intro, "hours", CONTACT_RESPONSE_HOURS, values)}</Text>
      <Section style={{ margin: "0 0 16px" }}>
        {rows.map(([label, value]) => (
          <Text key={label} style={styles.muted}>
            {`${label}: `}
            <strong>{value}</strong>
          </Text>
        ))}
      </Section>
      <Text style={styles.muted}>{words.message}</Text>
      <Text style={{ ...styles.text, whiteSpace: "pre-wrap" }}>{message.message}</Text>
    </EmailLayout>
  )
}

export const contactToSupportSubject = (message: ContactMessage, copy: EmailCopy) => fill(copy.contactToSupport.subject, { subject: message.subject, name: message.name })
