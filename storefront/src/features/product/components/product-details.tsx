import { useTranslation } from "react-i18next"
import type { CatalogueEntry } from "@shop/contracts/api"
import { Icon } from "../../../components/icon"
import { LocalizedLink } from "../../../components/localized-link"
import { ProductImage } from "../../../components/product-image"
import { StockBadge } from "../../../components/stock-badge"
import { useCurrency } from "../../../lib/currency-context"
import { useFreeShippingFrom } from "../../shipping/use-free-shipping-from"
import { useDocumentTitle } from "../../../lib/document-title"
import { useLanguage } from "../../../lib/language-context"
import { displayText } from "@shop/contracts/catalogue-text"
import { ProductPurchase } from "./product-purchase"
import { ProductTabs } from "./product-tabs"
import { TrustRow } from "./trust-row"
import { Isolated } from "../../../components/isolated"

/**
 * A loaded product: image, badges (its stock; bestseller when it is one), name, price, description, tags, purchase
 * box, trust row, tabs. No star rating: a product has no ratings of its own (the seller's reviews are in the tabs).
 */
export function ProductDetails({ entry }: { entry: CatalogueEntry }) {
  const { t } = useTranslation()
  const { language } = useLanguage()
  const { formatPrice } = useCurrency()
  const text = displayText(entry, language)
  const freeShippingFrom = useFreeShippingFrom()
  useDocumentTitle(t("meta.productTitle", { name: text.name }))

  return (
    <div className="container page product">
      <LocalizedLink to="/products" className="back-link">
        <Icon name="arrow-left" size={18} />
        {t("product.backToProducts")}
      </LocalizedLink>
      <div className="product__layout">
        <div className="product__media">
          <ProductImage src={entry.item.image_url} alt={text.name} eager className="product__image" />
          {freeShippingFrom && (
            <p className="product__perks">
              <Icon name="truck" size={18} />
              <Isolated text={t("product.perks", { amount: freeShippingFrom })} />
            </p>
          )}
        </div>
        <div className="product__info">
          <div className="product__badges">
            <StockBadge stock={entry.item.stock} t={t} />
            {entry.item.bestseller && <span className="badge badge--accent">{t("product.bestseller")}</span>}
          </div>
          <h1 className="product__name">{text.name}</h1>
          <p className="product__price">{formatPrice(entry.item.prices)}</p>
          {text.description && <p className="product__description">{text.description}</p>}
          {text.tags.length > 0 && (
            <ul className="tag-list" aria-label={t("product.tags")}>
              {text.tags.map((tag) => (
                <li key={tag} className="badge badge--neutral">
                  {tag}
                </li>
              ))}
            </ul>
          )}
          <ProductPurchase entry={entry} name={text.name} />
          <TrustRow />
        </div>
      </div>
      <ProductTabs description={text.description} />
    </div>
  )
}
