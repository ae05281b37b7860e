/**
 * To a shopper whose payment came back after the last units went to another (lib/sold-out-checkouts.ts): what
 * sold out, that no order was made and the whole payment is refunded, and when the money shows.
 */
import { Text } from "@react-email/components"
import type { LanguageCode } from "@shop/contracts/languages"
import { fill, type EmailCopy } from "./copy"
import { EmailLayout, styles, type CompanyDetails } from "./email-layout"

/** `values`: the products (as a list in the language) and the amount refunded (as the language writes it). */
export function SoldOutRefundEmail({ language, values, copy, company }: { language: LanguageCode; values: Record<string, string>; copy: EmailCopy; company: CompanyDetails }) {
  const words = copy.soldOutRefund
  return (
    <EmailLayout language={language} copy={copy} company={company} preview={fill(words.preview, values)} heading={words.heading}>
      <Text style={styles.text}>{fill(words.intro, values)}</Text>
      <Text style={styles.text}>{fill(words.refund, values)}</Text>
    </EmailLayout>
  )
}

export const soldOutRefundSubject = (copy: EmailCopy, values: Record<string, string>) => fill(copy.soldOutRefund.subject, values)
