/**
 * A catalogue entry as a card: image, name and price link to the product page, its stock when low or sold out; the
 * cart button adds one (none when sold out).
 * `t` comes from the grid: one useTranslation for the grid instead of one per card.
 */
import type { useTranslation } from "react-i18next"
import type { CatalogueCard } from "@shop/contracts/api"
import { cartProductFromEntry } from "../lib/cart"
import { useCart } from "../lib/cart-context"
import { useCurrency } from "../lib/currency-context"
import { useLanguage } from "../lib/language-context"
import { productName } from "@shop/contracts/catalogue-text"
import { Icon } from "./icon"
import { LocalizedLink } from "./localized-link"
import { ProductImage } from "./product-image"
import { StockBadge } from "./stock-badge"
import { useToast } from "./toast/toast-context"

export function ProductCard({ entry, t, eager = false }: { entry: CatalogueCard; t: ReturnType<typeof useTranslation>["t"]; eager?: boolean }) {
  const { language, localize } = useLanguage()
  const { formatPrice } = useCurrency()
  const { addItem } = useCart()
  const { notify } = useToast()
  const name = productName(entry.translations, entry.item.ident, language)

  const add = () => {
    addItem(cartProductFromEntry(entry))
    notify(t("cart.added", { name }), "success")
  }

  return (
    <article className="product-card">
      <LocalizedLink to={`/product/${entry.item.id}`} className="product-card__link">
        <ProductImage src={entry.item.image_url} alt="" eager={eager} size={300} className="product-card__image" />
        <h3 className="product-card__name">{name}</h3>
      </LocalizedLink>
      {/* Over the image's corner: a card with a badge is as tall as one without. */}
      <div className="product-card__stock">
        <StockBadge stock={entry.item.stock} t={t} quiet small />
      </div>
      <div className="product-card__footer">
        <span className="product-card__price">{formatPrice(entry.item.prices)}</span>
        {/* A form the server answers, for a click before the app is live (server/routes/product-forms.ts). */}
        <form method="post" action={localize("/cart/add")}>
          <input type="hidden" name="item" value={entry.item.id} />
          <button
            type="submit"
            className="icon-button icon-button--primary"
            disabled={entry.item.stock.status === "sold_out"}
            onClick={(event) => {
              event.preventDefault()
              add()
            }}
            aria-label={t("cart.addNamed", { name })}
          >
            <Icon name="cart-plus" />
          </button>
        </form>
      </div>
    </article>
  )
}
