import { defineRouteConfig } from "@medusajs/admin-sdk"
import { CurrencyDollar } from "@medusajs/icons"
import { Button, Container, Heading, Input, Table, Text, toast } from "@medusajs/ui"
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query"
import { useState } from "react"
import { atRate } from "@shop/contracts/currencies"
import { fetchCurrencyRates, saveCurrencyRates, type CurrencyRateRow } from "../../lib/currency-rates"

/** The price the page shows each rate's effect on: the spec's first phone. */
const EXAMPLE_USD = 899.99
const currencyNames = new Intl.DisplayNames(["en"], { type: "currency" })
const money = (amount: number, currency: string) => new Intl.NumberFormat("en", { style: "currency", currency }).format(amount)

/** A typed rate as a number, or the reason it is none. */
function readRate(text: string): number | string {
  const rate = Number(text.trim().replace(",", "."))
  if (!text.trim() || !Number.isFinite(rate)) return "Enter a number"
  if (rate <= 0) return "Must be more than 0"
  return rate
}

/**
 * The currency rates every price in EUR, GBP, PLN, JPY and CAD is made from (ADR 0018), in one place: a price set
 * by hand on a variant in that currency wins over its rate. A save re-prices the catalogue at once.
 */
const CurrencyRatesPage = () => {
  const queryClient = useQueryClient()
  const { data, isLoading, isError } = useQuery({ queryKey: ["currency-rates"], queryFn: fetchCurrencyRates })
  const [typed, setTyped] = useState<Record<string, string>>({})
  const textOf = (row: CurrencyRateRow) => typed[row.currency_code] ?? String(row.units_per_usd)
  const read = Object.fromEntries((data?.rates ?? []).map((row) => [row.currency_code, readRate(textOf(row))]))
  const invalid = Object.values(read).some((value) => typeof value === "string")
  const changed = (data?.rates ?? []).filter((row) => read[row.currency_code] !== row.units_per_usd)

  const save = useMutation({
    mutationFn: () => saveCurrencyRates(Object.fromEntries(changed.map((row) => [row.currency_code, read[row.currency_code] as number]))),
    onSuccess: (saved) => {
      queryClient.setQueryData(["currency-rates"], saved)
      setTyped({})
      toast.success("Rates saved: the storefront shows the new prices within seconds")
    },
    onError: (error) => toast.error(`The rates could not be saved: ${error.message}`),
  })

  return (
    <Container className="divide-y p-0">
      <div className="px-6 py-4">
        <Heading level="h1">Currency rates</Heading>
        <Text size="small" className="text-ui-fg-subtle">
          Units of each currency per 1 USD. Every price in that currency is the USD price at this rate (whole yen, cents otherwise), unless the variant has a price set by hand in
          it, which wins. Shoppers pay in the currency they see.
        </Text>
      </div>
      {isError && <Text className="px-6 py-4 text-ui-fg-error">Could not load the rates.</Text>}
      <Table>
        <Table.Header>
          <Table.Row>
            <Table.HeaderCell>Currency</Table.HeaderCell>
            <Table.HeaderCell>Per 1 USD</Table.HeaderCell>
            <Table.HeaderCell>{money(EXAMPLE_USD, "USD")} becomes</Table.HeaderCell>
            <Table.HeaderCell>Last set</Table.HeaderCell>
          </Table.Row>
        </Table.Header>
        <Table.Body>
          {isLoading && (
            <Table.Row>
              <Table.Cell>Loading…</Table.Cell>
            </Table.Row>
          )}
          {data?.rates.map((row) => {
            const rate = read[row.currency_code]
            const example = typeof rate === "number" ? atRate(EXAMPLE_USD, rate, row.currency_code) : undefined
            return (
              <Table.Row key={row.currency_code}>
                <Table.Cell>
                  {row.currency_code} · {currencyNames.of(row.currency_code)}
                </Table.Cell>
                <Table.Cell>
                  <Input
                    size="small"
                    inputMode="decimal"
                    aria-label={`${row.currency_code} per 1 USD`}
                    aria-invalid={typeof rate === "string"}
                    value={textOf(row)}
                    onChange={(event) => setTyped({ ...typed, [row.currency_code]: event.target.value })}
                    className="w-32"
                  />
                  {typeof rate === "string" && (
                    <Text size="xsmall" className="text-ui-fg-error">
                      {rate}
                    </Text>
                  )}
                </Table.Cell>
                <Table.Cell>{example === undefined ? "—" : money(example, row.currency_code)}</Table.Cell>
                <Table.Cell>{new Date(row.updated_at).toLocaleString("en-GB", { dateStyle: "medium", timeStyle: "short" })}</Table.Cell>
              </Table.Row>
            )
          })}
        </Table.Body>
      </Table>
      <div className="flex items-center justify-end gap-2 px-6 py-4">
        <Button variant="secondary" size="small" disabled={!changed.length || save.isPending} onClick={() => setTyped({})}>
          Undo changes
        </Button>
        <Button size="small" disabled={!changed.length || invalid || save.isPending} isLoading={save.isPending} onClick={() => save.mutate()}>
          Save rates
        </Button>
      </div>
    </Container>
  )
}

export const config = defineRouteConfig({ label: "Currency rates", icon: CurrencyDollar })

export default CurrencyRatesPage
