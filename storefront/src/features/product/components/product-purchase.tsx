/**
 * Quantity (1–5), add to cart, buy now (Stripe's hosted checkout for this product alone; the cart is left as it
 * is) with delivery updates by SMS if the shopper wants them, the delivery line for the ship-to country, a mail
 * draft to the seller, and share / copy-link buttons.
 */
import { useId, useState } from "react"
import { useTranslation } from "react-i18next"
import { MAX_CHECKOUT_QUANTITY, type CatalogueEntry } from "@shop/contracts/api"
import { Icon } from "../../../components/icon"
import { useToast } from "../../../components/toast/toast-context"
import { Tooltip } from "../../../components/tooltip"
import { cartProductFromEntry } from "../../../lib/cart"
import { useCart } from "../../../lib/cart-context"
import { useCurrency } from "../../../lib/currency-context"
import { useLanguage } from "../../../lib/language-context"
import { useShipTo } from "../../../lib/ship-to-context"
import { createCheckoutSession, useCheckoutRedirect } from "../../checkout/api/start-checkout"
import { SmsUpdatesField } from "../../checkout/components/sms-updates-field"
import { useSmsUpdates } from "../../checkout/sms-updates/use-sms-updates"
import { DeliveryLine } from "../../shipping/components/delivery-line"
import { DispatchLine } from "../../shipping/components/dispatch-line"
import { SELLER_EMAIL } from "../data/seller"
import { Isolated } from "../../../components/isolated"

/** The quantity selector's choices: 1 to what a checkout takes (spec §5), no more than is left. */
const quantities = (most: number) => Array.from({ length: Math.max(1, Math.min(MAX_CHECKOUT_QUANTITY, most)) }, (_, index) => index + 1)

export function ProductPurchase({ entry, name }: { entry: CatalogueEntry; name: string }) {
  const { t } = useTranslation()
  const { currency, formatPrice } = useCurrency()
  const { addItem } = useCart()
  const { notify } = useToast()
  const { language, localize } = useLanguage()
  const { country } = useShipTo()
  const sms = useSmsUpdates()
  const checkout = useCheckoutRedirect(createCheckoutSession, sms.takeServerProblem)
  const [quantity, setQuantity] = useState(1)
  const quantityId = useId()
  const soldOutId = useId()
  const unitPrice = formatPrice(entry.item.prices)
  const { stock } = entry.item
  const soldOut = stock.status === "sold_out"
  // A product page open while the last units went: the choice shrinks to what is left.
  const chosen = Math.min(quantity, Math.max(1, stock.max_quantity))

  const mailto = `mailto:${SELLER_EMAIL}?${new URLSearchParams({
    subject: t("product.askSellerSubject", { id: entry.item.id, name }),
    body: t("product.askSellerBody", { id: entry.item.id, name, price: unitPrice }),
  })
    .toString()
    .replace(/\+/g, "%20")}`

  // Neither rejects: a failure is shown to the shopper (a toast), so the buttons start them without waiting.
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

  // A form the server answers (server/routes/product-forms.ts): a click before the app is live still adds to
  // the cart or starts the checkout. Once live, the buttons' handlers do both here and the form is not sent.
  return (
    <form className="purchase" method="post" action={localize("/cart/add")}>
      <input type="hidden" name="item" value={entry.item.id} />
      <input type="hidden" name="country" value={country} />
      <div className="purchase__row">
        <div className="select-field select-field--stacked">
          <label htmlFor={quantityId} className="select-field__label select-field__label--visible">
            {t("product.quantity")}
          </label>
          <select id={quantityId} name="quantity" className="select-field__control" value={chosen} disabled={soldOut} onChange={(event) => setQuantity(Number(event.target.value))}>
            {quantities(stock.max_quantity).map((n) => (
              <option key={n} value={n}>
                {n}
              </option>
            ))}
          </select>
        </div>
        <button
          type="submit"
          className="button button--primary button--large purchase__add"
          disabled={soldOut}
          aria-describedby={soldOut ? soldOutId : undefined}
          onClick={(event) => {
            event.preventDefault()
            addItem(cartProductFromEntry(entry), chosen)
            notify(t("cart.addedQuantity", { name, quantity: chosen }), "success")
          }}
        >
          <Icon name="cart-plus" size={20} />
          {t("product.addToCart")}
        </button>
      </div>
      {soldOut && (
        <p id={soldOutId} className="purchase__sold-out" role="status">
          {t("product.soldOutHint")}
        </p>
      )}
      <SmsUpdatesField sms={sms} />
      <button
        type="submit"
        formAction={localize("/checkout/buy-now")}
        className="button button--dark button--large button--block"
        disabled={checkout.busy || soldOut}
        aria-describedby={soldOut ? soldOutId : undefined}
        aria-busy={checkout.busy}
        onClick={(event) => {
          event.preventDefault()
          const smsRequest = sms.forRequest()
          if (!smsRequest) return
          checkout.start({
            productId: entry.item.id,
            productName: name,
            productPrice: entry.item.prices[currency],
            quantity: chosen,
            currency,
            language,
            country,
            ...smsRequest,
          })
        }}
      >
        <Isolated text={checkout.busy ? t("checkout.redirecting") : t("product.buyNow", { price: formatPrice(entry.item.prices, chosen) })} />
      </button>
      <DeliveryLine itemsTotal={entry.item.prices[currency] * chosen} />
      <DispatchLine />
      <div className="purchase__row">
        <a className="button button--ghost purchase__ask" href={mailto}>
          <Icon name="mail" size={18} />
          {t("product.askSeller")}
        </a>
        <Tooltip content={t("product.share")}>
          <button type="button" className="icon-button icon-button--outlined" aria-label={t("product.share")} onClick={() => void share()}>
            <Icon name="share" />
          </button>
        </Tooltip>
        <Tooltip content={t("product.copyLink")}>
          <button type="button" className="icon-button icon-button--outlined" aria-label={t("product.copyLink")} onClick={() => void copyLink()}>
            <Icon name="link" />
          </button>
        </Tooltip>
      </div>
    </form>
  )
}
