import { defineWidgetConfig } from "@medusajs/admin-sdk"
import { Badge, Container, Heading, Table, Text } from "@medusajs/ui"
import { useQuery } from "@tanstack/react-query"
import { Link } from "react-router-dom"
import { fetchDispatchToday } from "../lib/dispatch-today"

/** A warehouse date (YYYY-MM-DD) as the merchandiser's browser writes dates. */
const dayText = (day: string) => new Date(`${day}T00:00:00Z`).toLocaleDateString(undefined, { timeZone: "UTC", weekday: "short", day: "numeric", month: "short" })
const placedText = (at: string) => new Date(at).toLocaleString(undefined, { day: "numeric", month: "short", hour: "2-digit", minute: "2-digit" })

/**
 * Over the order list (issue 54): the paid orders that must leave the warehouse today, the site's promise of
 * same-day dispatch for orders paid before the cut-off; late ones (their day has passed) first and marked.
 */
const DispatchTodayWidget = () => {
  const { data, isLoading, isError, error } = useQuery({ queryKey: ["dispatch-today"], queryFn: fetchDispatchToday, refetchInterval: 60_000 })
  return (
    <Container className="divide-y p-0" data-testid="dispatch-today">
      <div className="px-6 py-4">
        <Heading level="h2">
          {!data
            ? "Must leave today"
            : data.dispatch_day === data.today
              ? `Must leave today, ${dayText(data.today)}: ${data.orders.length}`
              : `No dispatch today. Must leave on ${dayText(data.dispatch_day)}: ${data.orders.length}`}
        </Heading>
        <Text size="small" className="text-ui-fg-subtle">
          {data
            ? `Paid orders not shipped yet whose dispatch day is today (paid before ${data.cutoff} warehouse time on a business day, or since the last dispatch). Dispatch days and holidays are in the CMS's site settings.`
            : "Paid orders not shipped yet whose dispatch day is today."}
        </Text>
      </div>
      {isLoading && <Text className="px-6 py-4">…</Text>}
      {isError && <Text className="px-6 py-4 text-ui-fg-error">{(error as Error).message || "The orders to dispatch could not be loaded."}</Text>}
      {data && data.orders.length === 0 && (
        <Text size="small" className="px-6 py-4 text-ui-fg-subtle">
          Nothing to dispatch.
        </Text>
      )}
      {data && data.orders.length > 0 && (
        <Table>
          <Table.Header>
            <Table.Row>
              <Table.HeaderCell>Order</Table.HeaderCell>
              <Table.HeaderCell>Paid</Table.HeaderCell>
              <Table.HeaderCell>Dispatch day</Table.HeaderCell>
            </Table.Row>
          </Table.Header>
          <Table.Body>
            {data.orders.map((order) => (
              <Table.Row key={order.id} data-testid="dispatch-today-order">
                <Table.Cell>
                  <Link to={`/orders/${order.id}`} className="text-ui-fg-interactive">
                    #{order.display_id}
                  </Link>
                </Table.Cell>
                <Table.Cell>{placedText(order.placed_at)}</Table.Cell>
                <Table.Cell>
                  {order.dispatch_date < data.dispatch_day ? (
                    <Badge color="red" size="2xsmall">
                      Late: {dayText(order.dispatch_date)}
                    </Badge>
                  ) : (
                    dayText(order.dispatch_date)
                  )}
                </Table.Cell>
              </Table.Row>
            ))}
          </Table.Body>
        </Table>
      )}
    </Container>
  )
}

export const config = defineWidgetConfig({ zone: "order.list.before" })

export default DispatchTodayWidget
