/**
 * "We have your return request": the return's number, what to send back, where to and by when, and what
 * return shipping costs (nothing when the shop erred).
 */
import { Section, Text } from "@react-email/components"
import { isolate } from "@shop/contracts/bidi"
import { fill, type EmailCopy } from "./copy"
import { EmailLayout, styles, ViewOrderButton, type CompanyDetails } from "./email-layout"
import { formatCharged, formatDay } from "./format"
import type { OrderEmailData } from "./order-email-data"
import { addressLines, type PostalAddress } from "./postal-address"
import { labelled } from "./punctuation"

/** What the e-mail says of the return (kept with its notification, so a retry says the same). */
export interface ReturnRequest {
  /** What the shopper writes on the parcel (lib/order-returns.ts's returnNumber). */
  number: string
  items: { name: string; quantity: number }[]
  /** The warehouse's address: the e-mail names the warehouse and the country in the reader's language. */
  returnTo?: PostalAddress
  /** The address as lines in English, as requests made before `returnTo` keep it (a retry of their e-mail). */
  sendTo?: string[]
  /** ISO date: the last day to hand the parcel to a carrier. */
  sendBy: string
  /** What return shipping costs the shopper (in the order's currency, taken off the refund); 0 when the shop erred. */
  shippingAmount: number
}

export function ReturnRequestedEmail({ order, request, copy, company }: { order: OrderEmailData; request: ReturnRequest; copy: EmailCopy; company: CompanyDetails }) {
  const words = copy.returnRequested
  const values = {
    return: request.number,
    number: order.number,
    date: formatDay(new Date(request.sendBy), order.language),
    amount: formatCharged(request.shippingAmount, order.currency, order.language),
  }
  const sendTo = request.returnTo ? [words.warehouse, ...addressLines(request.returnTo, order.language)] : (request.sendTo ?? [])
  return (
    <EmailLayout language={order.language} copy={copy} company={company} preview={fill(words.preview, values)} heading={words.heading}>
      <Text style={styles.text}>{fill(words.intro, values)}</Text>
      <Text style={styles.text}>
        {labelled(words.returnNumber, order.language)}
        <strong>{isolate(request.number)}</strong>
        {` · ${labelled(copy.common.orderNumber, order.language)}${isolate(order.number)}`}
      </Text>
      <Section style={{ margin: "0 0 16px" }}>
        <Text style={{ ...styles.text, margin: 0 }}>
          <strong>{words.whatToSend}</strong>
        </Text>
        {request.items.map((item, index) => (
          <Text key={index} style={{ ...styles.text, margin: 0 }}>{`${item.quantity} × ${isolate(item.name)}`}</Text>
        ))}
      </Section>
      <Section style={{ margin: "0 0 16px" }}>
        <Text style={{ ...styles.text, margin: 0 }}>
          <strong>{words.sendTo}</strong>
        </Text>
        {sendTo.map((line, index) => (
          <Text key={index} style={{ ...styles.text, margin: 0 }}>
            {line}
          </Text>
        ))}
      </Section>
      <Text style={styles.text}>{fill(words.sendBy, values)}</Text>
      <Text style={styles.text}>{fill(request.shippingAmount > 0 ? words.shippingCharged : words.shippingFree, values)}</Text>
      <ViewOrderButton href={order.orderUrl} copy={copy} />
    </EmailLayout>
  )
}

export const returnRequestedSubject = (order: OrderEmailData, request: ReturnRequest, copy: EmailCopy) =>
  fill(copy.returnRequested.subject, { number: order.number, return: request.number })
