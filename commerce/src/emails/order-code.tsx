/**
 * The one-time code a shopper asked for on the order page before cancelling or returning (lib/order-codes.ts):
 * what it is for, the code, how long it works, and what to do when they did not ask for it.
 */
import { Text } from "@react-email/components"
import type { OrderCodeAction } from "@shop/contracts/api"
import { isolate } from "@shop/contracts/bidi"
import { fill, type EmailCopy } from "./copy"
import { EmailLayout, styles, ViewOrderButton, type CompanyDetails } from "./email-layout"
import type { OrderEmailData } from "./order-email-data"

export interface OrderCode {
  value: string
  action: OrderCodeAction
  minutes: number
}

export function OrderCodeEmail(props: { order: OrderEmailData; code: OrderCode; copy: EmailCopy; company: CompanyDetails }) {
  const { order, code, copy } = props
  const words = copy.orderCode
  return (
    <EmailLayout language={order.language} copy={copy} company={props.company} preview={fill(words.preview, { minutes: code.minutes })} heading={words.heading}>
      <Text style={styles.text}>{code.action === "cancel" ? words.forCancel : words.forReturn}</Text>
      <Text style={{ ...styles.text, fontSize: "28px", fontWeight: 700, letterSpacing: "6px" }}>{isolate(code.value)}</Text>
      <Text style={styles.text}>{fill(words.expires, { minutes: code.minutes })}</Text>
      <Text style={styles.muted}>{words.notYou}</Text>
      <ViewOrderButton href={order.orderUrl} copy={copy} />
    </EmailLayout>
  )
}

export const orderCodeSubject = (order: OrderEmailData, code: OrderCode, copy: EmailCopy) => fill(copy.orderCode.subject, { code: code.value, number: order.number })
