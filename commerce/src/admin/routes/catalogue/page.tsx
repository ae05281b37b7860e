import { defineRouteConfig } from "@medusajs/admin-sdk"
import { ListBullet } from "@medusajs/icons"
import { Button, Container, Heading, Input, Table, Text } from "@medusajs/ui"
import { keepPreviousData, useQuery } from "@tanstack/react-query"
import { useState } from "react"
import { Link } from "react-router-dom"
import { fetchCatalogueItems } from "../../lib/catalogue-items"

const PAGE_SIZE = 50

/** Every product with its numeric item id, in item id order, with a lookup by item id. */
const CatalogueItemsPage = () => {
  const [page, setPage] = useState(0)
  const [search, setSearch] = useState("")
  const itemId = /^\d{1,9}$/.test(search.trim()) ? Number(search.trim()) : undefined
  const { data, isLoading, isError } = useQuery({
    queryKey: ["catalogue-items", page, itemId],
    queryFn: () => fetchCatalogueItems({ item_id: itemId, limit: PAGE_SIZE, offset: itemId ? 0 : page * PAGE_SIZE }),
    placeholderData: keepPreviousData,
  })
  const pages = data ? Math.max(1, Math.ceil(data.count / PAGE_SIZE)) : 1

  return (
    <Container className="divide-y p-0">
      <div className="flex items-center justify-between px-6 py-4">
        <div>
          <Heading level="h1">Catalogue items</Heading>
          <Text size="small" className="text-ui-fg-subtle">
            The numeric item id of every product: the id in storefront addresses (/product/&lt;id&gt;).
          </Text>
        </div>
        <Input type="search" placeholder="Find item id" value={search} onChange={(event) => setSearch(event.target.value)} aria-label="Find item id" className="w-48" />
      </div>
      {isError && <Text className="px-6 py-4 text-ui-fg-error">Could not load the catalogue items.</Text>}
      <Table>
        <Table.Header>
          <Table.Row>
            <Table.HeaderCell>Item ID</Table.HeaderCell>
            <Table.HeaderCell>Product</Table.HeaderCell>
            <Table.HeaderCell>Handle</Table.HeaderCell>
            <Table.HeaderCell>Status</Table.HeaderCell>
          </Table.Row>
        </Table.Header>
        <Table.Body>
          {isLoading && (
            <Table.Row>
              <Table.Cell>Loading…</Table.Cell>
            </Table.Row>
          )}
          {data?.items.map(({ item_id, product }) => (
            <Table.Row key={item_id}>
              <Table.Cell>#{item_id}</Table.Cell>
              <Table.Cell>{product ? <Link to={`/products/${product.id}`}>{product.title}</Link> : "—"}</Table.Cell>
              <Table.Cell>{product?.handle ?? "—"}</Table.Cell>
              <Table.Cell>{product?.status ?? "—"}</Table.Cell>
            </Table.Row>
          ))}
        </Table.Body>
      </Table>
      {!itemId && (
        <div className="flex items-center justify-between px-6 py-4">
          <Text size="small">
            Page {page + 1} of {pages} · {data?.count ?? 0} items
          </Text>
          <div className="flex gap-2">
            <Button variant="secondary" size="small" disabled={page === 0} onClick={() => setPage(page - 1)}>
              Previous
            </Button>
            <Button variant="secondary" size="small" disabled={page + 1 >= pages} onClick={() => setPage(page + 1)}>
              Next
            </Button>
          </div>
        </div>
      )}
    </Container>
  )
}

export const config = defineRouteConfig({ label: "Catalogue items", icon: ListBullet })

export default CatalogueItemsPage
