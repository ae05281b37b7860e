import { useTranslation } from "react-i18next"
import { MAX_CHECKOUT_QUANTITY } from "@shop/contracts/api"
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

/** Image, name, unit price (`prices`: as checkout charges it; null until known), − quantity + (down to 0, which removes the line), remove. */
export function CartLine({ item, prices }: { item: CartItem; prices: Prices | null }) {
  const { t } = useTranslation()
  const { language } = useLanguage()
  const { formatPrice } = useCurrency()
  const { updateQuantity, removeItem } = useCart()
  const name = productName(item.names, item.ident, language)

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
          disabled={item.quantity >= MAX_CHECKOUT_QUANTITY}
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
