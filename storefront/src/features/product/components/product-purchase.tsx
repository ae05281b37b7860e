/**
 * Quantity (1–5), add to cart, buy now (checkout comes later: explained in a tooltip), a mail draft to the
 * seller, and share / copy-link icon buttons.
 */
import { useId, useState } from "react"
import { useTranslation } from "react-i18next"
import type { CatalogueEntry } from "../../../../shared/api"
import { ComingSoonButton } from "../../../components/coming-soon-button"
import { Icon } from "../../../components/icon"
import { useToast } from "../../../components/toast/toast-context"
import { cartProductFromEntry } from "../../../lib/cart"
import { useCart } from "../../../lib/cart-context"
import { useCurrency } from "../../../lib/currency-context"
import { SELLER_EMAIL } from "../data/seller"

const QUANTITIES = [1, 2, 3, 4, 5] as const

export function ProductPurchase({ entry, name }: { entry: CatalogueEntry; name: string }) {
  const { t } = useTranslation()
  const { formatPrice } = useCurrency()
  const { addItem } = useCart()
  const { notify } = useToast()
  const [quantity, setQuantity] = useState(1)
  const quantityId = useId()
  const unitPrice = formatPrice(entry.item.best_usd_price)

  const mailto = `mailto:${SELLER_EMAIL}?${new URLSearchParams({
    subject: t("product.askSellerSubject", { id: entry.item.id, name }),
    body: t("product.askSellerBody", { id: entry.item.id, name, price: unitPrice }),
  })
    .toString()
    .replace(/\+/g, "%20")}`

  const copyLink = async () => {
    try {
      await navigator.clipboard.writeText(window.location.href)
      notify(t("product.linkCopied"), "success")
    } catch {
      notify(t("product.linkCopyFailed"))
    }
  }
  const share = async () => {
    if (!navigator.share) return copyLink()
    try {
      await navigator.share({ title: name, url: window.location.href })
    } catch (error) {
      if ((error as Error).name !== "AbortError") await copyLink()
    }
  }

  return (
    <div className="purchase">
      <div className="purchase__row">
        <div className="select-field select-field--stacked">
          <label htmlFor={quantityId} className="select-field__label select-field__label--visible">
            {t("product.quantity")}
          </label>
          <select id={quantityId} className="select-field__control" value={quantity} onChange={(event) => setQuantity(Number(event.target.value))}>
            {QUANTITIES.map((n) => (
              <option key={n} value={n}>
                {n}
              </option>
            ))}
          </select>
        </div>
        <button
          type="button"
          className="button button--primary button--large purchase__add"
          onClick={() => {
            addItem(cartProductFromEntry(entry), quantity)
            notify(t("cart.addedQuantity", { name, quantity }), "success")
          }}
        >
          <Icon name="cart-plus" size={20} />
          {t("product.addToCart")}
        </button>
      </div>
      <ComingSoonButton reason={t("product.checkoutSoon")} className="button button--dark button--large button--block">
        {t("product.buyNow", { price: formatPrice(entry.item.best_usd_price * quantity) })}
      </ComingSoonButton>
      <div className="purchase__row">
        <a className="button button--ghost purchase__ask" href={mailto}>
          <Icon name="mail" size={18} />
          {t("product.askSeller")}
        </a>
        <button type="button" className="icon-button icon-button--outlined" aria-label={t("product.share")} onClick={share}>
          <Icon name="share" />
        </button>
        <button type="button" className="icon-button icon-button--outlined" aria-label={t("product.copyLink")} onClick={copyLink}>
          <Icon name="link" />
        </button>
      </div>
    </div>
  )
}
