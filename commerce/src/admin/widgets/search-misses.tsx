import { defineWidgetConfig } from "@medusajs/admin-sdk"
import { Button, Container, Heading, Select, Table, Text } from "@medusajs/ui"
import { keepPreviousData, useQuery } from "@tanstack/react-query"
import { useState } from "react"
import { LANGUAGE_CODES } from "@shop/contracts/languages"
import { fetchSearchMisses } from "../lib/search-misses"

const ALL = "all"
/** Rows shown at first, and at most (what the route gives). */
const FIRST_ROWS = 10
const MOST_ROWS = 100

const languageNames = new Intl.DisplayNames(["en"], { type: "language" })
const languageName = (code: string) => languageNames.of(code) ?? code
/** A UTC day (YYYY-MM-DD) as the merchandiser's browser writes dates. */
const dayText = (day: string) => new Date(`${day}T00:00:00Z`).toLocaleDateString(undefined, { timeZone: "UTC", day: "numeric", month: "short", year: "numeric" })

/**
 * What shoppers searched for and did not find (issue 41), under the product list: the queries that found nothing
 * most often in the last 30 days, so merchandisers know which synonym or product to add.
 */
const SearchMissesWidget = () => {
  const [language, setLanguage] = useState(ALL)
  const [limit, setLimit] = useState(FIRST_ROWS)
  const { data, isLoading, isError } = useQuery({
    queryKey: ["search-misses", language, limit],
    queryFn: () => fetchSearchMisses({ language: language === ALL ? undefined : language, limit }),
    placeholderData: keepPreviousData,
  })

  return (
    <Container className="divide-y p-0">
      <div className="flex items-start justify-between gap-x-4 px-6 py-4">
        <div>
          <Heading level="h2">Searches that found nothing (last 30 days)</Heading>
          <Text size="small" className="text-ui-fg-subtle">
            What shoppers searched for in the shop and found no product. Add a synonym in the CMS (the Search synonyms document of that language), or the product.
          </Text>
        </div>
        <div className="w-48 shrink-0">
          <Select value={language} onValueChange={setLanguage} size="small">
            <Select.Trigger aria-label="Language">
              <Select.Value />
            </Select.Trigger>
            <Select.Content>
              <Select.Item value={ALL}>All languages</Select.Item>
              {LANGUAGE_CODES.map((code) => (
                <Select.Item key={code} value={code}>
                  {languageName(code)}
                </Select.Item>
              ))}
            </Select.Content>
          </Select>
        </div>
      </div>
      {isLoading && <Text className="px-6 py-4">…</Text>}
      {isError && <Text className="px-6 py-4 text-ui-fg-error">The searches could not be loaded.</Text>}
      {data && data.misses.length === 0 && (
        <Text size="small" className="px-6 py-4 text-ui-fg-subtle" data-testid="search-misses-empty">
          No searches without results in the last 30 days{language === ALL ? "" : ` in ${languageName(language)}`}.
        </Text>
      )}
      {data && data.misses.length > 0 && (
        <Table>
          <Table.Header>
            <Table.Row>
              <Table.HeaderCell>Query</Table.HeaderCell>
              <Table.HeaderCell>Language</Table.HeaderCell>
              <Table.HeaderCell className="text-right">Searches</Table.HeaderCell>
              <Table.HeaderCell>Last searched</Table.HeaderCell>
            </Table.Row>
          </Table.Header>
          <Table.Body>
            {data.misses.map((miss) => (
              <Table.Row key={`${miss.language} ${miss.query}`} data-testid="search-miss">
                <Table.Cell>
                  {/* Isolated: an Arabic query reads right to left without turning the row around. */}
                  <bdi>{miss.query}</bdi>
                </Table.Cell>
                <Table.Cell>{languageName(miss.language)}</Table.Cell>
                <Table.Cell className="text-right">{miss.count}</Table.Cell>
                <Table.Cell>{dayText(miss.last_seen)}</Table.Cell>
              </Table.Row>
            ))}
          </Table.Body>
        </Table>
      )}
      {data && data.misses.length === limit && limit < MOST_ROWS && (
        <div className="flex justify-end px-6 py-4">
          <Button variant="secondary" size="small" onClick={() => setLimit(MOST_ROWS)}>
            Show the top {MOST_ROWS}
          </Button>
        </div>
      )}
    </Container>
  )
}

export const config = defineWidgetConfig({ zone: "product.list.after" })

export default SearchMissesWidget
