/** The whole shipping table, Europe and worldwide, with the free-shipping line: the shipping page's and the product tab's. */
import { useTranslation } from "react-i18next"
import { FREE_SHIPPING_FROM_EUR } from "../../../../shared/currency-rates"
import { LoadingText } from "../../../components/loading-text"
import { formatAmount } from "../../../lib/currency"
import { useLanguage } from "../../../lib/language-context"
import { useShippingRates } from "../api/get-shipping-rates"
import { ShippingRatesTable } from "./shipping-rates-table"

export function ShippingRates() {
  const { t } = useTranslation()
  const { language } = useLanguage()
  const { data, isPending, isError } = useShippingRates(language)
  if (isPending) return <LoadingText>{t("shipping.loading")}</LoadingText>
  if (isError) return <p role="alert">{t("shipping.error")}</p>
  const europe = data.rates.filter((rate) => rate.zone === "europe")
  const worldwide = data.rates.filter((rate) => rate.zone === "worldwide")
  return (
    <div className="shipping-rates">
      <p>{t("shipping.intro", { count: data.rates.length, amount: formatAmount(FREE_SHIPPING_FROM_EUR, "EUR", language) })}</p>
      <div className="shipping-rates__zones">
        <ShippingRatesTable caption={t("shipping.europe")} rates={europe} />
        <ShippingRatesTable caption={t("shipping.worldwide")} rates={worldwide} />
      </div>
    </div>
  )
}
