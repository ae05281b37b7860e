/** The lines, shipping, total and ship-to address of an order, as the order e-mails show them. */
import { Column, Row, Section, Text } from "@react-email/components"
import { isolate } from "@shop/contracts/bidi"
import { deliveryDays } from "../lib/shipping-method"
import { fill, fillCount, type EmailCopy } from "./copy"
import { currencyName, formatCharged } from "./format"
import type { OrderEmailData } from "./order-email-data"
import { styles } from "./email-layout"
import { labelled, withAside } from "./punctuation"

function AmountRow({ label, amount, order, strong }: { label: string; amount: number; order: OrderEmailData; strong?: boolean }) {
  const weight = strong ? { fontWeight: "bold" as const } : {}
  return (
    <Row>
      <Column style={{ ...styles.text, ...weight }}>{label}</Column>
      <Column style={{ ...styles.text, ...weight, textAlign: "end", whiteSpace: "nowrap" }}>{formatCharged(amount, order.currency, order.language)}</Column>
    </Row>
  )
}

/** The shipping method in the e-mail's language where its delivery time is known (lib/shipping-method.ts); else its name as given, isolated from the label around it. */
function shippingMethodName(name: string, copy: EmailCopy): string {
  const days = deliveryDays(name)
  return days ? fillCount(copy.common.tracked, "days", days) : isolate(name)
}

export function OrderSummary({ order, copy }: { order: OrderEmailData; copy: EmailCopy }) {
  return (
    <>
      <Text style={styles.text}>
        {labelled(copy.common.orderNumber, order.language)}
        <strong>{isolate(order.number)}</strong>
      </Text>
      <Section>
        {order.lines.map((line, index) => (
          <Row key={index}>
            <Column style={styles.text}>{`${isolate(line.title)} × ${line.quantity}`}</Column>
            <Column style={{ ...styles.text, textAlign: "end", whiteSpace: "nowrap" }}>{formatCharged(line.total, order.currency, order.language)}</Column>
          </Row>
        ))}
      </Section>
      <Section>
        <AmountRow label={copy.common.items} amount={order.itemsTotal} order={order} />
        {order.shipping ? (
          <AmountRow label={withAside(copy.common.shipping, shippingMethodName(order.shipping.name, copy), order.language)} amount={order.shipping.amount} order={order} />
        ) : null}
        <AmountRow label={copy.common.total} amount={order.total} order={order} strong />
        <Text style={styles.muted}>{fill(copy.common.chargedIn, { currency: currencyName(order.currency, order.language) })}</Text>
      </Section>
      {order.shipTo.length > 0 ? (
        <Section>
          <Text style={{ ...styles.text, fontWeight: "bold", margin: "12px 0 4px" }}>{copy.common.shipTo}</Text>
          {order.shipTo.map((line, index) => (
            <Text key={index} style={styles.muted}>
              {line}
            </Text>
          ))}
        </Section>
      ) : null}
    </>
  )
}
