/** "Your order is on its way": the carrier, tracking number and link of each parcel, then the order. */
import { Link, Section, Text } from "@react-email/components"
import { isolate } from "@shop/contracts/bidi"
import { fill, type EmailCopy } from "./copy"
import { EmailLayout, styles, ViewOrderButton, type CompanyDetails } from "./email-layout"
import type { OrderEmailData } from "./order-email-data"
import { OrderSummary } from "./order-summary"
import { labelled } from "./punctuation"

export interface Parcel {
  carrier?: string
  trackingNumber?: string
  /** An http(s) link to the carrier's tracking page (lib/shipments.ts keeps nothing else). */
  trackingUrl?: string
}

export function OrderShippedEmail({ order, parcels, copy, company }: { order: OrderEmailData; parcels: Parcel[]; copy: EmailCopy; company: CompanyDetails }) {
  const words = copy.orderShipped
  return (
    <EmailLayout language={order.language} copy={copy} company={company} preview={fill(words.preview, { carrier: parcels[0]?.carrier ?? "" })} heading={words.heading}>
      <Text style={styles.text}>{words.intro}</Text>
      {parcels.map((parcel, index) => (
        <Section key={index} style={{ margin: "0 0 16px" }}>
          {parcel.carrier ? <Text style={styles.text}>{`${labelled(words.carrier, order.language)}${isolate(parcel.carrier)}`}</Text> : null}
          {parcel.trackingNumber ? (
            <Text style={styles.text}>
              {labelled(words.trackingNumber, order.language)}
              <strong>{isolate(parcel.trackingNumber)}</strong>
            </Text>
          ) : null}
          {parcel.trackingUrl ? (
            <Text style={styles.text}>
              <Link href={parcel.trackingUrl}>{words.track}</Link>
            </Text>
          ) : null}
        </Section>
      ))}
      <OrderSummary order={order} copy={copy} />
      <ViewOrderButton href={order.orderUrl} copy={copy} />
    </EmailLayout>
  )
}

export const orderShippedSubject = (order: OrderEmailData, copy: EmailCopy) => fill(copy.orderShipped.subject, { number: order.number })
