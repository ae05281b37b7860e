/** The order confirmation: sent once per order when Medusa places it (subscribers/order-emails.ts). */
import { Text } from "@react-email/components"
import { fill, type EmailCopy } from "./copy"
import { EmailLayout, styles, ViewOrderButton, type CompanyDetails } from "./email-layout"
import type { OrderEmailData } from "./order-email-data"
import { OrderSummary } from "./order-summary"

export function OrderConfirmationEmail({ order, copy, company }: { order: OrderEmailData; copy: EmailCopy; company: CompanyDetails }) {
  const words = copy.orderConfirmation
  return (
    <EmailLayout language={order.language} copy={copy} company={company} preview={words.preview} heading={words.heading}>
      <Text style={styles.text}>{words.intro}</Text>
      <OrderSummary order={order} copy={copy} />
      <ViewOrderButton href={order.orderUrl} copy={copy} />
    </EmailLayout>
  )
}

export const orderConfirmationSubject = (order: OrderEmailData, copy: EmailCopy) => fill(copy.orderConfirmation.subject, { number: order.number })
