import { useTranslation } from "react-i18next"
import { MAX_CHECKOUT_QUANTITY, type Stock } from "@shop/contracts/api"
import { Icon } from "../../../components/icon"
import { LocalizedLink } from "../../../components/localized-link"
import { ProductImage } from "../../../components/product-image"
import type { Prices } from "@shop/contracts/currencies"
import type { CartItem } from "../../../lib/cart"
import { useCart } from "../../../lib/cart-context"
import { useCurrency } from "../../../lib/currency-context"
import { useLanguage } from "../../../lib/language-context"
import { productName } from "@shop/contracts/catalogue-text"
import { Isolated } from "../../../components/isolated"
import { StockBadge } from "../../../components/stock-badge"
import { orderableLine } from "../api/use-line-products"

/**
 * Image, name, unit price (`prices`: as checkout charges it; null until known), its stock when low or sold out (and
 * what to do when the line cannot be ordered as it is), − quantity + (down to 0, which removes the line; up to what
 * is left), remove.
 */
export function CartLine({ item, prices, stock }: { item: CartItem; prices: Prices | null; stock: Stock | null }) {
  const { t } = useTranslation()
  const { language } = useLanguage()
  const { formatPrice } = useCurrency()
  const { updateQuantity, removeItem } = useCart()
  const name = productName(item.names, item.ident, language)
  const most = Math.min(MAX_CHECKOUT_QUANTITY, stock?.max_quantity ?? MAX_CHECKOUT_QUANTITY)
  const problem = orderableLine(item.quantity, stock) ? undefined : stock?.status === "sold_out" ? t("cart.soldOutLine") : t("cart.lowerQuantity")

  return (
    <li className="cart-line">
      <LocalizedLink to={`/product/${item.id}`} className="cart-line__image" tabIndex={-1} aria-hidden="true">
        <ProductImage src={item.image} alt="" size={96} />
      </LocalizedLink>
      <div className="cart-line__info">
        <LocalizedLink to={`/product/${item.id}`} className="cart-line__name">
          {name}
        </LocalizedLink>
        <p className="cart-line__price">
          <Isolated text={t("cart.unitPrice", { price: prices ? formatPrice(prices) : "…" })} />
        </p>
        {stock && <StockBadge stock={stock} t={t} quiet small />}
        {problem && (
          <p className="cart-line__problem" role="status">
            {problem}
          </p>
        )}
      </div>
      <div className="quantity" role="group" aria-label={t("cart.quantityOf", { name })}>
        <button type="button" className="icon-button icon-button--small" aria-label={t("cart.decrease", { name })} onClick={() => updateQuantity(item.id, item.quantity - 1)}>
          <Icon name="minus" size={16} />
        </button>
        <output className="quantity__value" aria-live="polite">
          {item.quantity}
        </output>
        <button
          type="button"
          className="icon-button icon-button--small"
          aria-label={t("cart.increase", { name })}
          disabled={item.quantity >= most}
          onClick={() => updateQuantity(item.id, item.quantity + 1)}
        >
          <Icon name="plus" size={16} />
        </button>
      </div>
      <p className="cart-line__total">{prices ? formatPrice(prices, item.quantity) : "…"}</p>
      <button type="button" className="icon-button cart-line__remove" aria-label={t("cart.remove", { name })} onClick={() => removeItem(item.id)}>
        <Icon name="trash" size={18} />
      </button>
    </li>
  )
}
