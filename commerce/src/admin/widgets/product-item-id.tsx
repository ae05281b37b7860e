import { defineWidgetConfig } from "@medusajs/admin-sdk"
import type { AdminProduct, DetailWidgetProps } from "@medusajs/framework/types"
import { Container, Heading, Text } from "@medusajs/ui"
import { useQuery } from "@tanstack/react-query"
import { fetchCatalogueItems } from "../lib/catalogue-items"

/** Shows a product's numeric item id (the id shoppers see in storefront URLs) on its details page. */
const ProductItemIdWidget = ({ data: product }: DetailWidgetProps<AdminProduct>) => {
  const { data, isLoading, isError } = useQuery({
    queryKey: ["catalogue-item", product.id],
    queryFn: () => fetchCatalogueItems({ product_id: product.id }),
  })
  const itemId = data?.items[0]?.item_id

  return (
    <Container className="divide-y p-0">
      <div className="flex items-center justify-between px-6 py-4">
        <Heading level="h2">Item ID</Heading>
        <Text size="large" weight="plus" data-testid="catalogue-item-id">
          {isLoading ? "…" : isError ? "unavailable" : itemId !== undefined ? `#${itemId}` : "none"}
        </Text>
      </div>
      <div className="px-6 py-4">
        <Text size="small" className="text-ui-fg-subtle">
          {isLoading ? "" : itemId !== undefined ? `Storefront address: /product/${itemId}` : "This product has no item id yet."}
        </Text>
      </div>
    </Container>
  )
}

export const config = defineWidgetConfig({ zone: "product.details.before" })

export default ProductItemIdWidget
