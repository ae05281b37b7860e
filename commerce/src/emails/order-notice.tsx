/**
 * The short order notices, refund issued, order cancelled, return received, the order's link renewed or found: a
 * heading, one paragraph, the order's number and its page.
 */
import { Text } from "@react-email/components"
import { isolate } from "@shop/contracts/bidi"
import { fill, type EmailCopy } from "./copy"
import { EmailLayout, styles, ViewOrderButton, type CompanyDetails } from "./email-layout"
import type { OrderEmailData } from "./order-email-data"
import { labelled } from "./punctuation"

export type OrderNotice = "orderRefunded" | "orderCancelled" | "returnReceived" | "orderLinkRenewed" | "orderLinkFound"

export function OrderNoticeEmail(props: { notice: OrderNotice; order: OrderEmailData; values: Record<string, string>; copy: EmailCopy; company: CompanyDetails }) {
  const { order, copy } = props
  const words = copy[props.notice]
  return (
    <EmailLayout language={order.language} copy={copy} company={props.company} preview={fill(words.preview, props.values)} heading={words.heading}>
      <Text style={styles.text}>{fill(words.intro, props.values)}</Text>
      <Text style={styles.text}>
        {labelled(copy.common.orderNumber, order.language)}
        <strong>{isolate(order.number)}</strong>
      </Text>
      <ViewOrderButton href={order.orderUrl} copy={copy} />
    </EmailLayout>
  )
}

export const orderNoticeSubject = (notice: OrderNotice, order: OrderEmailData, copy: EmailCopy, values: Record<string, string>) =>
  fill(copy[notice].subject, { ...values, number: order.number })
