/** The product page (spec §2): loading, 'Product not found', or the product. */
import { useTranslation } from "react-i18next"
import { useParams } from "react-router-dom"
import { LoadingText } from "../../../components/loading-text"
import { useProduct } from "../api/get-product"
import { ProductDetails } from "./product-details"
import { ProductNotFound } from "./product-not-found"

export function ProductPage() {
  const { t } = useTranslation()
  const id = Number(useParams().id)
  const { data, isPending, isError } = useProduct(id)

  if (isPending) {
    return (
      <div className="container page">
        <LoadingText>{t("product.loading")}</LoadingText>
      </div>
    )
  }
  if (isError || !data) return <ProductNotFound />
  return <ProductDetails entry={data} />
}
