import { defineWidgetConfig } from "@medusajs/admin-sdk"
import type { AdminOrder, DetailWidgetProps } from "@medusajs/framework/types"
import { Container, Heading, StatusBadge, Text } from "@medusajs/ui"
import { useQuery } from "@tanstack/react-query"
import { fetchOrderEmails, type EmailState } from "../lib/order-emails"

const TEMPLATE_NAMES: Record<string, string> = {
  "order-confirmation": "Order confirmation",
  "order-shipped": "Shipped (tracking)",
  "order-refunded": "Refund",
  "order-cancelled": "Cancellation",
  "return-requested": "Return requested",
  "return-received": "Return received",
  "order-code": "One-time code (cancel or return)",
  "order-link-renewed": "New order link",
  "order-link-found": "Order link sent again (find your order)",
  // SMS (lib/order-sms.ts): to the shopper's mobile number, with their consent.
  "order-shipped-sms": "SMS: shipped",
  "order-delivered-sms": "SMS: delivered",
  "order-cancelled-sms": "SMS: cancelled",
  "order-refunded-sms": "SMS: refund",
}

function stateOf(email: EmailState): { color: "green" | "orange" | "red" | "grey"; label: string; detail: string } {
  const when = (iso: string) => new Date(iso).toLocaleString()
  if (email.status === "success") return { color: "green", label: "Sent", detail: `${when(email.created_at)} to ${email.to}` }
  if (email.gave_up) return { color: "red", label: "Not sent", detail: `Given up after ${email.attempts} attempt(s): ${email.last_error ?? "unknown error"}` }
  if (email.status === "failure") {
    return {
      color: "orange",
      label: "Retrying",
      detail: `Attempt ${email.attempts} failed${email.next_attempt_at ? `; next at ${when(email.next_attempt_at)}` : ""}: ${email.last_error ?? ""}`,
    }
  }
  return { color: "grey", label: "Sending", detail: `to ${email.to}` }
}

/** The e-mails the shopper was sent about this order, and whether each went out (retries included). */
const OrderEmailsWidget = ({ data: order }: DetailWidgetProps<AdminOrder>) => {
  const { data, isLoading, isError } = useQuery({
    queryKey: ["order-emails", order.id],
    queryFn: () => fetchOrderEmails(order.id),
    refetchInterval: 15_000,
  })
  return (
    <Container className="divide-y p-0">
      <div className="px-6 py-4">
        <Heading level="h2">E-mails and SMS to the shopper</Heading>
      </div>
      {isLoading ? <Text className="px-6 py-4">…</Text> : null}
      {isError ? <Text className="px-6 py-4">The e-mails could not be loaded.</Text> : null}
      {data && data.emails.length === 0 ? (
        <Text size="small" className="px-6 py-4 text-ui-fg-subtle">
          None yet.
        </Text>
      ) : null}
      {data?.emails.map((email) => {
        const state = stateOf(email)
        return (
          <div key={email.id} className="flex flex-col gap-y-1 px-6 py-3" data-testid="order-email">
            <div className="flex items-center justify-between">
              <Text size="small" weight="plus">
                {TEMPLATE_NAMES[email.template] ?? email.template}
              </Text>
              <StatusBadge color={state.color}>{state.label}</StatusBadge>
            </div>
            <Text size="small" className="text-ui-fg-subtle">
              {state.detail}
            </Text>
          </div>
        )
      })}
    </Container>
  )
}

export const config = defineWidgetConfig({ zone: "order.details.side.after" })

export default OrderEmailsWidget
