/** The product page's one line about delivery to the ship-to country (days, price or free), with a way to change it. */
import { useState } from "react"
import { useTranslation } from "react-i18next"
import { Icon } from "../../../components/icon"
import { useCurrency } from "../../../lib/currency-context"
import { useLanguage } from "../../../lib/language-context"
import { useShipTo } from "../../../lib/ship-to-context"
import { useShippingRates } from "../api/get-shipping-rates"
import { deliveryDays } from "../delivery-days"
import { shippingQuote } from "../shipping-quote"
import { ShipToSelect } from "./ship-to-select"
import { Isolated } from "../../../components/isolated"

/** `itemsTotal`: in the current currency. */
export function DeliveryLine({ itemsTotal }: { itemsTotal: number }) {
  const { t } = useTranslation()
  const { language } = useLanguage()
  const { country } = useShipTo()
  const { currency, format } = useCurrency()
  const { data } = useShippingRates(language)
  const [changing, setChanging] = useState(false)
  if (!data) return null
  const quote = shippingQuote(data.rates, country, itemsTotal, currency)
  const text = !quote
    ? t("shipping.unavailable")
    : t(quote.free ? "shipping.deliveryToFree" : "shipping.deliveryTo", {
        // Each isolated on its own: one isolate of both would take the flag's left-to-right direction, and in an
        // Arabic sentence put the flag at the name's far end, beside the colon.
        flag: quote.rate.flag,
        country: quote.rate.name,
        ...deliveryDays(quote.rate.days ?? "?", language),
        price: format(quote.price),
      })
  return (
    <div className="delivery-line">
      <p className="delivery-line__text">
        <Icon name="truck" size={18} />
        <span data-testid="delivery-line">
          <Isolated text={text} />
        </span>{" "}
        <button type="button" className="link-button" aria-expanded={changing} onClick={() => setChanging(!changing)}>
          {t("shipping.change")}
        </button>
      </p>
      {changing && <ShipToSelect rates={data.rates} />}
    </div>
  )
}
