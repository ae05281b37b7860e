import { useTranslation } from "react-i18next"
import { formatAmount } from "../../../lib/currency"
import { useLanguage } from "../../../lib/language-context"
import { FREE_SHIPPING_FROM_EUR, SHIPPING_RATES } from "../data/shipping-rates"

/** A few countries' delivery times and prices in EUR (the full list is the shipping page's). */
export function ShippingRatesTable() {
  const { t } = useTranslation()
  const { language } = useLanguage()
  const regions = new Intl.DisplayNames([language], { type: "region" })
  return (
    <div className="shipping-rates">
      <p>{t("product.shippingIntro", { amount: formatAmount(FREE_SHIPPING_FROM_EUR, "EUR", language) })}</p>
      <div className="table-wrap">
        <table className="table">
          <caption className="visually-hidden">{t("product.tabs.shipping")}</caption>
          <thead>
            <tr>
              <th scope="col">{t("product.shippingTable.country")}</th>
              <th scope="col">{t("product.shippingTable.delivery")}</th>
              <th scope="col">{t("product.shippingTable.price")}</th>
            </tr>
          </thead>
          <tbody>
            {SHIPPING_RATES.map(({ region, days, price }) => (
              <tr key={region}>
                <th scope="row">{regions.of(region) ?? region}</th>
                <td>{t("product.shippingTable.days", { days })}</td>
                <td>{formatAmount(price, "EUR", language)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </div>
  )
}
